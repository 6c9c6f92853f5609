import { eq } from 'drizzle-orm';
import { tenants } from '@/lib/server/db/schema';
import { financeViolations } from './finance-invariants';
import { login, request, startTestApp } from './harness';
import { cashMethodId, issuedTextInvoice } from './tenant-fixtures';

/*
 * The customer list's Bakiye column (the maintained balance) and overdue marker, and a collection
 * allocated to the invoice it is recorded from (the invoice page's Tahsilat Ekle).
 */

type Doc = Record<string, any>;

let app: Awaited<ReturnType<typeof startTestApp>>;
let owner: string;
let tenantId: string;
let seriesId: string;
let cash: string;
const year = Number(new Date().toISOString().slice(0, 4));
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
// Dated inside the series' year whatever today is.
const jan = (d: number) => `${year}-01-${String(d).padStart(2, '0')}`;

beforeAll(async () => {
  app = await startTestApp();
  owner = await login('owner@teknik.cari.demo');
  tenantId = (await app.db.select().from(tenants).where(eq(tenants.name, 'Demo Teknik Servis')))[0]!.id;
  cash = await cashMethodId(app, tenantId);
  seriesId = (await post('/api/tenant/InvoiceSeries', { code: 'BKY', year })).body.data.id;
});
afterAll(() => app.close());
afterEach(async () => expect(await financeViolations(app.db, tenantId)).toEqual([]));

const post = (url: string, body: unknown) => request('POST', url, { token: owner, body });
const get = (url: string) => request('GET', url, { token: owner });
const newCustomer = async (name: string) =>
  (await post('/api/tenant/Customers', { kind: 'company', name })).body.data.id as string;

/** An issued invoice of net × 1.2. */
const invoice = (customerId: string, net: string, invoiceDate: string, dueDate: string): Promise<Doc> =>
  issuedTextInvoice(owner, { customerId, seriesId, net, invoiceDate, dueDate });

const collect = (customerId: string, amount: string, more: Record<string, unknown> = {}) =>
  post('/api/tenant/Payments', { customerId, amount, paymentDate: day(0), paymentMethodId: cash, ...more });
const listed = async (query: string) => (await get(`/api/tenant/Customers?${query}`)).body.data.items as Doc[];

describe('the customer list', () => {
  it('shows each balance and overdue marker and sorts by balance', async () => {
    const [a, b, c] = [
      await newCustomer('Sıra Bakiye A'),
      await newCustomer('Sıra Bakiye B'),
      await newCustomer('Sıra Bakiye C'),
    ];
    await invoice(a, '100.00', jan(1), jan(2)); // 120.00, overdue (unless today is 1 or 2 January)
    await invoice(b, '1000.00', day(0), day(30)); // 1200.00, not yet due
    await collect(c, '50.00'); // an advance: −50.00
    const asc = await listed('searchText=S%C4%B1ra%20Bakiye&sortField=balance&sortOrder=asc');
    expect(asc.map((r) => [r.name, r.balance])).toEqual([
      ['Sıra Bakiye C', '-50.00'],
      ['Sıra Bakiye A', '120.00'],
      ['Sıra Bakiye B', '1200.00'],
    ]);
    expect(asc.map((r) => r.overdue)).toEqual([false, day(0) > jan(2), false]);
    const desc = await listed('searchText=S%C4%B1ra%20Bakiye&sortField=balance&sortOrder=desc');
    expect(desc.map((r) => r.name)).toEqual(['Sıra Bakiye B', 'Sıra Bakiye A', 'Sıra Bakiye C']);
    // the detail carries the same figures
    expect((await get(`/api/tenant/Customers/${b}`)).body.data).toMatchObject({ balance: '1200.00', overdue: false });
  });

  it('shows no money to a user without payments.view, and orders such a list by name', async () => {
    const satis = await login('satis@teknik.cari.demo');
    const res = await request(
      'GET',
      '/api/tenant/Customers?searchText=S%C4%B1ra%20Bakiye&sortField=balance&sortOrder=desc',
      {
        token: satis,
      },
    );
    expect(res.status).toBe(200);
    const items = res.body.data.items as Doc[];
    expect(items.map((r) => [r.name, r.balance, r.overdue])).toEqual([
      ['Sıra Bakiye C', null, null],
      ['Sıra Bakiye B', null, null],
      ['Sıra Bakiye A', null, null],
    ]);
  });

  it('moves the balance and clears the marker with the collection that settles the overdue invoice', async () => {
    const id = await newCustomer('Gecikmiş Bakiye');
    await invoice(id, '100.00', jan(1), jan(2));
    await collect(id, '120.00');
    const [row] = await listed('searchText=Gecikmi%C5%9F%20Bakiye');
    expect(row).toMatchObject({ balance: '0.00', overdue: false });
  });
});

describe('a collection recorded from an invoice', () => {
  it('settles the named invoice even when an older one is open', async () => {
    const id = await newCustomer('Fatura Tahsilat');
    const older = await invoice(id, '100.00', jan(1), jan(3)); // 120.00, due first
    const named = await invoice(id, '200.00', jan(2), jan(20)); // 240.00
    const res = await collect(id, '240.00', {
      allocation: 'manual',
      allocations: [{ invoiceId: named.id, amount: '240.00' }],
    });
    expect(res.status).toBe(201);
    expect(res.body.data.allocations.map((a: Doc) => a.invoiceId)).toEqual([named.id]);
    expect((await get(`/api/tenant/Invoices/${named.id}`)).body.data).toMatchObject({
      allocatedAmount: '240.00',
      paymentStatus: 'paid',
    });
    expect((await get(`/api/tenant/Invoices/${older.id}`)).body.data.allocatedAmount).toBe('0.00');
    const [row] = await listed('searchText=Fatura%20Tahsilat');
    expect(row!.balance).toBe('120.00');
  });

  it("refuses another customer's invoice, more than its remaining, and a cancelled invoice", async () => {
    const id = await newCustomer('Tahsilat Ret');
    const other = await newCustomer('Tahsilat Başka');
    const foreign = await invoice(other, '100.00', jan(1), jan(20));
    const own = await invoice(id, '100.00', jan(1), jan(20)); // 120.00
    const manual = (invoiceId: string, amount: string) =>
      collect(id, amount, { allocation: 'manual', allocations: [{ invoiceId, amount }] });
    const wrong = await manual(foreign.id, '10.00');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields['allocations.0.invoiceId']).toBeTruthy();
    const tooMuch = await manual(own.id, '120.01');
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.error.code).toBe('allocation_exceeds_remaining');
    expect(tooMuch.body.error.message).toContain('120,00');
    const cancelled = await invoice(id, '10.00', jan(1), jan(20));
    expect((await post(`/api/tenant/Invoices/${cancelled.id}/cancel`, { reason: 'Hatalı' })).status).toBe(200);
    const closed = await manual(cancelled.id, '12.00');
    expect(closed.status).toBe(422);
    expect(closed.body.error.code).toBe('invoice_not_open');
    // nothing was recorded: the balance is the one invoice
    expect((await listed('searchText=Tahsilat%20Ret'))[0]!.balance).toBe('120.00');
  });
});
