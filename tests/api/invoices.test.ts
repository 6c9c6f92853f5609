import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { customers, documentCounters, invoices, tenants } from '@/lib/server/db/schema';
import { issueInvoice } from '@/lib/server/services/invoices/issue';
import { seriesCounterKind } from '@/lib/server/services/finance/invoice-series';
import { api } from '@/lib/server/api/app';
import { login, request, startTestApp } from './harness';
import { demoIds } from './tenant-fixtures';

let app: Awaited<ReturnType<typeof startTestApp>>;
let owner: string;
let satis: string;
let yapi: string;
let tenantId: string;
let ownerId: string;
let customerId: string;
let seriesId: string;
beforeAll(async () => {
  app = await startTestApp();
  [owner, satis, yapi] = await Promise.all(
    ['owner@teknik.cari.demo', 'satis@teknik.cari.demo', 'owner@yapi.cari.demo'].map((e) => login(e)),
  );
  tenantId = (await app.db.select().from(tenants).where(eq(tenants.name, 'Demo Teknik Servis')))[0]!.id;
  customerId = (
    await app.db
      .select()
      .from(customers)
      .where(and(eq(customers.tenantId, tenantId), eq(customers.name, 'Işık Yapı')))
  )[0]!.id;
  ownerId = (await demoIds(app)).owner;
  seriesId = (await post('/api/tenant/InvoiceSeries', { code: 'TST', year: 2026 })).body.data.id;
});
afterAll(() => app.close());

const raw = (url: string, token: string) => api.request(url, { headers: { authorization: `Bearer ${token}` } });
const post = (url: string, body: unknown, token = owner, headers: Record<string, string> = {}) =>
  request('POST', url, { token, body, headers });
const lines = [
  { itemKind: 'text', description: 'Klima bakımı', quantity: '2', unit: 'adet', unitPrice: '1000.00', vatRate: 20 },
  {
    itemKind: 'text',
    description: 'İhraç kaydıyla parça',
    quantity: '1',
    unit: 'adet',
    unitPrice: '234.56',
    vatRate: 0,
    vatExemptionCode: '301',
  },
];
const draft = (over: Record<string, unknown> = {}) => ({
  customerId,
  seriesId,
  invoiceDate: '2026-03-10',
  dueDate: '2026-04-09',
  lines,
  ...over,
});
const createDraft = async (over: Record<string, unknown> = {}) => {
  const res = await post('/api/tenant/Invoices', draft(over));
  expect(res.status).toBe(201);
  return res.body.data;
};
const issue = (id: string) => post(`/api/tenant/Invoices/${id}/issue`, {});
const counterNext = async () =>
  (
    await app.db
      .select()
      .from(documentCounters)
      .where(and(eq(documentCounters.kind, seriesCounterKind(seriesId)), eq(documentCounters.period, '2026')))
  )[0]?.next;

describe('drafts', () => {
  it('computes exact totals with the shared computeTotals and copies the customer tax data', async () => {
    const inv = await createDraft();
    expect(inv).toMatchObject({
      status: 'draft',
      number: null,
      netTotal: '2234.56',
      vatTotal: '400.00',
      grandTotal: '2634.56',
      customerTaxNumber: '4720183658',
      paymentStatus: null,
      vatBreakdown: [
        { rate: 0, base: '234.56', amount: '0.00' },
        { rate: 20, base: '2000.00', amount: '400.00' },
      ],
      amountInWords: 'Yalnız iki bin altı yüz otuz dört Türk lirası elli altı kuruş',
    });
    expect(inv.lines.map((l: { net: string }) => l.net)).toEqual(['2000.00', '234.56']);
  });

  it('asks for a KDV exemption reason code when KDV is 0', async () => {
    const res = await post('/api/tenant/Invoices', draft({ lines: [{ ...lines[1], vatExemptionCode: null }] }));
    expect(res.status).toBe(400);
    expect(res.body.error.fields['lines.0.vatExemptionCode']).toBe(
      'KDV oranı %0 olan satırlar için istisna/muafiyet sebebi kodu seçin.',
    );
  });

  it('edits and deletes a draft', async () => {
    const inv = await createDraft();
    const put = await request('PUT', `/api/tenant/Invoices/${inv.id}`, {
      token: owner,
      body: { ...draft({ notes: 'Not' }), version: inv.version },
    });
    expect(put.status).toBe(200);
    expect(put.body.data.notes).toBe('Not');
    expect((await request('DELETE', `/api/tenant/Invoices/${inv.id}`, { token: owner })).status).toBe(200);
  });
});

describe('issuing', () => {
  it('freezes an issued invoice: PUT and DELETE answer 422', async () => {
    const inv = await createDraft();
    const issued = await issue(inv.id);
    expect(issued.status).toBe(200);
    expect(issued.body.data).toMatchObject({ status: 'issued', paymentStatus: 'overdue' });
    expect(issued.body.data.number).toMatch(/^TST2026\d{9}$/);
    const put = await request('PUT', `/api/tenant/Invoices/${inv.id}`, {
      token: owner,
      body: { ...draft(), version: issued.body.data.version },
    });
    expect(put.status).toBe(422);
    expect(put.body.error.code).toBe('not_editable');
    expect((await request('DELETE', `/api/tenant/Invoices/${inv.id}`, { token: owner })).status).toBe(422);
    expect((await issue(inv.id)).status).toBe(422);
  });

  it('leaves the counter where it was when the issue fails after allocating', async () => {
    const inv = await createDraft();
    const before = await counterNext();
    await expect(
      issueInvoice(
        app.db,
        { tenantId, userId: ownerId, lang: 'tr' },
        inv.id,
        {},
        {
          afterAllocate: () => {
            throw new Error('forced failure after allocating');
          },
        },
      ),
    ).rejects.toThrow('forced failure');
    expect(await counterNext()).toBe(before);
    const stored = (await request('GET', `/api/tenant/Invoices/${inv.id}`, { token: owner })).body.data;
    expect(stored).toMatchObject({ status: 'draft', number: null });
    const issued = (await issue(inv.id)).body.data;
    expect(issued.number).toBe(`TST2026${String(before).padStart(9, '0')}`);
  });

  it('refuses an invoice dated outside its series year and a missing series', async () => {
    const other = await createDraft({ invoiceDate: '2027-01-05', dueDate: '2027-02-05' });
    const res = await issue(other.id);
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe('Fatura tarihi seçilen serinin yılına (2026) ait olmalıdır.');
  });
});

describe('cancel and return', () => {
  it('cancels with a reason, but not after a payment', async () => {
    const a = (await issue((await createDraft()).id)).body.data;
    const cancelled = await post(`/api/tenant/Invoices/${a.id}/cancel`, { reason: 'Hatalı tutar' });
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', cancelReason: 'Hatalı tutar' });
    expect((await post(`/api/tenant/Invoices/${a.id}/cancel`, { reason: 'x' })).status).toBe(422);
    const b = (await issue((await createDraft()).id)).body.data;
    expect((await post(`/api/tenant/Invoices/${b.id}/cancel`, {})).status).toBe(400);
    await app.db.update(invoices).set({ allocatedAmount: '100.00' }).where(eq(invoices.id, b.id));
    const paid = await post(`/api/tenant/Invoices/${b.id}/cancel`, { reason: 'Vazgeçildi' });
    expect(paid.status).toBe(422);
    expect(paid.body.error.code).toBe('invoice_has_payments');
    const listed = (await request('GET', `/api/tenant/Invoices/${b.id}`, { token: owner })).body.data;
    expect(listed.paymentStatus).toBe('overdue');
  });

  it('keeps a return within the original remaining amount', async () => {
    const original = (await issue((await createDraft()).id)).body.data; // 2634.56
    const retLines = [
      { itemKind: 'text', description: 'İade', quantity: '1', unit: 'adet', unitPrice: '1000.00', vatRate: 20 },
    ];
    const ret = (over: Record<string, unknown> = {}) =>
      post('/api/tenant/Invoices', draft({ kind: 'return', originalInvoiceId: original.id, lines: retLines, ...over }));
    expect((await ret({ originalInvoiceId: null })).body.error.fields.originalInvoiceId).toBe(
      'İade faturası için asıl faturayı seçin.',
    );
    const tooMuch = await ret({ lines: [{ ...retLines[0], unitPrice: '2200.00' }] }); // 2640.00
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.error.code).toBe('return_exceeds_original');
    const first = (await ret()).body.data; // 1200.00
    const second = (await ret()).body.data; // 1200.00
    const third = (await ret()).body.data;
    expect((await issue(first.id)).body.data).toMatchObject({
      status: 'issued',
      kind: 'return',
      originalInvoiceNumber: original.number,
    });
    expect((await issue(second.id)).status).toBe(200);
    const over = await issue(third.id); // 234.56 remain
    expect(over.status).toBe(422);
    expect(over.body.error.message).toBe('İade faturasının tutarı, asıl faturanın kalan tutarını (234,56 ₺) aşamaz.');
    expect((await post(`/api/tenant/Invoices/${original.id}/cancel`, { reason: 'x' })).body.error.code).toBe(
      'invoice_has_returns',
    );
    await post(`/api/tenant/Invoices/${second.id}/cancel`, { reason: 'Yanlış iade' });
    expect((await issue(third.id)).status).toBe(200);
  });
});

describe('numbers under concurrency', () => {
  it('gives 50 drafts issued in parallel on one series 50 consecutive numbers', async () => {
    const fresh = (await post('/api/tenant/InvoiceSeries', { code: 'ABC', year: 2026 })).body.data.id;
    const drafts = await Promise.all(Array.from({ length: 50 }, () => createDraft({ seriesId: fresh })));
    const results = await Promise.all(drafts.map((d) => issue(d.id)));
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    const numbers = results.map((r) => r.body.data.number as string).sort();
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => `ABC2026${String(i + 1).padStart(9, '0')}`));
  });
});

describe('list, PDF and mail', () => {
  it('filters, searches by number and customer, and totals the filtered set', async () => {
    const inv = (await issue((await createDraft()).id)).body.data;
    const byNumber = await request('GET', `/api/tenant/Invoices?searchText=${inv.number}`, { token: owner });
    expect(byNumber.body.data.items.map((i: { id: string }) => i.id)).toEqual([inv.id]);
    const byCustomer = await request('GET', '/api/tenant/Invoices?searchText=isik&status=draft&pageSize=100', {
      token: owner,
    });
    expect(byCustomer.body.data.items.every((i: { status: string }) => i.status === 'draft')).toBe(true);
    const totals = await request('GET', `/api/tenant/Invoices/totals?searchText=${inv.number}`, { token: owner });
    expect(totals.body.data).toEqual({ count: 1, netTotal: '2234.56', vatTotal: '400.00', grandTotal: '2634.56' });
    const dated = await request('GET', '/api/tenant/Invoices?dateFrom=2026-03-11&pageSize=100', { token: owner });
    expect(dated.body.data.items.some((i: { id: string }) => i.id === inv.id)).toBe(false);
    const overdue = await request('GET', '/api/tenant/Invoices?paymentStatus=overdue&pageSize=100', { token: owner });
    expect(overdue.body.data.items.map((i: { id: string }) => i.id)).toContain(inv.id);
  });

  it('renders a PDF with the GİB number, the customer VKN, the KDV breakdown and the amount in words', async () => {
    const inv = (await issue((await createDraft()).id)).body.data;
    const res = await raw(`/api/tenant/Invoices/${inv.id}/pdf`, owner);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await res.arrayBuffer());
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    expect(text).toContain(inv.number);
    expect(text).toContain('4720183658');
    expect(text).toContain('KDV %20');
    expect(text).toContain('400,00 ₺');
    expect(text).toContain('Yalnız iki bin altı yüz otuz dört Türk lirası elli altı kuruş');
  });

  it('mails an issued invoice once per Idempotency-Key', async () => {
    const inv = (await issue((await createDraft()).id)).body.data;
    const outbox = path.join(process.env.DATA_DIR!, 'outbox');
    const count = () =>
      fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.includes('isikyapi')).length : 0;
    const before = count();
    const headers = { 'idempotency-key': `send-${inv.id}` };
    const first = await post(`/api/tenant/Invoices/${inv.id}/send`, {}, owner, headers);
    const again = await post(`/api/tenant/Invoices/${inv.id}/send`, {}, owner, headers);
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(count()).toBe(before + 1);
    const mail = fs
      .readdirSync(outbox)
      .filter((f) => f.includes('isikyapi'))
      .sort()
      .pop()!;
    expect(fs.readFileSync(path.join(outbox, mail), 'utf8')).toContain('application/pdf');
    const d = await createDraft();
    expect((await post(`/api/tenant/Invoices/${d.id}/send`, {})).status).toBe(422);
  });
});

describe('from other documents', () => {
  it("invoices an accepted offer once, with its lines and document discount ('Faturalandır')", async () => {
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Istanbul' });
    const offerRes = await post('/api/tenant/Offers', {
      customerId,
      offerDate: today,
      validUntil: today,
      subject: 'Fatura testi',
      discount: { kind: 'amount', value: '100.00' },
      lines: [
        {
          kind: 'free',
          name: 'Montaj',
          description: 'Salon',
          quantity: '2',
          unit: 'adet',
          unitPrice: '500.00',
          vatRate: 20,
        },
        { kind: 'free', name: 'İhraç parça', quantity: '1', unit: 'adet', unitPrice: '200.00', vatRate: 0 },
      ],
    });
    expect(offerRes.status).toBe(201);
    const offer = offerRes.body.data;
    expect((await post(`/api/tenant/Invoices/from-offer/${offer.id}`, {})).status).toBe(422);
    expect((await post(`/api/tenant/Offers/${offer.id}/send`, { version: offer.version })).status).toBe(200);
    const sentOffer = (await request('GET', `/api/tenant/Offers/${offer.id}`, { token: owner })).body.data;
    const accepted = await post(`/api/tenant/Offers/${offer.id}/status`, {
      status: 'accepted',
      version: sentOffer.version,
    });
    expect(accepted.status).toBe(200);

    const res = await post(`/api/tenant/Invoices/from-offer/${offer.id}`, {});
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      status: 'draft',
      offerId: offer.id,
      customerId,
      subtotal: '1200.00',
      documentDiscount: '100.00',
      grandTotal: offer.grandTotal,
      discount: { kind: 'amount', value: '100.00' },
    });
    expect(res.body.data.lines.map((l: { description: string }) => l.description)).toEqual([
      'Montaj – Salon',
      'İhraç parça',
    ]);
    const twice = await post(`/api/tenant/Invoices/from-offer/${offer.id}`, {});
    expect(twice.status).toBe(422);
    expect(twice.body.error.code).toBe('already_invoiced');
    const listed = await request('GET', `/api/tenant/Invoices?offerId=${offer.id}`, { token: owner });
    expect(listed.body.data.items.map((i: { id: string }) => i.id)).toEqual([res.body.data.id]);

    // The 0% line needs its GİB exemption reason before the invoice is issued.
    const missing = await post(`/api/tenant/Invoices/${res.body.data.id}/issue`, {});
    expect(missing.status).toBe(422);
    expect(missing.body.error.code).toBe('vat_exemption_missing');
  });
});

describe('access', () => {
  it('answers 403 without invoice permissions and 404 across tenants', async () => {
    const inv = await createDraft();
    expect((await request('GET', '/api/tenant/Invoices', { token: satis })).status).toBe(403);
    expect((await request('GET', `/api/tenant/Invoices/${inv.id}`, { token: yapi })).status).toBe(404);
    expect((await post(`/api/tenant/Invoices/${inv.id}/issue`, {}, yapi)).status).toBe(404);
    expect((await raw(`/api/tenant/Invoices/${inv.id}/pdf`, yapi)).status).toBe(404);
    expect((await request('DELETE', `/api/tenant/Invoices/${inv.id}`, { token: yapi })).status).toBe(404);
    const foreignCustomer = await post('/api/tenant/Invoices', draft({ seriesId: null }), yapi);
    expect(foreignCustomer.body.error.fields.customerId).toBe('Müşteri bulunamadı.');
    const list = (await request('GET', '/api/tenant/Invoices?pageSize=100', { token: yapi })).body.data.items;
    expect(list.map((i: { id: string }) => i.id)).not.toContain(inv.id);
  });
});

describe('Idempotency-Key on a create and an issue (a retry after a lost answer)', () => {
  it('creates and issues once; the retry answers the first answer and writes nothing more', async () => {
    const key = { 'idempotency-key': `invoice-retry-${Date.now()}` };
    const first = await post('/api/tenant/Invoices', draft(), owner, key);
    const retry = await post('/api/tenant/Invoices', draft(), owner, key);
    expect(first.status).toBe(201);
    expect([retry.status, retry.body.data.id]).toEqual([201, first.body.data.id]);
    const stored = await app.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.seriesId, seriesId));
    expect(stored.filter((row) => row.id === first.body.data.id)).toHaveLength(1);
    expect(stored.length).toBe(new Set(stored.map((row) => row.id)).size);
    const before = (await post('/api/tenant/Invoices', draft(), owner, { 'idempotency-key': `other-${Date.now()}` }))
      .body.data.id;
    expect(before).not.toBe(first.body.data.id);

    const issueKey = { 'idempotency-key': `issue-retry-${Date.now()}` };
    const counter = await counterNext();
    const issued = await post(`/api/tenant/Invoices/${first.body.data.id}/issue`, {}, owner, issueKey);
    const again = await post(`/api/tenant/Invoices/${first.body.data.id}/issue`, {}, owner, issueKey);
    expect(issued.status).toBe(200);
    expect([again.status, again.body.data.number]).toEqual([200, issued.body.data.number]);
    expect(await counterNext()).toBe((counter ?? 1) + 1);
    // Without the key the same call is a second issue of an issued invoice: refused.
    expect((await issue(first.body.data.id)).status).toBe(422);
  });

  it('refuses a malformed key before writing anything', async () => {
    const res = await post('/api/tenant/Invoices', draft(), owner, { 'idempotency-key': 'short' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields['Idempotency-Key']).toBeDefined();
  });
});
