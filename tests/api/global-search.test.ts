import { login, request, startTestApp } from './harness';

let app: Awaited<ReturnType<typeof startTestApp>>;
let owner: string;
let satis: string;
let tech: string;
let yetkisiz: string;
let yapi: string;
beforeAll(async () => {
  app = await startTestApp();
  [owner, satis, tech, yetkisiz, yapi] = await Promise.all(
    [
      'owner@teknik.cari.demo',
      'satis@teknik.cari.demo',
      'teknisyen@teknik.cari.demo',
      'yetkisiz@teknik.cari.demo',
      'owner@yapi.cari.demo',
    ].map((e) => login(e)),
  );
});
afterAll(() => app.close());

type Hit = { id: string; title: string; subtitle: string | null; href: string };
type Group = { kind: string; items: Hit[] };
const search = async (q: string, token = owner) => {
  const res = await request('GET', `/api/tenant/Search?q=${encodeURIComponent(q)}`, { token });
  expect([res.status, res.body.error]).toEqual([200, undefined]);
  return res.body.data.groups as Group[];
};
const group = (groups: Group[], kind: string) => groups.find((g) => g.kind === kind)?.items ?? [];

describe('GET /api/tenant/Search', () => {
  it("finds customers and their offers accent-insensitively: 'isik' finds Işık Yapı", async () => {
    const groups = await search('isik');
    const customers = group(groups, 'customers');
    expect(customers.map((c) => c.title)).toContain('Işık Yapı');
    const isik = customers.find((c) => c.title.startsWith('Işık Yapı'))!;
    expect(isik.href).toBe(`/tenant/customers/${isik.id}`);
    const offers = group(groups, 'offers');
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.every((o) => o.subtitle?.startsWith('Işık') && o.href === `/tenant/offers/${o.id}`)).toBe(true);
    // Upper case and Turkish capitals fold the same way.
    expect(group(await search('IŞIK'), 'customers').map((c) => c.id)).toEqual(customers.map((c) => c.id));
    // Groups keep their fixed order and are at most five long.
    const order = ['customers', 'offers', 'invoices', 'workOrders', 'products'];
    expect(groups.map((g) => order.indexOf(g.kind))).toEqual([...groups.map((g) => order.indexOf(g.kind))].sort());
    expect(groups.every((g) => g.items.length >= 1 && g.items.length <= 5)).toBe(true);
  });

  it('finds an invoice by its number and a product by its code', async () => {
    const invoice = (await request('GET', '/api/tenant/Invoices?status=issued&pageSize=1', { token: owner })).body.data
      .items[0];
    const hits = group(await search(invoice.number), 'invoices');
    expect(hits.map((h) => h.id)).toEqual([invoice.id]);
    expect(hits[0]!.href).toBe(`/tenant/finance/invoices/${invoice.id}`);
    const product = (await request('GET', '/api/tenant/Products?pageSize=1', { token: owner })).body.data.items[0];
    const found = group(await search(product.code), 'products');
    expect(found.map((h) => h.id)).toContain(product.id);
    expect(found.find((h) => h.id === product.id)!.href).toBe(`/tenant/products?q=${encodeURIComponent(product.code)}`);
  });

  it('shows each kind only to users who may view it, and work orders within the viewer’s scope', async () => {
    const kinds = (await search('isik', satis)).map((g) => g.kind);
    expect(kinds).toContain('customers');
    expect(kinds).not.toContain('invoices');
    expect(kinds).not.toContain('workOrders');

    const customerId = (await search('isik')).find((g) => g.kind === 'customers')!.items[0]!.id;
    const title = `Arama kapsamı ${Date.now()}`;
    const created = await request('POST', '/api/tenant/WorkOrders', { token: owner, body: { customerId, title } });
    expect(created.status).toBe(201);
    expect(group(await search(title), 'workOrders').map((h) => h.id)).toEqual([created.body.data.id]);
    // teknisyen@ sees only the orders assigned to them.
    expect(group(await search(title, tech), 'workOrders')).toEqual([]);

    const denied = await request('GET', '/api/tenant/Search?q=isik', { token: yetkisiz });
    expect(denied.status).toBe(403);
  });

  it("never shows another tenant's records", async () => {
    const created = await request('POST', '/api/tenant/Customers', {
      token: yapi,
      body: { kind: 'company', name: 'Işıklar İnşaat', contacts: [], addresses: [] },
    });
    expect(created.status).toBe(201);
    const theirs = group(await search('isik', yapi), 'customers').map((c) => c.id);
    expect(theirs).toEqual([created.body.data.id]);
    const ours = group(await search('isik'), 'customers').map((c) => c.id);
    expect(ours.length).toBeGreaterThan(0);
    expect(ours).not.toContain(created.body.data.id);
  });

  it('answers nothing for a one-letter term, literal wildcards, and 400 for an overlong one', async () => {
    expect(await search('i')).toEqual([]);
    expect(await search('%_')).toEqual([]);
    const long = await request('GET', `/api/tenant/Search?q=${'a'.repeat(101)}`, { token: owner });
    expect(long.status).toBe(400);
    expect(long.body.error.fields).toHaveProperty('q');
  });
});
