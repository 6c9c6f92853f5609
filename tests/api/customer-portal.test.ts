import { and, eq, ne } from 'drizzle-orm';
import Decimal from 'decimal.js';
import fc from 'fast-check';
import { extractText, getDocumentProxy } from 'unpdf';
import { api } from '@/lib/server/api/app';
import { customers, invoices, offers, tenants } from '@/lib/server/db/schema';
import { offerForConversion } from '@/lib/server/services/offers/status';
import { login, request, startTestApp } from './harness';
import { cashMethodId } from './tenant-fixtures';
import { issuedInvoice, portalAccount, sentOfferOfIsik } from './portal-fixtures';

let app: Awaited<ReturnType<typeof startTestApp>>;
let owner: string;
let yapiOwner: string;
let musteri: string;
let sibling: string;
let foreign: string;
let tenantId: string;
let isikId: string;
let siblingCustomerId: string;

const post = (url: string, body: unknown, token: string) => request('POST', url, { token, body });
const get = (url: string, token: string) => request('GET', url, { token });
const sentOffer = () => sentOfferOfIsik(app, owner, tenantId, isikId);

let series: { teknik: string; yapi: string };
let musteriInvoice: { id: string; number: string };
let draftInvoiceId: string;
beforeAll(async () => {
  app = await startTestApp();
  [owner, yapiOwner, musteri] = await Promise.all(
    ['owner@teknik.cari.demo', 'owner@yapi.cari.demo', 'musteri@teknik.cari.demo'].map((e) => login(e)),
  );
  tenantId = (await app.db.select().from(tenants).where(eq(tenants.name, 'Demo Teknik Servis')))[0]!.id;
  isikId = (
    await app.db
      .select()
      .from(customers)
      .where(and(eq(customers.tenantId, tenantId), eq(customers.name, 'Işık Yapı')))
  )[0]!.id;
  series = {
    teknik: (await post('/api/tenant/InvoiceSeries', { code: 'PRT', year: 2026 }, owner)).body.data.id,
    yapi: (await post('/api/tenant/InvoiceSeries', { code: 'PRY', year: 2026 }, yapiOwner)).body.data.id,
  };
  musteriInvoice = await issuedInvoice(owner, isikId, series.teknik);
  draftInvoiceId = (
    await post(
      '/api/tenant/Invoices',
      {
        customerId: isikId,
        seriesId: series.teknik,
        invoiceDate: '2026-03-11',
        dueDate: '2026-04-10',
        lines: [
          { itemKind: 'text', description: 'Taslak', quantity: '1', unit: 'adet', unitPrice: '10.00', vatRate: 20 },
        ],
      },
      owner,
    )
  ).body.data.id;
  const s = await portalAccount(owner, 'kardes.portal@example.com');
  sibling = s.token;
  siblingCustomerId = s.customerId;
  await issuedInvoice(owner, s.customerId, series.teknik);
  const f = await portalAccount(yapiOwner, 'yabanci.portal@example.com');
  foreign = f.token;
  await issuedInvoice(yapiOwner, f.customerId, series.yapi);
});
afterAll(() => app.close());

const allDocuments = async (token: string, query = '') => {
  const res = await get(`/api/customer/Documents?pageSize=100${query}`, token);
  expect(res.status).toBe(200);
  return res.body.data as { items: { kind: string; id: string; number: string; status: string }[]; totalCount: number };
};

describe('customer API access', () => {
  it('answers 403 to a tenant token on /api/customer/* and to a customer token on /api/tenant/*', async () => {
    for (const url of [
      '/api/customer/Documents',
      '/api/customer/Home',
      `/api/customer/Documents/invoices/${musteriInvoice.id}`,
    ])
      expect((await get(url, owner)).status).toBe(403);
    for (const url of [
      '/api/tenant/Offers',
      '/api/tenant/Invoices',
      '/api/tenant/Customers',
      `/api/tenant/Invoices/${musteriInvoice.id}`,
    ])
      expect((await get(url, musteri)).status).toBe(403);
    expect((await get('/api/customer/Documents', '')).status).toBe(401);
  });
});

describe('documents', () => {
  it("lists the customer's offers sent and later and issued invoices, never drafts or anyone else's", async () => {
    const page = await allDocuments(musteri);
    const expectedOffers = await app.db
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.customerId, isikId), ne(offers.status, 'draft')));
    const expectedInvoices = await app.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.customerId, isikId), ne(invoices.status, 'draft')));
    expect(
      page.items
        .filter((d) => d.kind === 'offer')
        .map((d) => d.id)
        .sort(),
    ).toEqual(expectedOffers.map((o) => o.id).sort());
    expect(
      page.items
        .filter((d) => d.kind === 'invoice')
        .map((d) => d.id)
        .sort(),
    ).toEqual(expectedInvoices.map((o) => o.id).sort());
    expect(page.items.map((d) => d.id)).not.toContain(draftInvoiceId);
    expect(page.totalCount).toBe(expectedOffers.length + expectedInvoices.length);
  });

  it('pages on the server, searches by number and filters by kind and status', async () => {
    const all = await allDocuments(musteri);
    const first = (await get('/api/customer/Documents?pageSize=1&pageIndex=0', musteri)).body.data;
    const second = (await get('/api/customer/Documents?pageSize=1&pageIndex=1', musteri)).body.data;
    expect(first.items).toHaveLength(1);
    expect(first.totalCount).toBe(all.totalCount);
    expect(second.items[0].id).toBe(all.items[1]!.id);
    const found = await allDocuments(musteri, `&searchText=${encodeURIComponent(musteriInvoice.number)}`);
    expect(found.items.map((d) => d.id)).toEqual([musteriInvoice.id]);
    const onlyOffers = await allDocuments(musteri, '&kind=offer');
    expect(onlyOffers.items.length).toBeGreaterThan(0);
    expect(onlyOffers.items.every((d) => d.kind === 'offer')).toBe(true);
    const onlyInvoices = await allDocuments(musteri, '&kind=invoice&status=overdue');
    expect(onlyInvoices.items.map((d) => d.id)).toContain(musteriInvoice.id);
    expect(onlyInvoices.items.every((d) => d.kind === 'invoice' && d.status === 'overdue')).toBe(true);
    expect((await get('/api/customer/Documents?kind=order', musteri)).status).toBe(400);
  });

  it('shows an invoice with lines and totals and its PDF, the same one staff get', async () => {
    const res = await get(`/api/customer/Documents/invoices/${musteriInvoice.id}`, musteri);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      kind: 'invoice',
      number: musteriInvoice.number,
      netTotal: '2000.00',
      vatTotal: '400.00',
      grandTotal: '2400.00',
      lines: [{ name: 'Klima bakımı', quantity: '2.000', unitPrice: '1000.00' }],
    });
    const pdf = await api.request(`/api/customer/Documents/invoices/${musteriInvoice.id}/pdf?download=1`, {
      headers: { authorization: `Bearer ${musteri}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename="[^"]+\.pdf"$/);
    const doc = await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer()));
    const { text } = await extractText(doc, { mergePages: true });
    expect(text).toContain(musteriInvoice.number);
    // The same e-document layout staff download (issue 41): GİB's caption, scenario and type.
    expect(text).toMatch(/e-Arşiv Fatura|e-Fatura/);
    expect(text).toContain('Fatura Tipi: SATIŞ');
  });

  it('shows an offer and its PDF, never a draft', async () => {
    const [sent] = await app.db
      .select()
      .from(offers)
      .where(and(eq(offers.customerId, isikId), eq(offers.status, 'accepted')))
      .limit(1);
    const res = await get(`/api/customer/Documents/offers/${sent!.id}`, musteri);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ kind: 'offer', number: sent!.number, canAnswer: false });
    expect(res.body.data).not.toHaveProperty('internalNote');
    expect(res.body.data.lines.length).toBeGreaterThan(0);
    const pdf = await api.request(`/api/customer/Documents/offers/${sent!.id}/pdf`, {
      headers: { authorization: `Bearer ${musteri}` },
    });
    expect(pdf.status).toBe(200);
    const draft = (await post(`/api/tenant/Offers/${sent!.id}/copy`, undefined, owner)).body.data;
    expect((await get(`/api/customer/Documents/offers/${draft.id}`, musteri)).status).toBe(404);
    expect((await get(`/api/customer/Documents/offers/${draft.id}/pdf`, musteri)).status).toBe(404);
    expect((await get(`/api/customer/Documents/invoices/${draftInvoiceId}`, musteri)).status).toBe(404);
    expect((await get(`/api/customer/Documents/receipts/${draftInvoiceId}`, musteri)).status).toBe(404);
  });
});

describe('statement', () => {
  it("gives the customer its own statement (cari hesap ekstresi) as a PDF, and no one else's", async () => {
    const pdfText = async (token: string, query = '') => {
      const res = await api.request(`/api/customer/Statement/pdf${query}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="[^"]+\.pdf"$/);
      const doc = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
      return (await extractText(doc, { mergePages: true })).text;
    };
    const mine = await pdfText(musteri);
    expect(mine).toContain('CARİ HESAP EKSTRESİ');
    expect(mine).toContain('Işık Yapı');
    expect(mine).toContain(musteriInvoice.number);
    for (const other of [sibling, foreign]) expect(await pdfText(other)).not.toContain(musteriInvoice.number);
    expect(await pdfText(musteri, '?dateFrom=2026-03-11&dateTo=2026-03-31')).not.toContain(musteriInvoice.number);
    expect((await get('/api/customer/Statement/pdf?dateFrom=2026-04-01&dateTo=2026-03-01', musteri)).status).toBe(400);
    expect((await get('/api/customer/Statement/pdf', owner)).status).toBe(403);
  });
});

describe('isolation', () => {
  it("gives another customer's and another tenant's portal accounts nothing of musteri@'s documents", async () => {
    const mine = await allDocuments(musteri);
    expect(mine.items.length).toBeGreaterThan(1);
    for (const other of [sibling, foreign]) {
      const theirs = await allDocuments(other);
      expect(theirs.items.length).toBe(1);
      const ids = new Set(theirs.items.map((d) => d.id));
      expect(mine.items.filter((d) => ids.has(d.id))).toEqual([]);
      const searched = await allDocuments(other, `&searchText=${encodeURIComponent(musteriInvoice.number)}`);
      expect(searched.items.filter((d) => d.id === musteriInvoice.id)).toEqual([]);
      for (const doc of mine.items) {
        const path = `/api/customer/Documents/${doc.kind}s/${doc.id}`;
        expect((await get(path, other)).status).toBe(404);
        expect((await get(`${path}/pdf`, other)).status).toBe(404);
        if (doc.kind === 'offer')
          expect((await post(`${path}/answer`, { status: 'accepted' }, other)).status).toBe(404);
      }
      const home = (await get('/api/customer/Home', other)).body.data;
      expect(home.openOffers).toEqual([]);
      expect(home.customerName).not.toBe('Işık Yapı');
    }
  });
});

describe('isolation fuzz', () => {
  it("never lets another customer's or tenant's portal account reach musteri@'s documents or notifications", async () => {
    const docs = (await allDocuments(musteri)).items;
    const notes = (await get('/api/customer/Notifications?pageSize=50', musteri)).body.data.items as {
      id: string;
      read: boolean;
    }[];
    const mine = new Set([...docs.map((d) => d.id), ...notes.map((n) => n.id)]);
    const doc = fc.constantFrom(...docs);
    const note = fc.constantFrom(...notes);
    const who = fc.constantFrom(sibling, foreign);
    const byId = fc.oneof(
      doc.map((d) => ['GET', `/api/customer/Documents/${d.kind}s/${d.id}`, undefined] as const),
      doc.map((d) => ['GET', `/api/customer/Documents/${d.kind}s/${d.id}/pdf`, undefined] as const),
      doc.map((d) => ['POST', `/api/customer/Documents/offers/${d.id}/answer`, { status: 'accepted' }] as const),
      note.map((n) => ['POST', `/api/customer/Notifications/${n.id}/read`, {}] as const),
      note.map((n) => ['DELETE', `/api/customer/Notifications/${n.id}`, undefined] as const),
    );
    await fc.assert(
      fc.asyncProperty(who, byId, async (token, [method, url, body]) => {
        expect((await request(method, url, { token, body })).status).toBe(404);
      }),
      { numRuns: 40 },
    );
    const listing = fc.record({
      kind: fc.constantFrom('', 'offer', 'invoice'),
      status: fc.constantFrom('', 'sent', 'accepted', 'overdue', 'paid', 'unpaid', 'partial'),
      searchText: fc.oneof(fc.constantFrom(...docs.map((d) => d.number)), fc.string({ maxLength: 6 })),
    });
    await fc.assert(
      fc.asyncProperty(who, listing, async (token, q) => {
        const params = new URLSearchParams({ pageSize: '100', ...q });
        for (const [k, v] of [...params]) if (!v) params.delete(k);
        const res = await get(`/api/customer/Documents?${params}`, token);
        expect(res.status).toBe(200);
        expect(res.body.data.items.filter((d: { id: string }) => mine.has(d.id))).toEqual([]);
      }),
      { numRuns: 30 },
    );
    for (const token of [sibling, foreign]) {
      const inbox = (await get('/api/customer/Notifications?pageSize=50', token)).body.data.items;
      expect(inbox.filter((n: { id: string }) => mine.has(n.id))).toEqual([]);
      expect((await get('/api/customer/Home', token)).body.data.workOrders).toEqual([]);
    }
    // nothing was marked or deleted by the attempts
    const after = (await get('/api/customer/Notifications?pageSize=50', musteri)).body.data.items;
    expect(after.map((n: { id: string; read: boolean }) => [n.id, n.read])).toEqual(notes.map((n) => [n.id, n.read]));
  });
});

describe('answering an offer', () => {
  it('accepts a sent offer with the comment in its history; the work-order conversion is then allowed; twice is 409', async () => {
    const id = await sentOffer();
    const res = await post(
      `/api/customer/Documents/offers/${id}/answer`,
      { status: 'accepted', note: 'Uygundur, başlayalım.' },
      musteri,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'accepted',
      canAnswer: false,
      decisionNote: 'Uygundur, başlayalım.',
    });
    const staff = (await get(`/api/tenant/Offers/${id}`, owner)).body.data;
    expect(staff.status).toBe('accepted');
    expect(staff.history.at(-1)).toMatchObject({
      to: 'accepted',
      comment: 'Uygundur, başlayalım.',
      actorName: 'Işık Öztürk',
    });
    await app.db.transaction(async (tx) => {
      const { offer } = await offerForConversion(tx, { tenantId, id });
      expect(offer.status).toBe('accepted');
    });
    for (const status of ['accepted', 'rejected']) {
      const again = await post(`/api/customer/Documents/offers/${id}/answer`, { status }, musteri);
      expect(again.status).toBe(409);
      expect(again.body.error.code).toBe('offer_answered');
    }
  });

  it('rejects a sent offer with or without a comment', async () => {
    const id = await sentOffer();
    const res = await post(
      `/api/customer/Documents/offers/${id}/answer`,
      { status: 'rejected', note: 'Bütçemiz yok.' },
      musteri,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('rejected');
    const staff = (await get(`/api/tenant/Offers/${id}`, owner)).body.data;
    expect(staff.history.at(-1)).toMatchObject({ to: 'rejected', comment: 'Bütçemiz yok.' });
    const other = await sentOffer();
    expect((await post(`/api/customer/Documents/offers/${other}/answer`, { status: 'rejected' }, musteri)).status).toBe(
      200,
    );
    expect((await post(`/api/customer/Documents/offers/${other}/answer`, { status: 'accepted' }, musteri)).status).toBe(
      409,
    );
  });

  it('refuses an expired offer with 422 and a bad answer with 400', async () => {
    const id = await sentOffer();
    await app.db.update(offers).set({ validUntil: '2020-01-01', offerDate: '2019-12-01' }).where(eq(offers.id, id));
    const shown = (await get(`/api/customer/Documents/offers/${id}`, musteri)).body.data;
    expect(shown).toMatchObject({ status: 'expired', canAnswer: false });
    for (const status of ['accepted', 'rejected']) {
      const res = await post(`/api/customer/Documents/offers/${id}/answer`, { status }, musteri);
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('offer_expired');
    }
    const bad = await post(`/api/customer/Documents/offers/${id}/answer`, { status: 'revised' }, musteri);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.status).toEqual(expect.any(String));
  });
});

describe('demo', () => {
  it('shows musteri@ two open offers and issued invoices in every payment state', async () => {
    const home = (await get('/api/customer/Home', musteri)).body.data;
    expect(home.openOffers).toHaveLength(2);
    const demoInvoices = (await allDocuments(musteri, '&kind=invoice')).items.filter((d) => d.id !== musteriInvoice.id);
    expect(demoInvoices.length).toBeGreaterThan(1);
    expect([...new Set(demoInvoices.map((d) => d.status))].sort()).toEqual(['overdue', 'paid', 'partial', 'unpaid']);
  });
});

interface HomeRow {
  id: string;
  status: string;
  payableTotal: string;
  paidAmount: string | null;
  remaining: string | null;
}
const sum = (values: (string | null)[]) => values.reduce((a, v) => a.plus(v ?? 0), new Decimal(0)).toFixed(2);

/** Issue 42 item 7: what the portal home says adds up from what it lists, and the balance is open less advance. */
async function homeAddsUp(token: string) {
  const home = (await get('/api/customer/Home', token)).body.data;
  const rows = home.unpaidInvoices as HomeRow[];
  for (const r of rows) {
    expect(new Decimal(r.paidAmount!).plus(r.remaining!).toFixed(2)).toBe(r.payableTotal);
    expect(Number(r.remaining)).toBeGreaterThan(0);
  }
  expect(home.unpaidTotal).toBe(sum(rows.map((r) => r.remaining)));
  expect(home.overdueTotal).toBe(sum(rows.filter((r) => r.status === 'overdue').map((r) => r.remaining)));
  expect(home.balance).toBe(new Decimal(home.unpaidTotal).minus(home.advance).toFixed(2));
  return home as {
    unpaidTotal: string;
    overdueTotal: string;
    advance: string;
    balance: string;
    unpaidInvoices: HomeRow[];
  };
}

describe('home', () => {
  it('greets with the company name and lists open offers and unpaid invoices with totals', async () => {
    const home = (await get('/api/customer/Home', musteri)).body.data;
    expect(home.customerName).toBe('Işık Yapı');
    expect(home.companyName).toBe('Demo Teknik Servis');
    expect(home.openOffers.every((o: { status: string }) => o.status === 'sent')).toBe(true);
    expect(home.unpaidInvoices.map((i: { id: string }) => i.id)).toContain(musteriInvoice.id);
    expect(Number(home.unpaidTotal)).toBeGreaterThanOrEqual(2400);
    expect(Number(home.balance)).toBeGreaterThanOrEqual(2400);
    expect(home.workOrders.length).toBeGreaterThan(0);
    expect(home.workOrders[0]).toEqual(
      expect.objectContaining({ number: expect.stringMatching(/^IE-/), status: expect.any(String) }),
    );
  });

  it("adds up: each unpaid invoice's paid and remaining, their sums, and the balance as open less the advance", async () => {
    const demo = await homeAddsUp(musteri);
    expect(demo.unpaidInvoices.some((r) => r.status === 'partial' && Number(r.paidAmount) > 0)).toBe(true);

    const cash = await cashMethodId(app, tenantId);
    const collected = await post(
      '/api/tenant/Payments',
      { customerId: siblingCustomerId, paymentDate: '2026-03-20', paymentMethodId: cash, amount: '3000.00' },
      owner,
    );
    expect([collected.status, collected.body.error]).toEqual([201, undefined]);
    // 2.400,00 settled the invoice; 600,00 waits as an advance
    expect(await homeAddsUp(sibling)).toMatchObject({ unpaidTotal: '0.00', advance: '600.00', balance: '-600.00' });
    const next = await issuedInvoice(owner, siblingCustomerId, series.teknik);
    expect(await homeAddsUp(sibling)).toMatchObject({ unpaidTotal: '2400.00', advance: '600.00', balance: '1800.00' });

    const detail = (await get(`/api/customer/Documents/invoices/${next.id}`, sibling)).body.data;
    expect(detail).toMatchObject({ paidAmount: '0.00', remaining: '2400.00' });
    expect(detail.payTo).toEqual({
      bankName: expect.any(String),
      accountName: expect.any(String),
      iban: expect.stringMatching(/^TR\d{24}$/),
    });
    const listed = (await allDocuments(sibling)).items as unknown as HomeRow[];
    expect(listed.find((d) => d.id === next.id)).toMatchObject({ paidAmount: '0.00', remaining: '2400.00' });

    const reversed = await post(
      `/api/tenant/Payments/${collected.body.data.id}/reverse`,
      { reason: 'İade edildi' },
      owner,
    );
    expect(reversed.status).toBe(200);
    expect(await homeAddsUp(sibling)).toMatchObject({ unpaidTotal: '4800.00', advance: '0.00', balance: '4800.00' });
    const paidOff = (await get(`/api/customer/Documents/invoices/${musteriInvoice.id}`, musteri)).body.data;
    expect(paidOff.remaining).toBe('2400.00');
  });
});
