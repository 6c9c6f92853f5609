import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { api } from '@/lib/server/api/app';
import { cashRegisters, tenants } from '@/lib/server/db/schema';
import { financeViolations } from './finance-invariants';
import { login, request, startTestApp } from './harness';
import { cashMethodId } from './tenant-fixtures';
import { portalAccount } from './portal-fixtures';

/**
 * KDV withholding (tevkifat): an invoice with a withholding line owes its payable total (grand
 * total less the withheld KDV), and everything money reads uses that amount.
 */
let app: Awaited<ReturnType<typeof startTestApp>>;
let owner: string;
let tenantId: string;
let seriesId: string;
let cash: string;
beforeAll(async () => {
  app = await startTestApp();
  owner = await login('owner@teknik.cari.demo');
  tenantId = (await app.db.select().from(tenants).where(eq(tenants.name, 'Demo Teknik Servis')))[0]!.id;
  cash = await cashMethodId(app, tenantId);
  expect(await app.db.select().from(cashRegisters).where(eq(cashRegisters.tenantId, tenantId))).not.toHaveLength(0);
  seriesId = (await post('/api/tenant/InvoiceSeries', { code: 'TEV', year: 2026 })).body.data.id;
});
afterAll(() => app.close());
afterEach(async () => expect(await financeViolations(app.db, tenantId)).toEqual([]));

const post = (url: string, body: unknown) => request('POST', url, { token: owner, body });
const get = async (url: string) => {
  const res = await request('GET', url, { token: owner });
  expect(res.status).toBe(200);
  return res.body.data;
};

let seq = 0;
const newCustomer = async () =>
  (await post('/api/tenant/Customers', { kind: 'company', name: `Tevkifat Müşterisi ${++seq}` })).body.data
    .id as string;

/** Freight at 20 % KDV with 624 (2/10) and a plain line: 1000 + 200 KDV, 40 withheld; 100 + 20 KDV. */
const lines = [
  {
    itemKind: 'text',
    description: 'Yük taşıma',
    quantity: '1',
    unit: 'adet',
    unitPrice: '1000.00',
    vatRate: 20,
    withholdingCode: '624',
  },
  { itemKind: 'text', description: 'Ambalaj', quantity: '1', unit: 'adet', unitPrice: '100.00', vatRate: 20 },
];
const draft = (customerId: string, over: Record<string, unknown> = {}) => ({
  customerId,
  seriesId,
  invoiceDate: '2026-03-10',
  dueDate: '2026-04-09',
  lines,
  ...over,
});

async function issued(customerId: string, over: Record<string, unknown> = {}) {
  const created = await post('/api/tenant/Invoices', draft(customerId, over));
  expect([created.status, created.body.error]).toEqual([201, undefined]);
  const res = await post(`/api/tenant/Invoices/${created.body.data.id}/issue`, {});
  expect([res.status, res.body.error]).toEqual([200, undefined]);
  return res.body.data;
}

describe('an invoice with a tevkifat line', () => {
  it('issues with the withheld KDV and the payable total, and money uses the payable', async () => {
    const customerId = await newCustomer();
    const inv = await issued(customerId);
    expect(inv).toMatchObject({
      grandTotal: '1320.00',
      withholdingTotal: '40.00',
      payableTotal: '1280.00',
      paymentStatus: 'overdue',
    });
    expect(inv.lines[0].withholdingCode).toBe('624');
    expect(inv.lines[1].withholdingCode).toBeNull();

    expect((await get(`/api/tenant/Customers/${customerId}/Balance`)).balance).toBe('1280.00');
    const statement = await get(`/api/tenant/Customers/${customerId}/Statement`);
    expect(statement.lines).toMatchObject([
      { movement: 'invoice', debit: '1280.00', withholding: { grandTotal: '1320.00', withholdingTotal: '40.00' } },
    ]);
    const ageing = await get('/api/tenant/Reports/ageing');
    expect(ageing.rows.find((r: { customerId: string }) => r.customerId === customerId)).toMatchObject({
      total: '1280.00',
    });
    const overview = await get('/api/tenant/Finance/overview');
    expect(Number(overview.receivables)).toBeGreaterThanOrEqual(1280);
    const open = await get(`/api/tenant/Payments/open-invoices?customerId=${customerId}`);
    expect(open).toMatchObject([{ grandTotal: '1320.00', payableTotal: '1280.00', remaining: '1280.00' }]);

    // A payment of exactly the payable settles it: nothing is left, no advance stays behind.
    const paid = await post('/api/tenant/Payments', {
      customerId,
      paymentDate: '2026-03-20',
      paymentMethodId: cash,
      amount: '1280.00',
      allocation: 'manual',
      allocations: [{ invoiceId: inv.id, amount: '1280.00' }],
    });
    expect([paid.status, paid.body.error]).toEqual([201, undefined]);
    expect(await get(`/api/tenant/Invoices/${inv.id}`)).toMatchObject({
      paymentStatus: 'paid',
      allocatedAmount: '1280.00',
    });
    expect((await get(`/api/tenant/Customers/${customerId}/Balance`)).balance).toBe('0.00');
    const over = await post('/api/tenant/Payments', {
      customerId,
      paymentDate: '2026-03-21',
      paymentMethodId: cash,
      amount: '40.00',
      allocation: 'manual',
      allocations: [{ invoiceId: inv.id, amount: '40.00' }],
    });
    expect(over.status).toBe(409);
  });

  it('is taken back by a return that carries its codes: the payable is credited and the original settled', async () => {
    const customerId = await newCustomer();
    const inv = await issued(customerId);
    const ret = await issued(customerId, { kind: 'return', originalInvoiceId: inv.id });
    expect(ret).toMatchObject({ kind: 'return', grandTotal: '1320.00', payableTotal: '1280.00' });
    expect(await get(`/api/tenant/Invoices/${inv.id}`)).toMatchObject({
      returnedAmount: '1280.00',
      paymentStatus: 'paid',
    });
    expect((await get(`/api/tenant/Customers/${customerId}/Balance`)).balance).toBe('0.00');
    const statement = await get(`/api/tenant/Customers/${customerId}/Statement`);
    expect(
      statement.lines.map((l: { movement: string; debit: string; credit: string }) => [l.movement, l.debit, l.credit]),
    ).toEqual([
      ['invoice', '1280.00', '0.00'],
      ['return', '0.00', '1280.00'],
    ]);
    // Cancelling the return books its payable back.
    const cancel = await post(`/api/tenant/Invoices/${ret.id}/cancel`, { reason: 'Yanlış iade' });
    expect(cancel.status).toBe(200);
    expect((await get(`/api/tenant/Customers/${customerId}/Balance`)).balance).toBe('1280.00');
    expect((await get(`/api/tenant/Invoices/${inv.id}`)).returnedAmount).toBe('0.00');
  });

  it('refuses an unknown code and a code on a 0 % line with Turkish field messages', async () => {
    const customerId = await newCustomer();
    const bad = await post(
      '/api/tenant/Invoices',
      draft(customerId, { lines: [{ ...lines[0], withholdingCode: '650' }] }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields['lines.0.withholdingCode']).toMatch(/tevkifat kodu/);
    const zero = await post(
      '/api/tenant/Invoices',
      draft(customerId, { lines: [{ ...lines[0], vatRate: 0, vatExemptionCode: '350' }] }),
    );
    expect(zero.status).toBe(400);
    expect(zero.body.error.fields['lines.0.withholdingCode']).toMatch(/%0/);
    const priced = { quantity: '1', unit: 'adet', unitPrice: '10', vatRate: 0, withholdingCode: '624' };
    const offer = await post('/api/tenant/Offers', {
      customerId,
      offerDate: '2026-03-10',
      validUntil: '2026-03-20',
      subject: 'Tevkifat',
      lines: [{ kind: 'free', name: 'Nakliye', ...priced }],
    });
    const order = await post('/api/tenant/WorkOrders', {
      customerId,
      title: 'Tevkifat',
      lines: [{ kind: 'other', description: 'Nakliye', ...priced }],
    });
    for (const res of [offer, order]) {
      expect(res.status).toBe(400);
      expect(res.body.error.fields['lines.0.withholdingCode']).toMatch(/%0/);
    }
  });
});

describe('the statement exports', () => {
  it('carry the on-screen tevkifat note of an invoice in the PDF, the workbook and the portal’s PDF', async () => {
    const portal = await portalAccount(owner, 'tevkifat.ekstre@example.com');
    await issued(portal.customerId);
    // A plain invoice of 120,00: no note.
    await issued(portal.customerId, { lines: [lines[1]], invoiceDate: '2026-03-11' });
    const note = 'Fatura toplamı 1.320,00 ₺, KDV tevkifatı 40,00 ₺; tutar tevkifat sonrası ödenecek olandır.';
    const statement = await get(`/api/tenant/Customers/${portal.customerId}/Statement`);
    expect(
      statement.lines.map((l: { debit: string; withholding: unknown }) => [l.debit, Boolean(l.withholding)]),
    ).toEqual([
      ['1280.00', true],
      ['120.00', false],
    ]);

    const download = async (url: string, token = owner) => {
      const res = await api.request(url, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      return res.arrayBuffer();
    };
    const pdfText = async (body: ArrayBuffer) =>
      (await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true })).text.replace(/\s+/g, ' ');
    const staff = await pdfText(await download(`/api/tenant/Customers/${portal.customerId}/Statement/pdf`));
    expect(staff).toContain(note);
    expect(staff.split('tevkifat sonrası ödenecek')).toHaveLength(2);
    expect(staff).toContain('1.280,00 ₺');
    const own = await pdfText(await download('/api/customer/Statement/pdf', portal.token));
    expect(own).toContain(note);

    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await download(`/api/tenant/Customers/${portal.customerId}/Statement/xlsx`));
    const sheet = workbook.worksheets[0]!;
    // Row 1 the header, 2 the opening balance, then the two invoices.
    expect([4, 5].map((c) => sheet.getRow(3).getCell(c).value)).toEqual([note, 1280]);
    expect([4, 5].map((c) => sheet.getRow(4).getCell(c).value)).toEqual(['', 120]);
  });
});

describe('offer → work order → invoice', () => {
  it('carries the tevkifat code and the exemption reason of each line, so the totals arrive unchanged', async () => {
    // A demo customer with a contact with an e-mail address: an offer is sent to it before it is accepted.
    const found = (await get('/api/tenant/Customers?searchText=I%C5%9F%C4%B1k')).items[0];
    const contactId = (await get(`/api/tenant/Customers/${found.id}`)).contacts[0].id;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
    const created = await post('/api/tenant/Offers', {
      customerId: found.id,
      contactId,
      offerDate: today,
      validUntil: today,
      subject: 'Nakliye ve ihraç parçası',
      discount: { kind: 'percent', value: '5' },
      lines: [
        {
          kind: 'free',
          name: 'Yük taşıma',
          quantity: '3',
          unit: 'adet',
          unitPrice: '333.33',
          vatRate: 20,
          withholdingCode: '624',
        },
        {
          kind: 'free',
          name: 'Temizlik',
          quantity: '1',
          unit: 'adet',
          unitPrice: '500.00',
          vatRate: 10,
          withholdingCode: '612',
        },
        {
          kind: 'free',
          name: 'İhraç parçası',
          quantity: '1',
          unit: 'adet',
          unitPrice: '200.00',
          vatRate: 0,
          vatExemptionCode: '301',
        },
      ],
    });
    expect([created.status, created.body.error]).toEqual([201, undefined]);
    const offer = created.body.data;
    const codes = (doc: { lines: { withholdingCode: string | null; vatExemptionCode: string | null }[] }) =>
      doc.lines.map((l) => [l.withholdingCode, l.vatExemptionCode]);
    const totals = (doc: Record<string, string>) => [doc.grandTotal, doc.withholdingTotal, doc.payableTotal];
    expect(codes(offer)).toEqual([
      ['624', null],
      ['612', null],
      [null, '301'],
    ]);
    // After the 5 % discount, KDV: 20 % of 949,99 = 190,00 and 10 % of 475,00 = 47,50; withheld 2/10 and 9/10 of them.
    expect(totals(offer)).toEqual(['1852.49', '80.75', '1771.74']);

    expect((await post(`/api/tenant/Offers/${offer.id}/send`, { version: offer.version })).status).toBe(200);
    const sent = await get(`/api/tenant/Offers/${offer.id}`);
    const accepted = await post(`/api/tenant/Offers/${offer.id}/status`, { status: 'accepted', version: sent.version });
    expect(accepted.status).toBe(200);
    const converted = await post(`/api/tenant/WorkOrders/from-offer/${offer.id}`, undefined);
    expect([converted.status, converted.body.error]).toEqual([201, undefined]);
    const order = converted.body.data;
    expect(codes(order)).toEqual(codes(offer));
    expect(totals(order)).toEqual(totals(offer));
    for (const status of ['in_progress', 'done'])
      expect(
        (await post(`/api/tenant/WorkOrders/${order.id}/status`, { status, completionNote: 'Bitti.' })).status,
      ).toBe(200);
    const invoiced = await post(`/api/tenant/Invoices/from-work-order/${order.id}`, undefined);
    expect([invoiced.status, invoiced.body.error]).toEqual([201, undefined]);
    expect(codes(invoiced.body.data)).toEqual(codes(offer));
    expect(totals(invoiced.body.data)).toEqual(totals(offer));
  });
});
