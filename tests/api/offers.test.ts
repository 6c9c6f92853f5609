import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { customerContacts, customers, labors, offers, products } from '@/lib/server/db/schema';
import type { MenuItem } from '@/lib/schemas/menus';
import { documentDiscountArb, referenceTotals, totalsLineArb } from '@/lib/testing/totals-reference';
import { login, request, startTestApp } from './harness';
import { demoIds } from './tenant-fixtures';

let app: Awaited<ReturnType<typeof startTestApp>>;
let owner: string;
let satis: string;
let yapi: string;
let ids: Awaited<ReturnType<typeof demoIds>>;
let isik: { id: string; contactId: string };
let product: typeof products.$inferSelect;
let labor: typeof labors.$inferSelect;

beforeAll(async () => {
  app = await startTestApp();
  [owner, satis, yapi] = await Promise.all(
    ['owner@teknik.cari.demo', 'satis@teknik.cari.demo', 'owner@yapi.cari.demo'].map((e) => login(e)),
  );
  ids = await demoIds(app);
  const [c] = await app.db.select().from(customers).where(eq(customers.name, 'Işık Yapı'));
  const [contact] = await app.db
    .select()
    .from(customerContacts)
    .where(and(eq(customerContacts.customerId, c!.id), eq(customerContacts.name, 'Işık Öztürk')));
  isik = { id: c!.id, contactId: contact!.id };
  [product] = await app.db.select().from(products).where(eq(products.code, 'KMB-POM-02'));
  [labor] = await app.db.select().from(labors).where(eq(labors.name, 'Klima Montajı'));
});
afterAll(() => app.close());

const year = new Date().getFullYear();
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
const plusDays = (days: number) => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

type Line = Record<string, unknown>;
const productLine = (over: Line = {}): Line => ({
  kind: 'product',
  productId: product.id,
  name: product.name,
  quantity: '2',
  unit: product.unit,
  unitPrice: product.salePrice,
  discountRate: '10',
  vatRate: 20,
  ...over,
});
const laborLine = (over: Line = {}): Line => ({
  kind: 'labor',
  laborId: labor.id,
  name: labor.name,
  quantity: '1.5',
  unit: labor.unit,
  unitPrice: labor.rate,
  vatRate: 20,
  ...over,
});
const freeLine = (over: Line = {}): Line => ({
  kind: 'free',
  name: 'Şantiye nakliyesi',
  quantity: '1',
  unit: 'adet',
  unitPrice: '750.00',
  vatRate: 10,
  ...over,
});
const offerInput = (over: Record<string, unknown> = {}) => ({
  customerId: isik.id,
  contactId: isik.contactId,
  offerDate: today,
  validUntil: plusDays(15),
  subject: 'Işık Yapı ofis klima montajı',
  intro: 'Teklifimizi bilgilerinize sunarız.',
  terms: 'Ödeme peşin.',
  discount: { kind: 'percent', value: '5' },
  lines: [productLine(), laborLine(), freeLine()],
  ...over,
});

const post = (url: string, body?: unknown, token = owner, headers?: Record<string, string>) =>
  request('POST', url, { token, body, headers });
const create = async (over: Record<string, unknown> = {}, token = owner) => {
  const res = await post('/api/tenant/Offers', offerInput(over), token);
  if (res.status !== 201) throw new Error(`create failed ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
};
const send = (offer: { id: string; version: number }, key?: string) =>
  post(`/api/tenant/Offers/${offer.id}/send`, { version: offer.version }, owner, key ? { 'idempotency-key': key } : {});
const sent = async (over: Record<string, unknown> = {}) => {
  const draft = await create(over);
  expect((await send(draft)).status).toBe(200);
  return (await request('GET', `/api/tenant/Offers/${draft.id}`, { token: owner })).body.data;
};

describe('creating and editing offers', () => {
  it('numbers a new draft TKL-YYYY-NNNNN and stores its lines in order with exact totals', async () => {
    const offer = await create();
    expect(offer.number).toMatch(new RegExp(`^TKL-${year}-\\d{5}$`));
    expect(offer).toMatchObject({ status: 'draft', revision: 1, customerName: 'Işık Yapı', version: 1 });
    expect(offer.lines.map((l: Line) => [l.kind, l.name])).toEqual([
      ['product', product.name],
      ['labor', labor.name],
      ['free', 'Şantiye nakliyesi'],
    ]);
    const expected = referenceTotals(
      [productLine(), laborLine(), freeLine()].map((l) => ({
        quantity: l.quantity as string,
        unitPrice: l.unitPrice as string,
        discountRate: (l.discountRate as string) ?? null,
        vatRate: l.vatRate as number,
      })),
      { kind: 'percent', value: '5' },
    );
    expect(offer).toMatchObject({
      subtotal: expected.subtotal,
      documentDiscount: expected.documentDiscount,
      netTotal: expected.netTotal,
      vat: expected.vat,
      vatTotal: expected.vatTotal,
      grandTotal: expected.grandTotal,
    });
    expect(offer.history).toEqual([expect.objectContaining({ from: null, to: 'draft', actorName: 'Mehmet Demir' })]);
  });

  it('stores the totals of random offers exactly as an independent reference computes them', async () => {
    const positive = totalsLineArb.filter((l) => Number(l.quantity) > 0);
    await fc.assert(
      fc.asyncProperty(fc.array(positive, { minLength: 1, maxLength: 6 }), documentDiscountArb, async (lines, d) => {
        const offer = await create({
          discount: d,
          lines: lines.map((l, i) => freeLine({ ...l, name: `Satır ${i + 1}` })),
        });
        const expected = referenceTotals(lines, d);
        const stored = (await request('GET', `/api/tenant/Offers/${offer.id}`, { token: owner })).body.data;
        expect({
          lines: stored.lines.map((l: Line) => ({
            net: l.net,
            documentDiscount: l.documentDiscount,
            taxable: l.taxable,
          })),
          subtotal: stored.subtotal,
          documentDiscount: stored.documentDiscount,
          netTotal: stored.netTotal,
          vat: stored.vat,
          vatTotal: stored.vatTotal,
          grandTotal: stored.grandTotal,
          withholdingTotal: stored.withholdingTotal,
          payableTotal: stored.payableTotal,
        }).toEqual(expected);
      }),
      { numRuns: 15 },
    );
  });

  it('computes 0,1 × 3 and a 33,33% line discount to the kuruş on the server', async () => {
    const tenth = await create({ discount: null, lines: [freeLine({ quantity: '0.1', unitPrice: '3', vatRate: 0 })] });
    expect(tenth).toMatchObject({ netTotal: '0.30', grandTotal: '0.30' });
    const third = await create({
      discount: null,
      lines: [freeLine({ quantity: '1', unitPrice: '100', discountRate: '33.33', vatRate: 20 })],
    });
    expect(third).toMatchObject({ netTotal: '66.67', vatTotal: '13.33', grandTotal: '80.00' });
  });

  it('answers 400 with Turkish field messages', async () => {
    const res = await post('/api/tenant/Offers', {
      ...offerInput({ lines: [], validUntil: plusDays(-1) }),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.lines).toBe('En az bir satır ekleyin.');
    const bad = await post(
      '/api/tenant/Offers',
      offerInput({ lines: [freeLine({ quantity: '1.2345', discountRate: '120', vatRate: 18 })] }),
    );
    expect(bad.body.error.fields).toMatchObject({
      'lines.0.quantity': expect.stringContaining('Miktar'),
      'lines.0.discountRate': expect.stringContaining('100'),
      'lines.0.vatRate': 'KDV oranı %0, %1, %10 veya %20 olmalıdır.',
    });
    const [yapiProduct] = await app.db.select().from(products).where(eq(products.tenantId, ids.yapi)).limit(1);
    const foreignLine = await post(
      '/api/tenant/Offers',
      offerInput({ lines: [productLine({ productId: yapiProduct?.id ?? crypto.randomUUID() })] }),
    );
    expect(foreignLine.status).toBe(400);
    expect(foreignLine.body.error.fields['lines.0.productId']).toBe('Ürün bulunamadı.');
    const foreignCustomer = await post('/api/tenant/Offers', offerInput({ contactId: null }), yapi);
    expect(foreignCustomer.body.error.fields.customerId).toBe('Müşteri bulunamadı.');
  });

  it('edits a draft, answers 409 to a stale version and 422 once the offer is sent', async () => {
    const offer = await create();
    const put = (version: number, over: Record<string, unknown> = {}) =>
      request('PUT', `/api/tenant/Offers/${offer.id}`, {
        token: owner,
        body: { ...offerInput(over), version },
      });
    const edited = await put(1, { subject: 'Güncel konu', lines: [freeLine()] });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ subject: 'Güncel konu', version: 2, number: offer.number });
    expect(edited.body.data.lines).toHaveLength(1);
    expect((await put(1)).status).toBe(409);
    expect((await send({ id: offer.id, version: 2 })).status).toBe(200);
    const locked = await put(3);
    expect(locked.status).toBe(422);
    expect(locked.body.error.code).toBe('not_editable');
    expect((await request('DELETE', `/api/tenant/Offers/${offer.id}`, { token: owner })).status).toBe(422);
  });
});

describe('numbering', () => {
  it('gives 20 offers created in parallel 20 consecutive numbers without gaps or duplicates', async () => {
    const created = await Promise.all(Array.from({ length: 20 }, () => create({ lines: [freeLine()] })));
    const seqs = created.map((o) => Number(o.number.split('-')[2])).sort((a, b) => a - b);
    expect(new Set(seqs).size).toBe(20);
    expect(seqs[19]! - seqs[0]!).toBe(19);
  });

  it('follows the tenant pattern once it is changed', async () => {
    const current = (await request('GET', '/api/tenant/Offers/settings', { token: owner })).body.data;
    expect(current).toMatchObject({ numberPattern: 'TKL-{YYYY}-{00000}', validityDays: 15 });
    const bad = await request('PUT', '/api/tenant/Offers/settings', {
      token: owner,
      body: { numberPattern: 'TEK-{YYYY}', validityDays: 15, version: current.version },
    });
    expect(bad.status).toBe(400);
    const saved = await request('PUT', '/api/tenant/Offers/settings', {
      token: owner,
      body: { numberPattern: 'TEK{YY}-{000}', validityDays: 20, version: current.version },
    });
    expect(saved.status).toBe(200);
    const offer = await create({ lines: [freeLine()] });
    expect(offer.number).toMatch(new RegExp(`^TEK${String(year % 100)}-\\d{3}$`));
    await request('PUT', '/api/tenant/Offers/settings', {
      token: owner,
      body: { numberPattern: 'TKL-{YYYY}-{00000}', validityDays: 15, version: saved.body.data.version },
    });
  });
});

describe('status, revisions and copies', () => {
  it('records the customer answer with a note and the history (who, when)', async () => {
    const offer = await sent();
    expect(offer).toMatchObject({ status: 'sent', sentByName: 'Mehmet Demir' });
    const accepted = await post(`/api/tenant/Offers/${offer.id}/status`, {
      status: 'accepted',
      note: 'Telefonla onaylandı',
      version: offer.version,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.history.map((h: Line) => [h.from, h.to, h.comment])).toEqual([
      [null, 'draft', null],
      ['draft', 'sent', 'musteri@teknik.cari.demo'],
      ['sent', 'accepted', 'Telefonla onaylandı'],
    ]);
    const again = await post(`/api/tenant/Offers/${offer.id}/status`, {
      status: 'rejected',
      version: accepted.body.data.version,
    });
    expect(again.status).toBe(422);
    expect(again.body.error.code).toBe('invalid_transition');
  });

  it('refuses to accept a draft or an expired offer (422) and lists the expired one as expired', async () => {
    const draft = await create();
    const notSent = await post(`/api/tenant/Offers/${draft.id}/status`, { status: 'accepted', version: 1 });
    expect(notSent.status).toBe(422);
    const offer = await sent();
    await app.db
      .update(offers)
      .set({ offerDate: plusDays(-40), validUntil: plusDays(-1) })
      .where(eq(offers.id, offer.id));
    const expired = (await request('GET', `/api/tenant/Offers/${offer.id}`, { token: owner })).body.data;
    expect(expired.status).toBe('expired');
    const accept = await post(`/api/tenant/Offers/${offer.id}/status`, {
      status: 'accepted',
      version: expired.version,
    });
    expect(accept.status).toBe(422);
    expect(accept.body.error.code).toBe('offer_expired');
    const list = await request('GET', `/api/tenant/Offers?status=expired&pageSize=100`, { token: owner });
    expect(list.body.data.items.map((o: Line) => o.id)).toContain(offer.id);
    const open = await request('GET', `/api/tenant/Offers?status=sent&pageSize=100`, { token: owner });
    expect(open.body.data.items.map((o: Line) => o.id)).not.toContain(offer.id);
  });

  it('revises a sent offer into revision 2 and keeps revision 1 readable', async () => {
    const offer = await sent();
    const res = await post(`/api/tenant/Offers/${offer.id}/revise`, { version: offer.version });
    expect(res.status).toBe(201);
    const revision = res.body.data;
    expect(revision).toMatchObject({
      number: `${offer.number}/2`,
      revision: 2,
      status: 'draft',
      grandTotal: offer.grandTotal,
    });
    expect(revision.lines.map((l: Line) => l.name)).toEqual(offer.lines.map((l: Line) => l.name));
    const first = (await request('GET', `/api/tenant/Offers/${offer.id}`, { token: owner })).body.data;
    expect(first).toMatchObject({ status: 'revised', number: offer.number });
    expect(first.revisions.map((r: Line) => r.number)).toEqual([offer.number, `${offer.number}/2`]);
    expect((await post(`/api/tenant/Offers/${offer.id}/revise`, { version: first.version })).status).toBe(422);
  });

  it('copies an offer into a new draft with its own number', async () => {
    const offer = await sent();
    const res = await post(`/api/tenant/Offers/${offer.id}/copy`);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'draft', revision: 1, offerDate: today, subject: offer.subject });
    expect(res.body.data.number).not.toBe(offer.number);
    expect(res.body.data.grandTotal).toBe(offer.grandTotal);
  });
});

describe('the list', () => {
  it('searches number, customer and subject the Turkish way and filters by customer and dates', async () => {
    const offer = await create({ subject: 'Çatı İzolasyonu Keşfi' });
    const search = async (q: string) =>
      (
        await request('GET', `/api/tenant/Offers?searchText=${encodeURIComponent(q)}&pageSize=100`, { token: owner })
      ).body.data.items.map((o: Line) => o.id);
    expect(await search('catı izolasyonu')).toContain(offer.id);
    expect(await search('ISIK YAPI')).toContain(offer.id);
    expect(await search(offer.number)).toEqual([offer.id]);
    const byCustomer = await request('GET', `/api/tenant/Offers?customerId=${isik.id}&pageSize=100`, { token: owner });
    expect(byCustomer.body.data.items.every((o: Line) => o.customerName === 'Işık Yapı')).toBe(true);
    const future = await request('GET', `/api/tenant/Offers?dateFrom=${plusDays(1)}`, { token: owner });
    expect(future.body.data.totalCount).toBe(0);
    const row = (await request('GET', `/api/tenant/Offers?searchText=${offer.number}`, { token: owner })).body.data
      .items[0];
    expect(row).toMatchObject({ number: offer.number, grandTotal: offer.grandTotal, status: 'draft' });
  });
});

describe('access', () => {
  it('answers 404 for another tenant’s offer on every endpoint', async () => {
    const offer = await create();
    const url = `/api/tenant/Offers/${offer.id}`;
    const calls = [
      request('GET', url, { token: yapi }),
      request('PUT', url, { token: yapi, body: { ...offerInput(), version: 1 } }),
      request('DELETE', url, { token: yapi }),
      request('GET', `${url}/pdf`, { token: yapi }),
      post(`${url}/send`, { version: 1 }, yapi),
      post(`${url}/status`, { status: 'accepted', version: 1 }, yapi),
      post(`${url}/revise`, { version: 1 }, yapi),
      post(`${url}/copy`, undefined, yapi),
    ];
    for (const res of await Promise.all(calls)) expect([res.status, res.body?.error?.code]).toEqual([404, 'not_found']);
  });

  it('answers 403 to satis@ on every offers endpoint and shows no Teklifler entry in the menu', async () => {
    const offer = await create();
    const url = `/api/tenant/Offers/${offer.id}`;
    const calls = [
      request('GET', '/api/tenant/Offers', { token: satis }),
      post('/api/tenant/Offers', offerInput(), satis),
      request('GET', url, { token: satis }),
      request('PUT', url, { token: satis, body: { ...offerInput(), version: 1 } }),
      request('DELETE', url, { token: satis }),
      request('GET', `${url}/pdf`, { token: satis }),
      post(`${url}/send`, { version: 1 }, satis),
      post(`${url}/status`, { status: 'accepted', version: 1 }, satis),
      post(`${url}/revise`, { version: 1 }, satis),
      post(`${url}/copy`, undefined, satis),
      request('GET', '/api/tenant/Offers/settings', { token: satis }),
      request('GET', '/api/tenant/OfferTemplates', { token: satis }),
      post('/api/tenant/OfferTemplates', { name: 'X', validityDays: 10 }, satis),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(403);
    const menu = (await request('GET', '/api/common/menus', { token: satis })).body.data as MenuItem[];
    const keys = JSON.stringify(menu);
    expect(keys).not.toContain('Teklifler');
    expect(keys).not.toContain('"offers"');
  });
});
