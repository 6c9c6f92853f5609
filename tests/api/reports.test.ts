import ExcelJS from 'exceljs';
import { and, eq, sql } from 'drizzle-orm';
import { customers, invoices, tenants } from '@/lib/server/db/schema';
import { api } from '@/lib/server/api/app';
import { login, request, startTestApp } from './harness';

let app: Awaited<ReturnType<typeof startTestApp>>;
let owner: string;
let satis: string;
let yapi: string;
let tenantId: string;
let customerId: string;
let otherCustomerId: string;

const buckets = ['notDue', 'days1to30', 'days31to60', 'days61to90', 'days90plus'] as const;
const get = (url: string, token = owner) => request('GET', url, { token });
const post = (url: string, body: unknown, token = owner) => request('POST', url, { token, body });
const raw = (url: string, token = owner) => api.request(url, { headers: { authorization: `Bearer ${token}` } });
/** The first row of a raw SQL query (both drivers answer `{ rows }`). */
const one = async <T>(query: ReturnType<typeof sql>) =>
  ((await app.db.execute(query)) as unknown as { rows: T[] }).rows[0]!;
/** A file's text with its BOM (Response.text() drops it). */
const textOf = async (res: Response) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
const line = (unitPrice: string, vatRate = 20) => ({
  itemKind: 'text',
  description: 'Rapor testi',
  quantity: '1',
  unit: 'adet',
  unitPrice,
  vatRate,
});

/** A draft through the API, issued unless `issue` is false; answers the invoice. */
async function invoice(
  seriesId: string,
  over: { invoiceDate: string; dueDate?: string; price: string; customer?: string; kind?: string; original?: string },
  issue = true,
) {
  const res = await post('/api/tenant/Invoices', {
    customerId: over.customer ?? customerId,
    seriesId,
    kind: over.kind ?? 'sales',
    originalInvoiceId: over.original ?? null,
    invoiceDate: over.invoiceDate,
    dueDate: over.dueDate ?? over.invoiceDate,
    lines: [line(over.price)],
  });
  expect(res.status).toBe(201);
  if (!issue) return res.body.data;
  const issued = await post(`/api/tenant/Invoices/${res.body.data.id}/issue`, {});
  expect(issued.status).toBe(200);
  return issued.body.data;
}

beforeAll(async () => {
  app = await startTestApp();
  [owner, satis, yapi] = await Promise.all(
    ['owner@teknik.cari.demo', 'satis@teknik.cari.demo', 'owner@yapi.cari.demo'].map((e) => login(e)),
  );
  const tenantOf = async (name: string) => (await app.db.select().from(tenants).where(eq(tenants.name, name)))[0]!.id;
  tenantId = await tenantOf('Demo Teknik Servis');
  const customerOf = async (name: string) =>
    (
      await app.db
        .select()
        .from(customers)
        .where(and(eq(customers.tenantId, tenantId), eq(customers.name, name)))
    )[0]!.id;
  customerId = await customerOf('Işık Yapı');
  otherCustomerId = (
    await app.db
      .select()
      .from(customers)
      .where(and(eq(customers.tenantId, tenantId), sql`${customers.name} <> 'Işık Yapı'`))
      .limit(1)
  )[0]!.id;
});
afterAll(() => app.close());

describe('access', () => {
  it('answers 403 without reports.view, for the report and its export', async () => {
    expect((await get('/api/tenant/Reports/sales', satis)).status).toBe(403);
    expect((await get('/api/tenant/Reports/ageing/export?format=csv', satis)).status).toBe(403);
    expect((await request('GET', '/api/tenant/Reports/sales')).status).toBe(401);
  });

  it('answers 404 for a report that does not exist', async () => {
    expect((await get('/api/tenant/Reports/nope')).status).toBe(404);
    expect((await get('/api/tenant/Reports/nope/export')).status).toBe(404);
  });

  it('refuses a reversed or too long range with Turkish field messages', async () => {
    const reversed = await get('/api/tenant/Reports/sales?from=2026-05-01&to=2026-04-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body.error.fields.to).toBe('Bitiş tarihi başlangıçtan önce olamaz.');
    const long = await get('/api/tenant/Reports/sales?from=2010-01-01&to=2026-01-01');
    expect(long.body.error.fields.to).toBe('Bir rapor en fazla 5 yılı kapsayabilir.');
    expect((await get('/api/tenant/Reports/sales?from=2026-02-30')).status).toBe(400);
  });

  it("shows another tenant none of this tenant's figures", async () => {
    const from = '2025-01-01';
    const [mine, theirs] = await Promise.all([
      get(`/api/tenant/Reports/sales?from=${from}&to=${today()}`),
      get(`/api/tenant/Reports/sales?from=${from}&to=${today()}`, yapi),
    ]);
    expect(Number(mine.body.data.totals.grandTotal)).toBeGreaterThan(0);
    expect(theirs.body.data.totals.grandTotal).toBe('0.00');
    const ageing = await get('/api/tenant/Reports/ageing', yapi);
    expect(ageing.body.data.rows).toEqual([]);
    expect(ageing.body.data.totals.total).toBe('0.00');
    const workOrders = await get(`/api/tenant/Reports/work-orders?from=${from}`, yapi);
    expect(workOrders.body.data.totals.total).toBe(0);
  });
});

describe('sales by month', () => {
  let series2024: string;
  let series2023: string;
  beforeAll(async () => {
    series2024 = (await post('/api/tenant/InvoiceSeries', { code: 'RPA', year: 2024 })).body.data.id;
    series2023 = (await post('/api/tenant/InvoiceSeries', { code: 'RPB', year: 2023 })).body.data.id;
    // March 2024: 1000 + 500 net, a return of 200 net against the first; a cancelled and a draft one.
    const march = await invoice(series2024, { invoiceDate: '2024-03-05', price: '1000.00' });
    await invoice(series2024, { invoiceDate: '2024-03-20', price: '500.00', customer: otherCustomerId });
    await invoice(series2024, { invoiceDate: '2024-03-25', price: '200.00', kind: 'return', original: march.id });
    const cancelled = await invoice(series2024, { invoiceDate: '2024-03-26', price: '9000.00' });
    await post(`/api/tenant/Invoices/${cancelled.id}/cancel`, { reason: 'Test' });
    await invoice(series2024, { invoiceDate: '2024-03-27', price: '7000.00' }, false);
    // June 2024, and the previous year's March.
    await invoice(series2024, { invoiceDate: '2024-06-30', price: '250.50' });
    await invoice(series2023, { invoiceDate: '2023-03-15', price: '800.00' });
  });

  it('sums issued invoices by month (returns negative, cancelled and drafts out) beside the previous year', async () => {
    const res = await get('/api/tenant/Reports/sales?from=2024-01-01&to=2024-12-31');
    expect(res.status).toBe(200);
    const report = res.body.data;
    expect(report.rows.map((r: { month: string }) => r.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => `2024-${String(i + 1).padStart(2, '0')}`),
    );
    expect(report.rows[2]).toEqual({
      month: '2024-03',
      count: 2,
      netTotal: '1300.00',
      vatTotal: '260.00',
      grandTotal: '1560.00',
      previousNetTotal: '800.00',
      previousVatTotal: '160.00',
      previousGrandTotal: '960.00',
    });
    expect(report.rows[5]).toMatchObject({ month: '2024-06', netTotal: '250.50', grandTotal: '300.60' });
    expect(report.rows[0]).toMatchObject({ count: 0, grandTotal: '0.00', previousGrandTotal: '0.00' });
    expect(report.totals).toMatchObject({ count: 3, netTotal: '1550.50', grandTotal: '1860.60' });
  });

  it('totals what a direct SQL sum over the same invoices gives', async () => {
    const from = '2024-01-01';
    const to = today();
    const signed = (c: string) =>
      sql.raw(`coalesce(sum(case when kind = 'return' then -${c} else ${c} end), 0)::numeric(18,2)::text`);
    const direct = await one<{ net: string; vat: string; grand: string; n: number }>(sql`
      select ${signed('net_total')} as net, ${signed('vat_total')} as vat, ${signed('grand_total')} as grand,
        (count(*) filter (where kind = 'sales'))::int as n
      from invoices where tenant_id = ${tenantId} and status = 'issued' and invoice_date between ${from} and ${to}`);
    const report = (await get(`/api/tenant/Reports/sales?from=${from}&to=${to}`)).body.data;
    expect(report.totals).toMatchObject({
      count: direct.n,
      netTotal: direct.net,
      vatTotal: direct.vat,
      grandTotal: direct.grand,
    });
    expect(report.totals.count).toBeGreaterThan(3);
  });

  it('covers this year up to today when no range is given', async () => {
    const report = (await get('/api/tenant/Reports/sales')).body.data;
    expect(report.from).toBe(`${today().slice(0, 4)}-01-01`);
    expect(report.to).toBe(today());
  });

  it('exports the table as CSV with Turkish numbers and as Excel with numbers', async () => {
    const csv = await raw('/api/tenant/Reports/sales/export?from=2024-01-01&to=2024-12-31&format=csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe(
      'attachment; filename="satis-raporu-2024-01-01_2024-12-31.csv"',
    );
    const text = await textOf(csv);
    expect(text.startsWith('\uFEFFAy;Fatura sayısı;Net tutar;KDV;Genel toplam;')).toBe(true);
    // Cells holding a comma are quoted (the CSV writer's rule), which Excel reads back as the number.
    expect(text).toContain('Mar 2024;2;"1.300,00";"260,00";"1.560,00";"800,00";"160,00";"960,00"\r\n');
    expect(text).toContain('Toplam;3;"1.550,50";"310,10";"1.860,60";"800,00";"160,00";"960,00"\r\n');

    const xlsx = await raw('/api/tenant/Reports/sales/export?from=2024-01-01&to=2024-12-31&format=xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as never);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Satışlar');
    expect(sheet.getRow(4).values).toEqual([undefined, 'Mar 2024', 2, 1300, 260, 1560, 800, 160, 960]);
    expect(sheet.getRow(14).getCell(1).value).toBe('Toplam');
    expect(sheet.getRow(14).getCell(5).value).toBe(1860.6);
  });
});

describe('collections', () => {
  const signed = sql.raw('case when reversal_of_id is null then amount else -amount end');
  it('sums collections net of reversals and refunds by month and by method, as direct SQL does', async () => {
    const from = `${Number(today().slice(0, 4)) - 1}-01-01`;
    const to = today();
    const report = (await get(`/api/tenant/Reports/collections?from=${from}&to=${to}`)).body.data;
    const direct = await one<{ collected: string; paidOut: string; n: number; reversals: number }>(sql`
      select coalesce(sum(${signed}) filter (where kind = 'collection'), 0)::numeric(18,2)::text as collected,
        coalesce(sum(${signed}) filter (where kind = 'payment'), 0)::numeric(18,2)::text as "paidOut",
        (count(*) filter (where kind = 'collection' and reversal_of_id is null))::int as n,
        (count(*) filter (where reversal_of_id is not null))::int as reversals
      from payments where tenant_id = ${tenantId} and payment_date between ${from} and ${to}`);
    expect(direct.n).toBeGreaterThan(1);
    expect(direct.reversals).toBeGreaterThan(0); // the demo reverses one
    expect(report.totals).toMatchObject({ count: direct.n, collected: direct.collected, paidOut: direct.paidOut });
    const cents = (v: string) => Math.round(Number(v) * 100);
    expect(cents(report.totals.net)).toBe(cents(direct.collected) - cents(direct.paidOut));
    const methodSum = report.byMethod.reduce((acc: number, m: { collected: string }) => acc + cents(m.collected), 0);
    expect(methodSum).toBe(cents(direct.collected));
    const monthSum = report.rows.reduce((acc: number, m: { collected: string }) => acc + cents(m.collected), 0);
    expect(monthSum).toBe(cents(direct.collected));
  });

  it('exports the months and the payment methods', async () => {
    const text = await textOf(await raw('/api/tenant/Reports/collections/export?format=csv'));
    expect(text.split('\r\n')[0]).toBe('\uFEFFAy / Ödeme yöntemi;Tahsilat sayısı;Tahsil edilen;Müşteriye ödenen;Net');
    expect(text).toContain('\r\nÖdeme yöntemine göre;;;;\r\n');
  });
});

describe('receivables ageing', () => {
  beforeAll(async () => {
    const year = Number(today().slice(0, 4));
    const series = (await post('/api/tenant/InvoiceSeries', { code: 'RPC', year })).body.data.id;
    const daysAgo = (n: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date(Date.now() - n * 86_400_000));
    // Due 45 days ago, a third paid (payments keep allocated_amount; set here as the demo does).
    const partly = await invoice(series, {
      invoiceDate: `${year}-01-02`,
      dueDate: daysAgo(45),
      price: '1500.00',
      customer: otherCustomerId,
    });
    await app.db.update(invoices).set({ allocatedAmount: '600.00' }).where(eq(invoices.id, partly.id));
  });

  it('splits each open amount into its bucket; buckets add up to each total and to the receivables', async () => {
    const report = (await get('/api/tenant/Reports/ageing')).body.data;
    expect(report.asOf).toBe(today());
    expect(report.rows.length).toBeGreaterThan(1);
    const sum = (row: Record<string, string>) => buckets.reduce((acc, b) => acc + Math.round(Number(row[b]) * 100), 0);
    for (const row of [...report.rows, report.totals]) expect(sum(row)).toBe(Math.round(Number(row.total) * 100));

    const direct = await one<{ total: string; late31to60: string; customers: number }>(sql`
      with open as (
        select customer_id, grand_total - allocated_amount - returned_amount as rest,
          (now() at time zone 'Europe/Istanbul')::date - due_date as late
        from invoices
        where tenant_id = ${tenantId} and status = 'issued' and kind = 'sales'
          and grand_total - allocated_amount - returned_amount > 0)
      select sum(rest)::numeric(18,2)::text as total,
        coalesce(sum(rest) filter (where late between 31 and 60), 0)::numeric(18,2)::text as "late31to60",
        count(distinct customer_id)::int as customers
      from open`);
    expect(report.totals.total).toBe(direct.total);
    expect(report.totals.days31to60).toBe(direct.late31to60);
    expect(report.customerCount).toBe(direct.customers);
    const rowsTotal = report.rows.reduce(
      (acc: number, r: { total: string }) => acc + Math.round(Number(r.total) * 100),
      0,
    );
    expect(rowsTotal).toBe(Math.round(Number(direct.total) * 100));
    // The partly paid invoice: 1800.00 - 600.00 open, 45 days late.
    expect(Number(report.totals.days31to60)).toBeGreaterThanOrEqual(1200);
  });

  it('narrows to invoices dated within a range', async () => {
    const report = (await get('/api/tenant/Reports/ageing?from=2024-01-01&to=2024-12-31')).body.data;
    // 2024: March 1200 - 240 returned = 960 and 600 and June 300.60, none paid.
    expect(report.totals.total).toBe('1860.60');
    expect(report.totals.days90plus).toBe('1860.60');
  });

  it('exports the customers and the totals row', async () => {
    const res = await raw('/api/tenant/Reports/ageing/export?format=csv');
    const text = await textOf(res);
    expect(text.split('\r\n')[0]).toBe('\uFEFFMüşteri;Vadesi gelmemiş;1–30 gün;31–60 gün;61–90 gün;90+ gün;Toplam');
    expect(text).toContain('Işık Yapı;');
    expect(text).toMatch(/\r\nToplam;[\d.,;"]+\r\n$/);
  });
});

describe('offer conversion', () => {
  it('counts sent, accepted, rejected and expired offers by month as a direct SQL count does', async () => {
    const from = `${Number(today().slice(0, 4)) - 1}-01-01`;
    const to = today();
    const report = (await get(`/api/tenant/Reports/offers?from=${from}&to=${to}`)).body.data;
    const direct = await one<Record<string, number | string>>(sql`
      select count(*)::int as sent,
        (count(*) filter (where status = 'accepted'))::int as accepted,
        (count(*) filter (where status = 'rejected'))::int as rejected,
        (count(*) filter (where status = 'sent' and valid_until < (now() at time zone 'Europe/Istanbul')::date))::int as expired,
        coalesce(sum(grand_total), 0)::numeric(18,2)::text as "sentAmount",
        coalesce(sum(grand_total) filter (where status = 'accepted'), 0)::numeric(18,2)::text as "acceptedAmount"
      from offers where tenant_id = ${tenantId} and status in ('sent', 'accepted', 'rejected')
        and offer_date between ${from} and ${to}`);
    expect(report.totals).toMatchObject(direct);
    expect(report.totals.sent).toBeGreaterThan(0);
    expect(report.totals.conversionRate).toBe(Math.round((Number(direct.accepted) / Number(direct.sent)) * 1000) / 10);
    expect(report.totals.open + report.totals.accepted + report.totals.rejected + report.totals.expired).toBe(
      report.totals.sent,
    );
  });
});

describe('work orders', () => {
  it('counts by status and assignee with the average hours to done, as direct SQL does', async () => {
    const from = `${Number(today().slice(0, 4)) - 1}-01-01`;
    const report = (await get(`/api/tenant/Reports/work-orders?from=${from}`)).body.data;
    const direct = await one<{ total: number; done: number; hours: number | null }>(sql`
      select count(*)::int as total, (count(*) filter (where status = 'done'))::int as done,
        round((avg(extract(epoch from completed_at - created_at)) filter (where status = 'done') / 3600)::numeric, 1)::float8 as hours
      from work_orders where tenant_id = ${tenantId}
        and (created_at at time zone 'Europe/Istanbul')::date between ${from} and ${today()}`);
    expect(report.totals.total).toBe(direct.total);
    expect(report.totals.total).toBeGreaterThan(0);
    expect(report.totals.byStatus.done).toBe(direct.done);
    expect(report.totals.averageHours).toBe(direct.hours === null ? null : Number(direct.hours));
    const statusSum = Object.values(report.totals.byStatus as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(statusSum).toBe(direct.total);
    for (const row of report.byAssignee) {
      expect(Object.values(row.byStatus as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(row.total);
      if (!row.userId) continue;
      const mine = await one<{ n: number }>(sql`
        select count(*)::int as n from work_orders w join work_order_assignees a on a.work_order_id = w.id
        where w.tenant_id = ${tenantId} and a.user_id = ${row.userId}
          and (w.created_at at time zone 'Europe/Istanbul')::date between ${from} and ${today()}`);
      expect(row.total).toBe(mine.n);
    }
  });
});

describe('finance overview and dashboard', () => {
  const receivables = () =>
    one<{ total: string; overdue: string; n: number; late: number }>(sql`
      select coalesce(sum(grand_total - allocated_amount - returned_amount), 0)::numeric(18,2)::text as total,
        coalesce(sum(grand_total - allocated_amount - returned_amount)
          filter (where due_date < (now() at time zone 'Europe/Istanbul')::date), 0)::numeric(18,2)::text as overdue,
        count(*)::int as n,
        (count(*) filter (where due_date < (now() at time zone 'Europe/Istanbul')::date))::int as late
      from invoices where tenant_id = ${tenantId} and status = 'issued' and kind = 'sales'
        and allocated_amount + returned_amount < grand_total`);

  it('shows the receivables, the overdue part and the ten largest debtors as direct SQL gives them', async () => {
    const res = await get('/api/tenant/Finance/overview');
    expect(res.status).toBe(200);
    const direct = await receivables();
    expect(res.body.data).toMatchObject({
      receivables: direct.total,
      overdue: direct.overdue,
      openInvoices: direct.n,
      overdueInvoices: direct.late,
    });
    const debtors = res.body.data.topDebtors as { total: string; customerId: string }[];
    expect(debtors.length).toBeGreaterThan(1);
    expect(debtors.length).toBeLessThanOrEqual(10);
    const totals = debtors.map((d) => Number(d.total));
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const ageing = (await get('/api/tenant/Reports/ageing')).body.data;
    expect(debtors[0]).toMatchObject({ customerId: ageing.rows[0].customerId, total: ageing.rows[0].total });
  });

  it("shows this month's collections and every cash and bank balance as the sum of its ledger", async () => {
    const overview = (await get('/api/tenant/Finance/overview')).body.data;
    const month = await one<{ collected: string }>(sql`
      select coalesce(sum(case when reversal_of_id is null then amount else -amount end), 0)::numeric(18,2)::text as collected
      from payments where tenant_id = ${tenantId} and kind = 'collection'
        and payment_date between date_trunc('month', (now() at time zone 'Europe/Istanbul')::date)::date
          and (now() at time zone 'Europe/Istanbul')::date`);
    expect(overview.collectionsThisMonth).toBe(month.collected);
    expect(overview.accounts.length).toBeGreaterThanOrEqual(2);
    for (const account of overview.accounts as { id: string; kind: string; balance: string }[]) {
      const [table, column] =
        account.kind === 'cash_register'
          ? ['cash_registers', 'cash_register_id']
          : ['bank_accounts', 'bank_account_id'];
      const direct = await one<{ balance: string }>(sql`
        select (a.opening_balance + coalesce((select sum(l.amount) from ledger_entries l
          where l.${sql.raw(column)} = a.id), 0))::numeric(18,2)::text as balance
        from ${sql.raw(table)} a where a.id = ${account.id}`);
      expect(account.balance).toBe(direct.balance);
    }
    const cash = (overview.accounts as { kind: string; balance: string; currency: string }[]).filter(
      (a) => a.kind === 'cash_register' && a.currency === 'TRY',
    );
    const cashCents = cash.reduce((acc, a) => acc + Math.round(Number(a.balance) * 100), 0);
    expect(Math.round(Number(overview.cashTotal.TRY) * 100)).toBe(cashCents);
  });

  it('answers 403 without finance.view and nothing of another tenant', async () => {
    expect((await get('/api/tenant/Finance/overview', satis)).status).toBe(403);
    const theirs = (await get('/api/tenant/Finance/overview', yapi)).body.data;
    expect(theirs).toMatchObject({ receivables: '0.00', overdue: '0.00', openInvoices: 0, topDebtors: [] });
  });

  it("puts this month's sales and the receivables on the dashboard", async () => {
    const widgets = (await get('/api/tenant/Dashboard')).body.data.widgets as { key: string }[];
    const byKey = (key: string) => widgets.find((w) => w.key === key);
    const direct = await receivables();
    expect(byKey('receivables')).toEqual({
      key: 'receivables',
      value: direct.n,
      amount: direct.total,
      breakdown: { overdue: direct.late },
    });
    const month = await one<{ n: number; grand: string }>(sql`
      select (count(*) filter (where kind = 'sales'))::int as n,
        coalesce(sum(case when kind = 'return' then -grand_total else grand_total end), 0)::numeric(18,2)::text as grand
      from invoices where tenant_id = ${tenantId} and status = 'issued'
        and invoice_date between date_trunc('month', (now() at time zone 'Europe/Istanbul')::date)::date
          and (now() at time zone 'Europe/Istanbul')::date`);
    expect(byKey('salesThisMonth')).toEqual({ key: 'salesThisMonth', value: month.n, amount: month.grand });
    const overview = (await get('/api/tenant/Finance/overview')).body.data;
    expect(byKey('collectionsThisMonth')).toMatchObject({ amount: overview.collectionsThisMonth });
  });
});
