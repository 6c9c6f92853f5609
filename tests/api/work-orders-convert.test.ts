import { login, request, startTestApp } from './harness';

let app: Awaited<ReturnType<typeof startTestApp>>;
let owner: string;
let tech: string;
let yapi: string;
let customer: { id: string; contactId: string };
let laborId: string;
beforeAll(async () => {
  app = await startTestApp();
  [owner, tech, yapi] = await Promise.all(
    ['owner@teknik.cari.demo', 'teknisyen@teknik.cari.demo', 'owner@yapi.cari.demo'].map((e) => login(e)),
  );
  const found = (await request('GET', '/api/tenant/Customers?searchText=I%C5%9F%C4%B1k', { token: owner })).body.data
    .items[0];
  const detail = (await request('GET', `/api/tenant/Customers/${found.id}`, { token: owner })).body.data;
  customer = { id: detail.id, contactId: detail.contacts[0].id };
  laborId = (await request('GET', '/api/tenant/Labors?searchText=kombi', { token: owner })).body.data.items[0].id;
});
afterAll(() => app.close());

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
const inDays = (days: number) => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const post = (url: string, body?: unknown, token = owner) => request('POST', url, { token, body });

/** A new offer, taken as far as `status` through the offers API. */
async function offerIn(status: 'draft' | 'sent' | 'accepted' | 'rejected') {
  const created = await post('/api/tenant/Offers', {
    customerId: customer.id,
    contactId: customer.contactId,
    offerDate: today,
    validUntil: inDays(15),
    subject: `Kazan dairesi bakımı ${Math.random().toString(36).slice(2, 7)}`,
    lines: [
      {
        kind: 'labor',
        laborId,
        name: 'Periyodik bakım',
        quantity: '3',
        unit: 'saat',
        unitPrice: '850.00',
        vatRate: 20,
      },
      {
        kind: 'free',
        name: 'Yol gideri',
        quantity: '1',
        unit: 'adet',
        unitPrice: '300.00',
        discountRate: '10',
        vatRate: 10,
      },
    ],
  });
  expect([created.status, created.body.error]).toEqual([201, undefined]);
  let offer = created.body.data;
  if (status === 'draft') return offer;
  offer = (await post(`/api/tenant/Offers/${offer.id}/send`, { version: offer.version })).body.data;
  offer = (await request('GET', `/api/tenant/Offers/${created.body.data.id}`, { token: owner })).body.data;
  if (status === 'sent') return offer;
  const decided = await post(`/api/tenant/Offers/${offer.id}/status`, { status, version: offer.version });
  expect(decided.status).toBe(200);
  return decided.body.data;
}

const convert = (offerId: string, token = owner) =>
  post(`/api/tenant/WorkOrders/from-offer/${offerId}`, undefined, token);

describe('İş emrine dönüştür', () => {
  it('converts an accepted offer into a planned work order with its customer, contact and lines, linked both ways', async () => {
    const offer = await offerIn('accepted');
    const res = await convert(offer.id);
    expect(res.status).toBe(201);
    const wo = res.body.data;
    expect(wo).toMatchObject({
      status: 'planned',
      customerId: customer.id,
      contactId: customer.contactId,
      title: offer.subject,
      offerId: offer.id,
      offerNumber: offer.number,
    });
    expect(wo.number).toMatch(/^IE-\d{4}-\d{5}$/);
    expect(
      wo.lines.map((l: Record<string, unknown>) => [
        l.kind,
        l.itemId,
        l.description,
        l.quantity,
        l.unitPrice,
        l.discountRate,
        l.vatRate,
      ]),
    ).toEqual([
      ['labor', laborId, 'Periyodik bakım', '3.000', '850.00', '0.00', 20],
      ['other', null, 'Yol gideri', '1.000', '300.00', '10.00', 10],
    ]);
    // 3 × 850 + 300 × 0.9 = 2550 + 270; KDV 510 + 27
    expect(wo).toMatchObject({ netTotal: '2820.00', vatTotal: '537.00', grandTotal: '3357.00' });
    const after = (await request('GET', `/api/tenant/Offers/${offer.id}`, { token: owner })).body.data;
    expect(after).toMatchObject({ convertedTo: wo.id, convertedAt: expect.any(String) });
  });

  it('answers 409 to converting the same offer again, also when two requests race', async () => {
    const offer = await offerIn('accepted');
    expect((await convert(offer.id)).status).toBe(201);
    const again = await convert(offer.id);
    expect(again.status).toBe(409);
    expect(again.body.error.fields.offerId).toBe('Bu teklif zaten bir iş emrine dönüştürüldü.');

    const raced = await offerIn('accepted');
    const answers = await Promise.all([convert(raced.id), convert(raced.id), convert(raced.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    const orders = await request(
      'GET',
      `/api/tenant/WorkOrders?pageSize=100&searchText=${encodeURIComponent(raced.subject)}`,
      {
        token: owner,
      },
    );
    expect(orders.body.data.totalCount).toBe(1);
  });

  it('answers 422 to a draft, sent or rejected offer', async () => {
    for (const status of ['draft', 'sent', 'rejected'] as const) {
      const offer = await offerIn(status);
      const res = await convert(offer.id);
      expect([status, res.status]).toEqual([status, 422]);
    }
  });

  it('answers 404 to another tenant’s offer and 403 without work-orders.create', async () => {
    const offer = await offerIn('accepted');
    expect((await convert(offer.id, yapi)).status).toBe(404);
    expect((await convert(offer.id, tech)).status).toBe(403);
    expect((await convert('00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
