import Decimal from 'decimal.js';
import { and, eq, sql } from 'drizzle-orm';
import { MONEY_MAX } from '@/lib/schemas/money';
import { api } from '@/lib/server/api/app';
import { customers, paymentMethods, tenants } from '@/lib/server/db/schema';
import { formatDecimalTr } from '@/lib/utils/decimal';
import { login, request, startTestApp } from './harness';

/**
 * Money has a limit (MONEY_MAX, 999.999.999.999,99) on every field, and no sum of amounts within
 * it overflows: every total the screens show is summed as unbounded numeric and comes back exact.
 */

const Exact = Decimal.clone({ precision: 60 });
/** A 16-digit amount: numeric(18,2) stores it, but two of them overflowed every sum before. */
const SIXTEEN_DIGITS = '1234567890123456.00';
const TOO_LARGE = 'Tutar en fazla 999.999.999.999,99 olabilir.';
/**
 * Copies of each document made in SQL beside the one made through the API: 10 001 amounts of
 * MONEY_MAX sum to 10.000.999.999.999.899,99, past the 16 integer digits of numeric(18,2).
 */
const COPIES = 10_000;
const DOCUMENTS = COPIES + 1;
const documentsTotal = new Exact(MONEY_MAX).times(DOCUMENTS);

let app: Awaited<ReturnType<typeof startTestApp>>;
let owner: string;
let portal: string;
let tenantId: string;
let cash: string;
let transfer: string;
let seriesId: string;
let isikId: string;

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
const plusDays = (days: number) => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const post = (url: string, body: unknown) => request('POST', url, { token: owner, body });
const get = async (url: string, token = owner) => {
  const res = await request('GET', url, { token });
  expect([url, res.status]).toEqual([url, 200]);
  return res.body.data;
};
const created = async (url: string, body: unknown) => {
  const res = await post(url, body);
  if (res.status !== 201) throw new Error(`${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
};

let customerSeq = 0;
const newCustomer = async () =>
  (
    await created('/api/tenant/Customers', {
      kind: 'company',
      name: `Büyük Tutar ${++customerSeq} A.Ş.`,
      email: `buyuk${customerSeq}@example.com`,
    })
  ).id as string;

/** A KDV-exempt line, so a line at MONEY_MAX makes a document whose grand total is MONEY_MAX. */
const invoiceLine = (unitPrice: string) => ({
  itemKind: 'text',
  description: 'Santral projesi',
  quantity: '1',
  unit: 'adet',
  unitPrice,
  vatRate: 0,
  vatExemptionCode: '301',
});
const offerLine = (unitPrice: string) => ({
  kind: 'free',
  name: 'Santral projesi',
  quantity: '1',
  unit: 'adet',
  unitPrice,
  vatRate: 0,
});
const invoiceInput = (customerId: string, unitPrice: string) => ({
  customerId,
  seriesId,
  invoiceDate: today,
  dueDate: plusDays(30),
  lines: [invoiceLine(unitPrice)],
});
const offerInput = (customerId: string, unitPrice: string) => ({
  customerId,
  offerDate: today,
  validUntil: plusDays(15),
  subject: 'Santral',
  lines: [offerLine(unitPrice)],
});
const paymentInput = (customerId: string, amount: string, extra: Record<string, unknown> = {}) => ({
  customerId,
  paymentDate: today,
  paymentMethodId: cash,
  amount,
  ...extra,
});

/**
 * Inserts COPIES copies of a row of `table` (as the owner, in one statement), each with a new id
 * and `number` suffixed by the copy's index (an invoice's ETTN its id), and copies its ledger rows (`ledgerKey` names the
 * ledger column pointing at it) for each: far faster than ten thousand requests.
 */
async function copyWithLedger(table: 'invoices' | 'payments' | 'offers', id: string, ledgerKey?: string) {
  const t = sql.identifier(table);
  // The stored columns: a generated one (payable_total) takes no value.
  const stored = await app.db.execute<{ name: string }>(
    sql`select column_name as name from information_schema.columns
      where table_schema = current_schema() and table_name = ${table} and is_generated = 'NEVER' order by ordinal_position`,
  );
  const columns = sql.join(
    stored.rows.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  const picked = sql.join(
    stored.rows.map((c) => sql`r.${sql.identifier(c.name)}`),
    sql`, `,
  );
  // A lateral call: `(jsonb_populate_record(…)).*` would run the function once per column.
  // An issued invoice's ETTN is unique in its tenant: each copy takes its own id as its ETTN.
  const copies = sql`insert into ${t} (${columns}) select ${picked} from ${t} o, copies c, lateral jsonb_populate_record(null::${t},
      to_jsonb(o) || jsonb_build_object('id', c.id, 'number', o.number || '-' || c.g, 'idempotency_key', null,
        'ettn', case when to_jsonb(o) ->> 'ettn' is null then null else c.id end)) r
    where o.id = ${id} returning id`;
  const ledger = ledgerKey
    ? sql`, ledger as (insert into ledger_entries select r.* from ledger_entries l, copies c,
        lateral jsonb_populate_record(null::ledger_entries,
          to_jsonb(l) || jsonb_build_object('id', gen_random_uuid(), ${ledgerKey}::text, c.id)) r
        where l.${sql.identifier(ledgerKey)} = ${id} returning id)`
    : sql``;
  await app.asOwner(sql`with copies as (select g, gen_random_uuid() as id from generate_series(1, ${COPIES}) g),
    documents as (${copies})${ledger} select 1`);
}

beforeAll(async () => {
  app = await startTestApp();
  [owner, portal] = await Promise.all(['owner@teknik.cari.demo', 'musteri@teknik.cari.demo'].map((e) => login(e)));
  tenantId = (await app.db.select().from(tenants).where(eq(tenants.name, 'Demo Teknik Servis')))[0]!.id;
  const method = async (name: string) =>
    (
      await app.db
        .select()
        .from(paymentMethods)
        .where(and(eq(paymentMethods.tenantId, tenantId), eq(paymentMethods.name, name)))
    )[0]!.id;
  [cash, transfer] = await Promise.all([method('Nakit'), method('Havale / EFT')]);
  isikId = (
    await app.db
      .select()
      .from(customers)
      .where(and(eq(customers.tenantId, tenantId), eq(customers.name, 'Işık Yapı')))
  )[0]!.id;
  seriesId = (await created('/api/tenant/InvoiceSeries', { code: 'MAX', year: Number(today.slice(0, 4)) })).id;
}, 60_000);
afterAll(() => app.close());

describe('the limit of a money field', () => {
  it.each<[string, () => Promise<{ url: string; body: unknown; field: string }>]>([
    [
      'a payment',
      async () => ({ url: '/api/tenant/Payments', body: paymentInput(isikId, SIXTEEN_DIGITS), field: 'amount' }),
    ],
    [
      "a payment's allocation",
      async () => ({
        url: '/api/tenant/Payments',
        body: paymentInput(isikId, '10.00', {
          allocation: 'manual',
          allocations: [{ invoiceId: crypto.randomUUID(), amount: SIXTEEN_DIGITS }],
        }),
        field: 'allocations.0.amount',
      }),
    ],
    [
      "an advance's later allocation",
      async () => {
        const advance = await created('/api/tenant/Payments', paymentInput(await newCustomer(), '10.00'));
        return {
          url: `/api/tenant/Payments/${advance.id}/allocate`,
          body: { allocation: 'manual', allocations: [{ invoiceId: crypto.randomUUID(), amount: SIXTEEN_DIGITS }] },
          field: 'allocations.0.amount',
        };
      },
    ],
    [
      "an invoice line's price",
      async () => ({
        url: '/api/tenant/Invoices',
        body: invoiceInput(isikId, SIXTEEN_DIGITS),
        field: 'lines.0.unitPrice',
      }),
    ],
    [
      "an invoice's discount amount",
      async () => ({
        url: '/api/tenant/Invoices',
        body: { ...invoiceInput(isikId, '10.00'), discount: { kind: 'amount', value: SIXTEEN_DIGITS } },
        field: 'discount.value',
      }),
    ],
    [
      "an offer line's price",
      async () => ({ url: '/api/tenant/Offers', body: offerInput(isikId, SIXTEEN_DIGITS), field: 'lines.0.unitPrice' }),
    ],
    [
      "an offer's discount amount",
      async () => ({
        url: '/api/tenant/Offers',
        body: { ...offerInput(isikId, '10.00'), discount: { kind: 'amount', value: SIXTEEN_DIGITS } },
        field: 'discount.value',
      }),
    ],
    [
      "an offer template line's price",
      async () => ({
        url: '/api/tenant/OfferTemplates',
        body: { name: 'Büyük şablon', validityDays: 15, lines: [offerLine(SIXTEEN_DIGITS)] },
        field: 'lines.0.unitPrice',
      }),
    ],
    [
      "a work order line's price",
      async () => ({
        url: '/api/tenant/WorkOrders',
        body: {
          customerId: isikId,
          title: 'Santral kurulumu',
          lines: [
            {
              kind: 'labor',
              description: 'İşçilik',
              quantity: '1',
              unit: 'saat',
              unitPrice: SIXTEEN_DIGITS,
              vatRate: 20,
            },
          ],
        },
        field: 'lines.0.unitPrice',
      }),
    ],
    [
      "a cash register's opening balance",
      async () => ({
        url: '/api/tenant/CashRegisters',
        body: { name: 'Büyük Kasa', openingBalance: SIXTEEN_DIGITS },
        field: 'openingBalance',
      }),
    ],
    [
      "a bank account's opening balance",
      async () => ({
        url: '/api/tenant/BankAccounts',
        body: {
          bankName: 'Büyük Bank',
          accountName: 'Vadesiz',
          iban: 'TR330006100519786457841326',
          openingBalance: SIXTEEN_DIGITS,
        },
        field: 'openingBalance',
      }),
    ],
    [
      "a product's price",
      async () => ({
        url: '/api/tenant/Products',
        body: { code: 'BUYUK-1', name: 'Büyük ürün', unit: 'adet', salePrice: SIXTEEN_DIGITS, vatRate: 20 },
        field: 'salePrice',
      }),
    ],
    [
      "a labor item's rate",
      async () => ({
        url: '/api/tenant/Labors',
        body: { name: 'Büyük işçilik', unit: 'saat', rate: SIXTEEN_DIGITS, vatRate: 20 },
        field: 'rate',
      }),
    ],
  ])('refuses a 16-digit amount as %s with the Turkish field message', async (_, make) => {
    const { url, body, field } = await make();
    const res = await post(url, body);
    expect([res.status, res.body.error?.code, res.body.error?.fields?.[field]]).toEqual([
      400,
      'validation_failed',
      TOO_LARGE,
    ]);
  });

  it('takes MONEY_MAX itself, to the kuruş', async () => {
    const customerId = await newCustomer();
    const payment = await created('/api/tenant/Payments', paymentInput(customerId, MONEY_MAX));
    expect(payment.amount).toBe('999999999999.99');
    const kasa = await created('/api/tenant/CashRegisters', { name: 'En Büyük Kasa', openingBalance: MONEY_MAX });
    expect(kasa).toMatchObject({ openingBalance: '999999999999.99', balance: '999999999999.99' });
  });
});

describe('sums of ten thousand maximal amounts', () => {
  let collector: string;
  let cashRegisterId: string;
  let bankAccountId: string;
  /** Collections into the new cash register and the new bank account, DOCUMENTS each. */
  const collected = documentsTotal.times(2).toFixed(2);
  const total = documentsTotal.toFixed(2);
  const openedWithMax = documentsTotal.plus(MONEY_MAX).toFixed(2);

  const snapshot = async () => ({
    dashboard: Object.fromEntries(
      ((await get('/api/tenant/Dashboard')).widgets as { key: string; amount?: string }[]).map((w) => [
        w.key,
        w.amount ?? 'no amount',
      ]),
    ),
    overview: await get('/api/tenant/Finance/overview'),
    sales: (await get('/api/tenant/Reports/sales')).totals,
    collections: (await get('/api/tenant/Reports/collections')).totals,
    ageing: (await get('/api/tenant/Reports/ageing')).totals,
    offers: (await get('/api/tenant/Reports/offers')).totals,
    invoiceTotals: await get('/api/tenant/Invoices/totals'),
    isik: (await get(`/api/tenant/Customers/${isikId}/Balance`)).balance,
    isikStatement: await get(`/api/tenant/Customers/${isikId}/Statement`),
    portal: await get('/api/customer/Home', portal),
  });
  let before: Awaited<ReturnType<typeof snapshot>>;
  let afterSnapshot: ReturnType<typeof snapshot> | undefined;
  /** Every figure once all documents exist (taken once, shared by the tests). */
  const after = () => (afterSnapshot ??= snapshot());
  /** What a figure grew by since the snapshot before the documents, exactly. */
  const grew = (now: string, was: string) => new Exact(now).minus(was).toFixed(2);

  beforeAll(async () => {
    before = await snapshot();
    collector = await newCustomer();
    cashRegisterId = (await created('/api/tenant/CashRegisters', { name: 'Proje Kasası', openingBalance: MONEY_MAX }))
      .id;
    bankAccountId = (
      await created('/api/tenant/BankAccounts', {
        bankName: 'Proje Bankası',
        accountName: 'Proje',
        iban: 'TR820006200000012345678901',
        openingBalance: MONEY_MAX,
      })
    ).id;

    // One of each through the API: an issued invoice to the portal's customer (Işık Yapı), a sent
    // offer, a collection into the new cash register and one into the new bank account.
    const draft = await created('/api/tenant/Invoices', invoiceInput(isikId, MONEY_MAX));
    expect(draft.grandTotal).toBe(MONEY_MAX);
    expect((await post(`/api/tenant/Invoices/${draft.id}/issue`, {})).status).toBe(200);
    const offer = await created('/api/tenant/Offers', offerInput(collector, MONEY_MAX));
    expect((await post(`/api/tenant/Offers/${offer.id}/send`, { version: offer.version })).status).toBe(200);
    const toCash = await created('/api/tenant/Payments', paymentInput(collector, MONEY_MAX, { cashRegisterId }));
    const toBank = await created(
      '/api/tenant/Payments',
      paymentInput(collector, MONEY_MAX, { paymentMethodId: transfer, bankAccountId }),
    );

    await copyWithLedger('invoices', draft.id, 'invoice_id');
    await copyWithLedger('offers', offer.id);
    await copyWithLedger('payments', toCash.id, 'payment_id');
    await copyWithLedger('payments', toBank.id, 'payment_id');
  }, 120_000);

  it('answers the customer, cash register and bank account balances and the statement exactly', async () => {
    expect(total).toBe('10000999999999899.99');
    expect((await get(`/api/tenant/Customers/${collector}/Balance`)).balance).toBe(`-${collected}`);
    expect(await get(`/api/tenant/CashRegisters/${cashRegisterId}/Balance`)).toEqual({
      openingBalance: MONEY_MAX,
      balance: openedWithMax,
    });
    expect(await get(`/api/tenant/BankAccounts/${bankAccountId}/Balance`)).toEqual({
      openingBalance: MONEY_MAX,
      balance: openedWithMax,
    });
    const { isik, isikStatement } = await after();
    expect(grew(isik, before.isik)).toBe(total);
    expect(isikStatement.closingBalance).toBe(isik);
    expect(grew(isikStatement.totalDebit, before.isikStatement.totalDebit)).toBe(total);
    expect(isikStatement.lines.at(-1).balance).toBe(isik);
  });

  it('answers the dashboard and the finance overview exactly', async () => {
    const { dashboard, overview } = await after();
    for (const key of ['openOffers', 'salesThisMonth', 'receivables'])
      expect([key, grew(dashboard[key], before.dashboard[key])]).toEqual([key, total]);
    expect(grew(dashboard.collectionsThisMonth, before.dashboard.collectionsThisMonth)).toBe(collected);
    expect(grew(overview.receivables, before.overview.receivables)).toBe(total);
    expect(grew(overview.collectionsThisMonth, before.overview.collectionsThisMonth)).toBe(collected);
    expect(overview.topDebtors[0]).toMatchObject({ customerId: isikId });
    const accounts = new Map(overview.accounts.map((a: { id: string; balance: string }) => [a.id, a.balance]));
    expect([accounts.get(cashRegisterId), accounts.get(bankAccountId)]).toEqual([openedWithMax, openedWithMax]);
    expect(grew(overview.cashTotal.TRY, before.overview.cashTotal.TRY)).toBe(openedWithMax);
    expect(grew(overview.bankTotal.TRY, before.overview.bankTotal.TRY)).toBe(openedWithMax);
  });

  it('answers the reports, their export, the invoice totals and the customer portal exactly', async () => {
    const now = await after();
    expect(grew(now.sales.grandTotal, before.sales.grandTotal)).toBe(total);
    expect(grew(now.sales.netTotal, before.sales.netTotal)).toBe(total);
    expect(grew(now.collections.collected, before.collections.collected)).toBe(collected);
    expect(grew(now.ageing.total, before.ageing.total)).toBe(total);
    expect(grew(now.ageing.notDue, before.ageing.notDue)).toBe(total);
    expect(grew(now.offers.sentAmount, before.offers.sentAmount)).toBe(total);
    expect(grew(now.invoiceTotals.grandTotal, before.invoiceTotals.grandTotal)).toBe(total);
    expect(grew(now.portal.unpaidTotal, before.portal.unpaidTotal)).toBe(total);
    expect(grew(now.portal.balance, before.portal.balance)).toBe(total);
    const csv = await api.request('/api/tenant/Reports/collections/export?format=csv', {
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain(formatDecimalTr(now.collections.collected));
  });
});
