import { and, eq } from 'drizzle-orm';
import { MAX_DOCUMENT_SENDS_PER_HOUR } from '@/lib/server/api/send-limit';
import { invoices, offers, tenants } from '@/lib/server/db/schema';
import { login, request, setMailDrain, startTestApp } from './harness';

let app: Awaited<ReturnType<typeof startTestApp>>;
let owner: string;
let teknik: string;
beforeAll(async () => {
  app = await startTestApp();
  owner = await login('owner@teknik.cari.demo');
  teknik = (await app.db.select().from(tenants).where(eq(tenants.name, 'Demo Teknik Servis')))[0]!.id;
  // The .eml files are not what this file is about.
  setMailDrain(false);
});
afterAll(async () => {
  setMailDrain(true);
  await app.close();
});

const issuedInvoiceOf = async (tenantId: string) =>
  (
    await app.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.tenantId, tenantId), eq(invoices.status, 'issued')))
      .limit(1)
  )[0]!;

const sendInvoice = (id: string, token: string) =>
  request('POST', `/api/tenant/Invoices/${id}/send`, { token, body: { to: 'muhasebe@example.com' } });

describe('POST …/send of offers and invoices', () => {
  it(`mails at most ${MAX_DOCUMENT_SENDS_PER_HOUR} documents an hour per user, then answers 429 in Turkish`, async () => {
    const invoice = await issuedInvoiceOf(teknik);
    // Sends that fail mail nothing and do not count.
    const missing = await sendInvoice('00000000-0000-4000-8000-000000000000', owner);
    expect(missing.status).toBe(404);
    const invalid = await request('POST', `/api/tenant/Invoices/${invoice.id}/send`, {
      token: owner,
      body: { to: 'not an address' },
    });
    expect(invalid.status).toBe(400);

    for (let i = 0; i < MAX_DOCUMENT_SENDS_PER_HOUR; i++)
      expect((await sendInvoice(invoice.id, owner)).status).toBe(200);

    const refused = await sendInvoice(invoice.id, owner);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('send_rate_limited');
    expect(refused.body.error.message).toMatch(
      /^Bir saatte en fazla 20 belge e-postayla gönderilebilir\. Lütfen (60|59) dakika sonra tekrar deneyin\.$/,
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);

    // Offers share the budget.
    const [offer] = await app.db
      .select()
      .from(offers)
      .where(and(eq(offers.tenantId, teknik), eq(offers.status, 'sent')))
      .limit(1);
    const offerSend = await request('POST', `/api/tenant/Offers/${offer!.id}/send`, {
      token: owner,
      body: { version: offer!.version },
    });
    expect(offerSend.status).toBe(429);
  }, 120_000);

  it("leaves other users' budget alone", async () => {
    // Örnek Yapı has no issued invoice: its owner gets past the limit to the 404.
    const yapiOwner = await login('owner@yapi.cari.demo');
    expect((await sendInvoice('00000000-0000-4000-8000-000000000000', yapiOwner)).status).toBe(404);
  });
});
