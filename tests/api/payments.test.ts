import { and, eq, sql } from 'drizzle-orm';
import { cashRegisters, paymentMethods, tenants } from '@/lib/server/db/schema';
import { extractText, getDocumentProxy } from 'unpdf';
import { api } from '@/lib/server/api/app';
import { financeViolations } from './finance-invariants';
import { login, request, startTestApp } from './harness';
import { issuedTextInvoice } from './tenant-fixtures';

let app: Awaited<ReturnType<typeof startTestApp>>;
let owner: string;
let satis: string;
let yapi: string;
let tenantId: string;
let seriesId: string;
let cash: string;
let transfer: string;
let kasaId: string;

beforeAll(async () => {
  app = await startTestApp();
  [owner, satis, yapi] = await Promise.all(
    ['owner@teknik.cari.demo', 'satis@teknik.cari.demo', 'owner@yapi.cari.demo'].map((e) => login(e)),
  );
  tenantId = (await app.db.select().from(tenants).where(eq(tenants.name, 'Demo Teknik Servis')))[0]!.id;
  const method = async (name: string) =>
    (
      await app.db
        .select()
        .from(paymentMethods)
        .where(and(eq(paymentMethods.tenantId, tenantId), eq(paymentMethods.name, name)))
    )[0]!;
  cash = (await method('Nakit')).id;
  transfer = (await method('Havale / EFT')).id;
  kasaId = (await app.db.select().from(cashRegisters).where(eq(cashRegisters.tenantId, tenantId)))[0]!.id;
  seriesId = (await post('/api/tenant/InvoiceSeries', { code: 'PAY', year: 2026 })).body.data.id;
});
afterAll(() => app.close());
// The money invariants hold after every scenario, the demo data's included.
afterEach(async () => expect(await financeViolations(app.db, tenantId)).toEqual([]));

const post = (url: string, body: unknown, token = owner, headers: Record<string, string> = {}) =>
  request('POST', url, { token, body, headers });
const get = (url: string, token = owner) => request('GET', url, { token });

let customerSeq = 0;
const newCustomer = async () =>
  (await post('/api/tenant/Customers', { kind: 'company', name: `Tahsilat Müşterisi ${++customerSeq}` })).body.data
    .id as string;

/** An issued invoice of net × 1.2 (one line, KDV 20). */
const invoice = (customerId: string, net: string, invoiceDate = '2026-03-10', dueDate = '2026-04-09') =>
  issuedTextInvoice(owner, { customerId, seriesId, net, invoiceDate, dueDate });

const pay = (body: Record<string, unknown>, headers: Record<string, string> = {}, token = owner) =>
  post('/api/tenant/Payments', { paymentDate: '2026-03-20', paymentMethodId: cash, ...body }, token, headers);
const invoiceOf = async (id: string) => (await get(`/api/tenant/Invoices/${id}`)).body.data;
const balanceOf = async (customerId: string) =>
  (await get(`/api/tenant/Customers/${customerId}/Balance`)).body.data.balance;
const kasaBalance = async () => (await get(`/api/tenant/CashRegisters/${kasaId}/Balance`)).body.data.balance as string;

describe('collections', () => {
  it('takes a partial cash collection: the invoice is partly paid and the cash register grows', async () => {
    const customerId = await newCustomer();
    const inv = await invoice(customerId, '1000.00'); // 1200.00
    const before = await kasaBalance();
    const res = await pay({
      customerId,
      amount: '500.00',
      allocation: 'manual',
      allocations: [{ invoiceId: inv.id, amount: '500.00' }],
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      kind: 'collection',
      status: 'active',
      amount: '500.00',
      cashRegisterId: kasaId,
      accountName: 'Merkez Kasa',
      allocatedAmount: '500.00',
      unallocatedAmount: '0.00',
    });
    expect(res.body.data.number).toMatch(/^THS-2026-\d{6}$/);
    const after = await invoiceOf(inv.id);
    expect(after).toMatchObject({ allocatedAmount: '500.00', paymentStatus: 'overdue' });
    expect(Number(await kasaBalance()) - Number(before)).toBeCloseTo(500, 2);
    expect(await balanceOf(customerId)).toBe('700.00');
    const list = await get(`/api/tenant/Payments?customerId=${customerId}`);
    expect(list.body.data.items.map((p: { id: string }) => p.id)).toEqual([res.body.data.id]);
    const byInvoice = await get(`/api/tenant/Payments/by-invoice/${inv.id}`);
    expect(byInvoice.body.data).toMatchObject([{ number: res.body.data.number, amount: '500.00', freedAt: null }]);
  });

  it('shows partially paid before the due date', async () => {
    const customerId = await newCustomer();
    const inv = await invoice(customerId, '100.00', '2026-03-10', '2099-01-01');
    await pay({ customerId, amount: '20.00' });
    expect((await invoiceOf(inv.id)).paymentStatus).toBe('partial');
    await pay({ customerId, amount: '100.00' });
    expect((await invoiceOf(inv.id)).paymentStatus).toBe('paid');
  });

  it('allocates oldest due first by default and keeps the remainder as an advance, allocated later', async () => {
    const customerId = await newCustomer();
    const late = await invoice(customerId, '100.00', '2026-03-01', '2026-05-01'); // 120.00
    const early = await invoice(customerId, '100.00', '2026-03-02', '2026-03-15'); // 120.00, due first
    const res = await pay({ customerId, amount: '300.00', paymentMethodId: transfer });
    expect(res.body.data).toMatchObject({ allocatedAmount: '240.00', unallocatedAmount: '60.00' });
    expect(res.body.data.bankAccountId).toBeTruthy();
    expect(res.body.data.allocations.map((a: { invoiceId: string }) => a.invoiceId)).toEqual([early.id, late.id]);
    expect(await balanceOf(customerId)).toBe('-60.00');

    const advance = await pay({ customerId, amount: '50.00', allocation: 'manual', allocations: [] });
    expect(advance.body.data).toMatchObject({ allocatedAmount: '0.00', unallocatedAmount: '50.00' });
    const next = await invoice(customerId, '50.00'); // 60.00
    const allocated = await post(`/api/tenant/Payments/${advance.body.data.id}/allocate`, {});
    expect(allocated.status).toBe(200);
    expect(allocated.body.data).toMatchObject({ allocatedAmount: '50.00', unallocatedAmount: '0.00' });
    expect((await invoiceOf(next.id)).allocatedAmount).toBe('50.00');
    expect((await post(`/api/tenant/Payments/${advance.body.data.id}/allocate`, {})).body.error.code).toBe(
      'nothing_to_allocate',
    );
    expect(await balanceOf(customerId)).toBe('-50.00');
  });

  it('never allocates more than an invoice has left (409) or than the payment (400)', async () => {
    const customerId = await newCustomer();
    const inv = await invoice(customerId, '100.00'); // 120.00
    const over = await pay({
      customerId,
      amount: '500.00',
      allocation: 'manual',
      allocations: [{ invoiceId: inv.id, amount: '120.01' }],
    });
    expect(over.status).toBe(409);
    expect(over.body.error.code).toBe('allocation_exceeds_remaining');
    expect(over.body.error.message).toContain('120,00');
    const split = await pay({
      customerId,
      amount: '100.00',
      allocation: 'manual',
      allocations: [{ invoiceId: inv.id, amount: '100.01' }],
    });
    expect(split.status).toBe(400);
    expect(split.body.error.fields.allocations).toBe('Faturalara dağıtılan toplam, ödeme tutarını aşamaz.');
    const other = await invoice(await newCustomer(), '10.00');
    const foreign = await pay({
      customerId,
      amount: '10.00',
      allocation: 'manual',
      allocations: [{ invoiceId: other.id, amount: '10.00' }],
    });
    expect(foreign.body.error.fields['allocations.0.invoiceId']).toBeTruthy();
    expect((await pay({ customerId, amount: '0' })).body.error.fields.amount).toBe('Tutar sıfırdan büyük olmalıdır.');
    expect((await invoiceOf(inv.id)).allocatedAmount).toBe('0.00');
  });

  it('records a payment to the customer (refund) out of the cash register, not allocated', async () => {
    const customerId = await newCustomer();
    await pay({ customerId, amount: '80.00', allocation: 'manual', allocations: [] });
    const before = await kasaBalance();
    const refund = await pay({ customerId, kind: 'payment', amount: '80.00' });
    expect(refund.status).toBe(201);
    expect(refund.body.data.number).toMatch(/^ODM-2026-/);
    expect(Number(await kasaBalance()) - Number(before)).toBeCloseTo(-80, 2);
    expect(await balanceOf(customerId)).toBe('0.00');
  });
});

describe('idempotency', () => {
  it('creates one payment for the same key twice and answers the same body', async () => {
    const customerId = await newCustomer();
    const body = { customerId, amount: '75.50', allocation: 'manual', allocations: [] };
    const key = { 'Idempotency-Key': `pay-${customerId}` };
    const first = await pay(body, key);
    const second = await pay(body, key);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    const list = await get(`/api/tenant/Payments?customerId=${customerId}`);
    expect(list.body.data.totalCount).toBe(1);
    expect(await balanceOf(customerId)).toBe('-75.50');
    const reused = await pay({ ...body, amount: '10.00' }, key);
    expect(reused.status).toBe(422);
    expect(reused.body.error.code).toBe('idempotency_key_reused');
    const racing = await Promise.all([1, 2, 3].map(() => pay(body, { 'Idempotency-Key': `race-${customerId}` })));
    expect(new Set(racing.map((r) => r.body.data.id)).size).toBe(1);
    expect((await get(`/api/tenant/Payments?customerId=${customerId}`)).body.data.totalCount).toBe(2);
  });
});

describe('reversal', () => {
  it('restores the invoice remaining and both balances, once', async () => {
    const customerId = await newCustomer();
    const inv = await invoice(customerId, '1000.00'); // 1200.00
    const kasa0 = await kasaBalance();
    const p = (await pay({ customerId, amount: '1200.00' })).body.data;
    expect((await invoiceOf(inv.id)).paymentStatus).toBe('paid');
    expect(await balanceOf(customerId)).toBe('0.00');
    expect((await post(`/api/tenant/Payments/${p.id}/reverse`, {})).status).toBe(400);
    const reversed = await post(`/api/tenant/Payments/${p.id}/reverse`, { reason: 'Çek karşılıksız çıktı' });
    expect(reversed.status).toBe(200);
    expect(reversed.body.data).toMatchObject({
      status: 'reversed',
      reversalReason: 'Çek karşılıksız çıktı',
      allocatedAmount: '0.00',
      unallocatedAmount: '0.00',
    });
    expect(reversed.body.data.allocations[0].freedAt).toBeTruthy();
    expect(reversed.body.data.reversedBy.number).toMatch(/^TRS-/);
    expect(await invoiceOf(inv.id)).toMatchObject({ allocatedAmount: '0.00', paymentStatus: 'overdue' });
    expect(await balanceOf(customerId)).toBe('1200.00');
    expect(await kasaBalance()).toBe(kasa0);
    const again = await post(`/api/tenant/Payments/${p.id}/reverse`, { reason: 'x' });
    expect(again.status).toBe(422);
    expect(again.body.error.code).toBe('already_reversed');
    const reversal = await get(`/api/tenant/Payments/${reversed.body.data.reversedBy.id}`);
    expect(reversal.body.data).toMatchObject({ status: 'reversal', reversalOf: { id: p.id } });
    expect((await post(`/api/tenant/Payments/${reversal.body.data.id}/reverse`, { reason: 'x' })).body.error.code).toBe(
      'reversal_not_reversible',
    );
    expect((await post(`/api/tenant/Payments/${p.id}/allocate`, {})).body.error.code).toBe('payment_not_allocatable');
  });

  it('filters the list by status: active, reversed and the reversal row', async () => {
    const customerId = await newCustomer();
    // An invoice too: the demo statement test below may pick any customer with a reversal.
    await invoice(customerId, '100.00');
    const kept = (await pay({ customerId, amount: '10.00' })).body.data;
    const undone = (await pay({ customerId, amount: '20.00' })).body.data;
    const reversal = (await post(`/api/tenant/Payments/${undone.id}/reverse`, { reason: 'Mükerrer' })).body.data
      .reversedBy;
    const ids = async (status: string) => {
      const res = await get(`/api/tenant/Payments?customerId=${customerId}&status=${status}`);
      expect(res.status).toBe(200);
      return res.body.data.items.map((p: { id: string }) => p.id);
    };
    expect(await ids('active')).toEqual([kept.id]);
    expect(await ids('reversed')).toEqual([undone.id]);
    expect(await ids('reversal')).toEqual([reversal.id]);
  });
});

describe('invoices with payments', () => {
  it('answers 422 to cancelling an invoice after a payment, and allows it after the reversal', async () => {
    const customerId = await newCustomer();
    const inv = await invoice(customerId, '100.00');
    const p = (await pay({ customerId, amount: '10.00' })).body.data;
    const cancel = await post(`/api/tenant/Invoices/${inv.id}/cancel`, { reason: 'Hatalı' });
    expect(cancel.status).toBe(422);
    expect(cancel.body.error.code).toBe('invoice_has_payments');
    await post(`/api/tenant/Payments/${p.id}/reverse`, { reason: 'Yanlış fatura' });
    expect((await post(`/api/tenant/Invoices/${inv.id}/cancel`, { reason: 'Hatalı' })).status).toBe(200);
    expect(await balanceOf(customerId)).toBe('0.00');
  });

  it("keeps a return within the original's remaining amount after payments", async () => {
    const customerId = await newCustomer();
    const inv = await invoice(customerId, '1000.00'); // 1200.00
    await pay({ customerId, amount: '1000.00' }); // 200.00 left
    const ret = (net: string) =>
      post('/api/tenant/Invoices', {
        kind: 'return',
        originalInvoiceId: inv.id,
        customerId,
        seriesId,
        invoiceDate: '2026-03-25',
        dueDate: '2026-03-25',
        lines: [{ itemKind: 'text', description: 'İade', quantity: '1', unit: 'adet', unitPrice: net, vatRate: 20 }],
      });
    const tooMuch = await ret('200.00'); // 240.00
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.error.message).toBe(
      'İade faturasının tutarı, asıl faturanın kalan tutarını (200,00 ₺) aşamaz.',
    );
    const fits = await ret('100.00'); // 120.00
    expect(fits.status).toBe(201);
    expect((await post(`/api/tenant/Invoices/${fits.body.data.id}/issue`, {})).status).toBe(200);
    expect(await invoiceOf(inv.id)).toMatchObject({ returnedAmount: '120.00', paymentStatus: 'overdue' });
    expect(await balanceOf(customerId)).toBe('80.00');
    // A payment cannot take what the return took: 80.00 are left.
    const over = await pay({
      customerId,
      amount: '90.00',
      allocation: 'manual',
      allocations: [{ invoiceId: inv.id, amount: '90.00' }],
    });
    expect(over.status).toBe(409);
  });
});

describe('concurrency', () => {
  it('lets exactly one of two racing full payments settle an invoice; the other stays an advance or gets 409', async () => {
    const customerId = await newCustomer();
    const inv = await invoice(customerId, '500.00'); // 600.00
    const [a, b] = await Promise.all([
      pay({
        customerId,
        amount: '600.00',
        allocation: 'manual',
        allocations: [{ invoiceId: inv.id, amount: '600.00' }],
      }),
      pay({
        customerId,
        amount: '600.00',
        allocation: 'manual',
        allocations: [{ invoiceId: inv.id, amount: '600.00' }],
      }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect((await invoiceOf(inv.id)).allocatedAmount).toBe('600.00');

    const inv2 = await invoice(customerId, '500.00');
    const auto = await Promise.all([pay({ customerId, amount: '600.00' }), pay({ customerId, amount: '600.00' })]);
    expect(auto.map((r) => r.status)).toEqual([201, 201]);
    expect(auto.map((r) => r.body.data.allocatedAmount).sort()).toEqual(['0.00', '600.00']);
    expect((await invoiceOf(inv2.id)).allocatedAmount).toBe('600.00');
  });
});

describe('statement', () => {
  it('lists invoices, returns, payments and reversals with the running balance (hand-checked)', async () => {
    const customerId = await newCustomer();
    const a = await invoice(customerId, '1000.00', '2026-01-10', '2026-02-10'); // +1200.00
    await invoice(customerId, '500.00', '2026-02-05', '2026-03-05'); // +600.00
    await pay({ customerId, amount: '700.00', paymentDate: '2026-01-20' }); // −700.00 → a
    const p2 = (await pay({ customerId, amount: '300.00', paymentDate: '2026-02-15', paymentMethodId: transfer })).body
      .data; // −300.00
    const ret = await post('/api/tenant/Invoices', {
      kind: 'return',
      originalInvoiceId: a.id,
      customerId,
      seriesId,
      invoiceDate: '2026-02-20',
      dueDate: '2026-02-20',
      lines: [{ itemKind: 'text', description: 'İade', quantity: '1', unit: 'adet', unitPrice: '100.00', vatRate: 20 }],
    });
    await post(`/api/tenant/Invoices/${ret.body.data.id}/issue`, {}); // −120.00
    await pay({ customerId, amount: '50.00', paymentDate: '2026-03-01' }); // −50.00
    const all = (await get(`/api/tenant/Customers/${customerId}/Statement`)).body.data;
    expect(all.openingBalance).toBe('0.00');
    expect(
      all.lines.map((l: { date: string; movement: string; debit: string; credit: string; balance: string }) => [
        l.date,
        l.movement,
        l.debit,
        l.credit,
        l.balance,
      ]),
    ).toEqual([
      ['2026-01-10', 'invoice', '1200.00', '0.00', '1200.00'],
      ['2026-01-20', 'collection', '0.00', '700.00', '500.00'],
      ['2026-02-05', 'invoice', '600.00', '0.00', '1100.00'],
      ['2026-02-15', 'collection', '0.00', '300.00', '800.00'],
      ['2026-02-20', 'return', '0.00', '120.00', '680.00'],
      ['2026-03-01', 'collection', '0.00', '50.00', '630.00'],
    ]);
    expect(all).toMatchObject({ totalDebit: '1800.00', totalCredit: '1170.00', closingBalance: '630.00' });
    expect(all.lines[3].documentNumber).toBe(p2.number);

    const feb = (await get(`/api/tenant/Customers/${customerId}/Statement?dateFrom=2026-02-01&dateTo=2026-02-28`)).body
      .data;
    expect(feb).toMatchObject({
      openingBalance: '500.00',
      totalDebit: '600.00',
      totalCredit: '420.00',
      closingBalance: '680.00',
    });
    expect(feb.lines).toHaveLength(3);
    expect(await balanceOf(customerId)).toBe('630.00');
    const bad = await get(`/api/tenant/Customers/${customerId}/Statement?dateFrom=2026-03-01&dateTo=2026-02-01`);
    expect(bad.body.error.fields.dateTo).toBe('Bitiş tarihi başlangıçtan önce olamaz.');
  });

  it('shows the cash register movements and balance from the ledger', async () => {
    const customerId = await newCustomer();
    const p = (await pay({ customerId, amount: '33.30', paymentDate: '2026-11-20' })).body.data;
    const moves = (await get(`/api/tenant/CashRegisters/${kasaId}/Movements?dateFrom=2026-11-20&dateTo=2026-11-20`))
      .body.data;
    expect(moves.items.find((m: { paymentId: string }) => m.paymentId === p.id)).toMatchObject({
      movement: 'collection',
      amount: '33.30',
      paymentNumber: p.number,
    });
    const listed = (await get('/api/tenant/CashRegisters')).body.data.items.find(
      (r: { id: string }) => r.id === kasaId,
    );
    expect(listed.balance).toBe(await kasaBalance());
  });
});

describe('access', () => {
  it('answers 403 without payment permissions and 404 across tenants', async () => {
    const customerId = await newCustomer();
    const p = (await pay({ customerId, amount: '5.00' })).body.data;
    expect((await get('/api/tenant/Payments', satis)).status).toBe(403);
    expect((await pay({ customerId, amount: '5.00' }, {}, satis)).status).toBe(403);
    expect((await get(`/api/tenant/Customers/${customerId}/Statement`, satis)).status).toBe(403);
    expect((await get(`/api/tenant/Payments/${p.id}`, yapi)).status).toBe(404);
    expect((await post(`/api/tenant/Payments/${p.id}/reverse`, { reason: 'x' }, yapi)).status).toBe(404);
    expect((await get(`/api/tenant/Customers/${customerId}/Statement`, yapi)).status).toBe(404);
    expect((await get(`/api/tenant/CashRegisters/${kasaId}/Movements`, yapi)).status).toBe(404);
    const foreign = await pay({ customerId, amount: '5.00' }, {}, yapi);
    expect(foreign.status).toBe(400);
    expect((await request('PUT', `/api/tenant/Payments/${p.id}`, { token: owner, body: {} })).status).toBe(404);
    expect((await request('DELETE', `/api/tenant/Payments/${p.id}`, { token: owner })).status).toBe(404);
  });
});

describe('ledger', () => {
  it('is append-only: an update or delete of a movement is refused', async () => {
    await expect(app.db.execute(sql`update ledger_entries set amount = amount + 1`)).rejects.toThrow();
    await expect(app.db.execute(sql`delete from ledger_entries`)).rejects.toThrow();
  });
});

describe('statement export', () => {
  it('exports the statement as a PDF with the figures and as an Excel workbook', async () => {
    const customerId = await newCustomer();
    await invoice(customerId, '1000.00', '2026-01-10', '2026-02-10');
    await pay({ customerId, amount: '250.00', paymentDate: '2026-01-20' });
    const raw = (format: string) =>
      api.request(`/api/tenant/Customers/${customerId}/Statement/${format}?dateFrom=2026-01-01`, {
        headers: { authorization: `Bearer ${owner}` },
      });
    const pdf = await raw('pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = (
      await extractText(await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer())), { mergePages: true })
    ).text;
    expect(text).toContain('CARİ HESAP EKSTRESİ');
    expect(text).toContain('1.200,00 ₺');
    expect(text).toContain('950,00 ₺');
    const xlsx = await raw('xlsx');
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-disposition')).toMatch(/ekstre-.*\.xlsx/);
    expect((await raw('doc')).status).toBe(404);
  });

  it('writes amounts and dates as typed cells, names the files in plain letters and prints the real period', async () => {
    const name = `Işık Çağ Öğüt Şirin Ltd. Şti. ${++customerSeq}`;
    const customerId = (await post('/api/tenant/Customers', { kind: 'company', name })).body.data.id as string;
    await invoice(customerId, '1000.00', '2026-01-10', '2026-02-10');
    await pay({ customerId, amount: '250.00', paymentDate: '2026-01-20' });
    const raw = (format: string) =>
      api.request(`/api/tenant/Customers/${customerId}/Statement/${format}`, {
        headers: { authorization: `Bearer ${owner}` },
      });

    const xlsx = await raw('xlsx');
    expect(xlsx.headers.get('content-disposition')).toBe(
      `attachment; filename="ekstre-Isik-Cag-Ogut-Sirin-Ltd-Sti-${customerSeq}.xlsx"`,
    );
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const invoiceRow = sheet.getRow(3);
    expect(invoiceRow.getCell(1).value).toEqual(new Date(Date.UTC(2026, 0, 10)));
    expect(invoiceRow.getCell(1).numFmt).toBe('dd.mm.yyyy');
    expect(invoiceRow.getCell(5).value).toBe(1200);
    expect(invoiceRow.getCell(5).numFmt).toBe('#,##0.00');
    expect(invoiceRow.getCell(6).value).toBe('');
    expect(sheet.getRow(4).getCell(6).value).toBe(250);
    expect(sheet.getRow(4).getCell(7).value).toBe(950);
    expect(sheet.getRow(5).getCell(2).value).toBe('Toplam');
    expect(sheet.getRow(5).getCell(7).value).toBe(950);

    const pdf = await raw('pdf');
    expect(pdf.headers.get('content-disposition')).toContain(`ekstre-Isik-Cag-Ogut-Sirin-Ltd-Sti-${customerSeq}.pdf`);
    const text = (
      await extractText(await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer())), { mergePages: true })
    ).text;
    const today = new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul' }).format(new Date());
    expect(text).toContain(`Dönem: 10.01.2026 – ${today}`);
  });
});

describe('demo statement', () => {
  it("reproduces a demo customer's invoices, returns and payments with a consistent running balance", async () => {
    const [customer] = (
      await app.db.execute(
        sql`select c.id from customers c where c.tenant_id = ${tenantId} and exists
          (select 1 from payments p where p.customer_id = c.id and p.reversal_of_id is not null)`,
      )
    ).rows as { id: string }[];
    expect(customer).toBeDefined();
    const s = (await get(`/api/tenant/Customers/${customer!.id}/Statement`)).body.data;
    const docs = (
      await app.db.execute(
        sql`select (select count(*) from invoices i where i.customer_id = ${customer!.id} and i.status <> 'draft')
               + (select count(*) from invoices i where i.customer_id = ${customer!.id} and i.status = 'cancelled')
               + (select count(*) from payments p where p.customer_id = ${customer!.id}) as n`,
      )
    ).rows as { n: string | number }[];
    expect(s.lines).toHaveLength(Number(docs[0]!.n));
    let running = 0;
    for (const l of s.lines) {
      running = Math.round((running + Number(l.debit) - Number(l.credit)) * 100) / 100;
      expect(Number(l.balance)).toBeCloseTo(running, 2);
    }
    expect(s.lines.map((l: { movement: string }) => l.movement)).toEqual(
      expect.arrayContaining(['invoice', 'collection', 'collection_reversal']),
    );
    expect(s.closingBalance).toBe(await balanceOf(customer!.id));
    expect([...s.lines].map((l: { date: string }) => l.date)).toEqual(
      [...s.lines].map((l: { date: string }) => l.date).sort(),
    );
  });
});
