import { login, request, startTestApp } from './harness';

let app: Awaited<ReturnType<typeof startTestApp>>;
let owner: string;
let tech: string;
let yapi: string;
let customerId: string;
let productId: string;
beforeAll(async () => {
  app = await startTestApp();
  [owner, tech, yapi] = await Promise.all(
    ['owner@teknik.cari.demo', 'teknisyen@teknik.cari.demo', 'owner@yapi.cari.demo'].map((e) => login(e)),
  );
  customerId = (await request('GET', '/api/tenant/Customers?searchText=I%C5%9F%C4%B1k', { token: owner })).body.data
    .items[0].id;
  productId = (await request('GET', '/api/tenant/Products?pageSize=1', { token: owner })).body.data.items[0].id;
});
afterAll(() => app.close());

const post = (url: string, body?: unknown, token = owner) => request('POST', url, { token, body });
const invoiceIt = (workOrderId: string, token = owner) =>
  post(`/api/tenant/Invoices/from-work-order/${workOrderId}`, undefined, token);

/** A work order with a product, a labor and an 'other' line, moved along to `status`. */
async function workOrderIn(status: 'planned' | 'in_progress' | 'done' | 'cancelled') {
  const created = await post('/api/tenant/WorkOrders', {
    customerId,
    title: 'Kazan bakımı',
    lines: [
      {
        kind: 'product',
        itemId: productId,
        description: 'Pompa',
        quantity: '1',
        unit: 'adet',
        unitPrice: '2875.50',
        vatRate: 20,
      },
      { kind: 'labor', description: 'İşçilik', quantity: '1.5', unit: 'saat', unitPrice: '850.00', vatRate: 20 },
      {
        kind: 'other',
        description: 'Yol',
        quantity: '1',
        unit: 'adet',
        unitPrice: '300.00',
        discountRate: '10',
        vatRate: 10,
      },
    ],
  });
  expect([created.status, created.body.error]).toEqual([201, undefined]);
  const id: string = created.body.data.id;
  const path = { planned: [], in_progress: ['in_progress'], done: ['in_progress', 'done'], cancelled: ['cancelled'] }[
    status
  ];
  for (const step of path) {
    const body = { status: step, ...(step === 'done' ? { completionNote: 'Bitti.' } : {}) };
    expect((await post(`/api/tenant/WorkOrders/${id}/status`, body)).status).toBe(200);
  }
  return (await request('GET', `/api/tenant/WorkOrders/${id}`, { token: owner })).body.data;
}

describe("'Faturalandır' on a work order", () => {
  it('makes a draft invoice from a done work order with its customer, lines and totals, once', async () => {
    const wo = await workOrderIn('done');
    const res = await invoiceIt(wo.id);
    expect([res.status, res.body.error]).toEqual([201, undefined]);
    const invoice = res.body.data;
    expect(invoice).toMatchObject({
      status: 'draft',
      kind: 'sales',
      number: null,
      customerId,
      workOrderId: wo.id,
      offerId: null,
      netTotal: wo.netTotal,
      vatTotal: wo.vatTotal,
      grandTotal: wo.grandTotal,
    });
    expect(
      invoice.lines.map((l: Record<string, unknown>) => [l.itemKind, l.description, l.quantity, l.unitPrice]),
    ).toEqual([
      ['product', 'Pompa', '1.000', '2875.50'],
      ['labor', 'İşçilik', '1.500', '850.00'],
      ['text', 'Yol', '1.000', '300.00'],
    ]);
    expect(invoice.lines[0].productId).toBe(productId);
    expect(invoice.notes).toContain(wo.number);

    const twice = await invoiceIt(wo.id);
    expect([twice.status, twice.body.error.code]).toEqual([422, 'already_invoiced']);
    const listed = await request('GET', `/api/tenant/Invoices?workOrderId=${wo.id}`, { token: owner });
    expect(listed.body.data.items.map((i: { id: string }) => i.id)).toEqual([invoice.id]);
  });

  it('invoices the work order again once its draft invoice is deleted', async () => {
    const wo = await workOrderIn('done');
    const first = (await invoiceIt(wo.id)).body.data;
    expect((await request('DELETE', `/api/tenant/Invoices/${first.id}`, { token: owner })).status).toBe(200);
    expect((await invoiceIt(wo.id)).status).toBe(201);
  });

  it('refuses an unfinished or cancelled work order with 422 and creates nothing', async () => {
    for (const status of ['planned', 'in_progress', 'cancelled'] as const) {
      const wo = await workOrderIn(status);
      const res = await invoiceIt(wo.id);
      expect([status, res.status, res.body.error.code]).toEqual([status, 422, 'invalid_transition']);
      const listed = await request('GET', `/api/tenant/Invoices?workOrderId=${wo.id}`, { token: owner });
      expect(listed.body.data.items).toEqual([]);
    }
  });

  it('answers 403 without invoices.create and 404 for another tenant or an unknown id', async () => {
    const wo = await workOrderIn('done');
    expect((await invoiceIt(wo.id, tech)).status).toBe(403);
    expect((await invoiceIt(wo.id, yapi)).status).toBe(404);
    expect((await invoiceIt('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await invoiceIt('not-a-uuid')).status).toBe(404);
  });
});
