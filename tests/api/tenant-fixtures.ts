import { and, eq } from 'drizzle-orm';
import { modulePermissions, paymentMethods, roles, tenantSettings, tenants, users } from '@/lib/server/db/schema';
import { request, type startTestApp } from './harness';

type App = Awaited<ReturnType<typeof startTestApp>>;

/** Ids of the demo data the tenant-access tests act on. */
export async function demoIds(app: App) {
  const tenantId = async (name: string) => (await app.db.select().from(tenants).where(eq(tenants.name, name)))[0]!.id;
  const userId = async (email: string) => (await app.db.select().from(users).where(eq(users.email, email)))[0]!.id;
  const teknik = await tenantId('Demo Teknik Servis');
  const yapi = await tenantId('Örnek Yapı');
  const role = async (tenant: string, name: string) =>
    (
      await app.db
        .select()
        .from(roles)
        .where(and(eq(roles.tenantId, tenant), eq(roles.name, name)))
    )[0]!.id;
  return {
    teknik,
    yapi,
    teknikOwnerRole: await role(teknik, 'Firma Sahibi'),
    teknikSalesRole: await role(teknik, 'Satış'),
    yapiOwnerRole: await role(yapi, 'Firma Sahibi'),
    owner: await userId('owner@teknik.cari.demo'),
    satis: await userId('satis@teknik.cari.demo'),
    yetkisiz: await userId('yetkisiz@teknik.cari.demo'),
    musteri: await userId('musteri@teknik.cari.demo'),
    davet: await userId('davet@teknik.cari.demo'),
    yapiOwner: await userId('owner@yapi.cari.demo'),
  };
}

/** The demo tenant's 'Nakit' payment method (it settles into a cash register). */
export async function cashMethodId(app: App, tenantId: string): Promise<string> {
  const [method] = await app.db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.tenantId, tenantId), eq(paymentMethods.name, 'Nakit')));
  return method!.id;
}

/** An issued invoice of one text line at KDV 20 (its grand total is net × 1.2), made with `token`. */
export async function issuedTextInvoice(
  token: string,
  opts: { customerId: string; seriesId: string; net: string; invoiceDate: string; dueDate: string },
) {
  const { net, ...header } = opts;
  const draft = await request('POST', '/api/tenant/Invoices', {
    token,
    body: {
      ...header,
      lines: [{ itemKind: 'text', description: 'Bakım', quantity: '1', unit: 'adet', unitPrice: net, vatRate: 20 }],
    },
  });
  expect(draft.status).toBe(201);
  const issued = await request('POST', `/api/tenant/Invoices/${draft.body.data.id}/issue`, { token, body: {} });
  expect(issued.status).toBe(200);
  return issued.body.data as { id: string; number: string; grandTotal: string } & Record<string, unknown>;
}

/** Module permission ids by code. */
export async function permissionIds(app: App, codes: string[]): Promise<string[]> {
  const rows = await app.db.select().from(modulePermissions);
  return codes.map((code) => {
    const row = rows.find((r) => r.code === code);
    if (!row) throw new Error(`no permission ${code}`);
    return row.id;
  });
}

/**
 * Removes the settings the demo seed saved for its tenants, for tests that start from a tenant that
 * never saved its own (defaults from the tenant record, version 0).
 */
export async function forgetSavedSettings(app: App) {
  await app.db.delete(tenantSettings);
}
