import { and, eq } from 'drizzle-orm';
import { customers, offers, tenants } from '@/lib/server/db/schema';
import { login, nextLinkFor, request, type startTestApp } from './harness';

type App = Awaited<ReturnType<typeof startTestApp>>;

const post = (url: string, body: unknown, token: string) => request('POST', url, { token, body });

/** A new customer of the owner's tenant with a portal account that has set its password; answers its token. */
export async function portalAccount(tenantOwner: string, email: string) {
  const body = { kind: 'company', name: `Portal ${email}`, contacts: [{ name: 'Portal Kişi', email }] };
  const created = (await post('/api/tenant/Customers', body, tenantOwner)).body.data;
  const invited = await post(
    `/api/tenant/Customers/${created.id}/contacts/${created.contacts[0].id}/invite`,
    {},
    tenantOwner,
  );
  expect(invited.status).toBe(200);
  const link = await nextLinkFor(email);
  const set = await post(
    '/api/common/Auth/set-password',
    { token: link.token, userId: link.userId, password: 'Sari.Kapi.1234', confirmPassword: 'Sari.Kapi.1234' },
    '',
  );
  expect(set.status).toBe(200);
  return { token: await login(email, 'Sari.Kapi.1234'), customerId: created.id as string, userId: link.userId };
}

/** A draft invoice of `customerId` (one line of 2 x 1.000,00 + 20% KDV). */
export async function draftInvoice(token: string, customerId: string, seriesId: string) {
  const draft = await post(
    '/api/tenant/Invoices',
    {
      customerId,
      seriesId,
      invoiceDate: '2026-03-10',
      dueDate: '2026-04-09',
      lines: [
        {
          itemKind: 'text',
          description: 'Klima bakımı',
          quantity: '2',
          unit: 'adet',
          unitPrice: '1000.00',
          vatRate: 20,
        },
      ],
    },
    token,
  );
  expect(draft.status).toBe(201);
  return draft.body.data as { id: string };
}

/** An issued invoice of `customerId` made by `token`'s tenant. */
export async function issuedInvoice(token: string, customerId: string, seriesId: string) {
  const draft = await draftInvoice(token, customerId, seriesId);
  const issued = await post(`/api/tenant/Invoices/${draft.id}/issue`, {}, token);
  expect(issued.status).toBe(200);
  return issued.body.data as { id: string; number: string };
}

/** Demo Teknik Servis and its customer Işık Yapı (musteri@'s). */
export async function teknikAndIsik(app: App) {
  const tenantId = (await app.db.select().from(tenants).where(eq(tenants.name, 'Demo Teknik Servis')))[0]!.id;
  const isikId = (
    await app.db
      .select()
      .from(customers)
      .where(and(eq(customers.tenantId, tenantId), eq(customers.name, 'Işık Yapı')))
  )[0]!.id;
  return { tenantId, isikId };
}

/** A draft copy of Işık Yapı's demo sent offer, made by `owner`. */
export async function draftOfferOfIsik(app: App, owner: string, tenantId: string, isikId: string) {
  const [source] = await app.db
    .select()
    .from(offers)
    .where(and(eq(offers.tenantId, tenantId), eq(offers.customerId, isikId), eq(offers.status, 'sent')))
    .limit(1);
  const copy = (await post(`/api/tenant/Offers/${source!.id}/copy`, undefined, owner)).body.data;
  return copy as { id: string; version: number; number: string };
}

/** A sent offer of Işık Yapı (a copy of the demo's sent one, then sent). */
export async function sentOfferOfIsik(app: App, owner: string, tenantId: string, isikId: string) {
  const copy = await draftOfferOfIsik(app, owner, tenantId, isikId);
  const sent = await post(`/api/tenant/Offers/${copy.id}/send`, { version: copy.version }, owner);
  expect(sent.status).toBe(200);
  return copy.id;
}
