import { eq } from 'drizzle-orm';
import { customers, invoices } from '@/lib/server/db/schema';
import type { MenuItem } from '@/lib/schemas/menus';
import { login, request, startTestApp } from './harness';
import { demoIds } from './tenant-fixtures';

let app: Awaited<ReturnType<typeof startTestApp>>;
let owner: string;
let satis: string;
let yapi: string;
beforeAll(async () => {
  app = await startTestApp();
  [owner, satis, yapi] = await Promise.all(
    ['owner@teknik.cari.demo', 'satis@teknik.cari.demo', 'owner@yapi.cari.demo'].map((e) => login(e)),
  );
});
afterAll(() => app.close());

const post = (url: string, body: unknown, token = owner) => request('POST', url, { token, body });
const put = (url: string, body: unknown, token = owner) => request('PUT', url, { token, body });
const VALID_IBAN = 'TR33 0006 4000 0001 1234 5678 90';

describe('bank accounts', () => {
  const account = (over: Record<string, unknown> = {}) => ({
    bankName: 'Ziraat Bankası',
    branch: 'Kadıköy',
    accountName: 'Demo Teknik Ticari',
    iban: VALID_IBAN,
    openingBalance: '1500.50',
    openingDate: '2026-01-01',
    ...over,
  });

  it('stores a valid IBAN without spaces', async () => {
    const res = await post('/api/tenant/BankAccounts', account());
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      iban: 'TR330006400000011234567890',
      openingBalance: '1500.50',
      active: true,
    });
    const again = await post('/api/tenant/BankAccounts', account({ iban: 'tr330006400000011234567890' }));
    expect(again.status).toBe(409);
    expect(again.body.error.fields.iban).toBe('Bu IBAN ile kayıtlı bir banka hesabı zaten var.');
  });

  it('refuses one changed digit and a wrong shape with Turkish field messages', async () => {
    const changed = await post('/api/tenant/BankAccounts', account({ iban: 'TR330006400000011234567891' }));
    expect(changed.status).toBe(400);
    expect(changed.body.error.fields.iban).toBe(
      'IBAN geçersiz; kontrol basamakları tutmuyor. Lütfen rakamları kontrol edin.',
    );
    const shape = await post('/api/tenant/BankAccounts', account({ iban: 'DE89370400440532013000' }));
    expect(shape.body.error.fields.iban).toBe('IBAN, TR ile başlayan 26 karakter olmalıdır (TR ve 24 rakam).');
  });

  it('refuses to delete an account a payment method settles into (409), and deactivates it instead', async () => {
    const bank = (await post('/api/tenant/BankAccounts', account({ iban: 'TR320010009999901234567890' }))).body.data;
    const method = await post('/api/tenant/PaymentMethods', {
      name: 'Havale',
      kind: 'bank_transfer',
      bankAccountId: bank.id,
    });
    expect(method.status).toBe(201);
    expect(method.body.data.bankAccountName).toBe('Ziraat Bankası - Demo Teknik Ticari');
    const del = await request('DELETE', `/api/tenant/BankAccounts/${bank.id}`, { token: owner });
    expect(del.status).toBe(409);
    expect(del.body.error).toMatchObject({
      code: 'definition_in_use',
      message: 'Bu tanım kullanımda olduğu için silinemez. Bunun yerine pasif hâle getirebilirsiniz.',
    });
    const off = await put(`/api/tenant/BankAccounts/${bank.id}`, {
      ...account({ iban: bank.iban }),
      active: false,
      version: 1,
    });
    expect(off.body.data.active).toBe(false);
    const list = await request('GET', '/api/tenant/BankAccounts?active=false', { token: owner });
    expect(list.body.data.items.map((b: { id: string }) => b.id)).toEqual([bank.id]);
  });
});

describe('cash registers and payment methods', () => {
  it('links a method to a register, refuses both targets, a foreign register and deleting a used register', async () => {
    const kasa = (await post('/api/tenant/CashRegisters', { name: 'Depo Kasa', openingBalance: '0' })).body.data;
    expect(kasa).toMatchObject({ name: 'Depo Kasa', currency: 'TRY', responsibleUserId: null });
    const dup = await post('/api/tenant/CashRegisters', { name: 'depo kasa' });
    expect(dup.status).toBe(409);
    const cash = await post('/api/tenant/PaymentMethods', {
      name: 'Nakit Tahsilat',
      kind: 'cash',
      cashRegisterId: kasa.id,
    });
    expect(cash.body.data.cashRegisterName).toBe('Depo Kasa');
    const foreign = await post(
      '/api/tenant/PaymentMethods',
      { name: 'Nakit 2', kind: 'cash', cashRegisterId: kasa.id },
      yapi,
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.fields.cashRegisterId).toBe('Kasa bulunamadı.');
    const del = await request('DELETE', `/api/tenant/CashRegisters/${kasa.id}`, { token: owner });
    expect(del.status).toBe(409);
    expect((await request('DELETE', `/api/tenant/PaymentMethods/${cash.body.data.id}`, { token: owner })).status).toBe(
      200,
    );
    expect((await request('DELETE', `/api/tenant/CashRegisters/${kasa.id}`, { token: owner })).status).toBe(200);
  });

  it('takes a responsible user of the tenant only', async () => {
    const ids = await demoIds(app);
    const ok = await post('/api/tenant/CashRegisters', { name: 'Şube Kasa', responsibleUserId: ids.satis });
    expect(ok.body.data.responsibleUserName).toBeTruthy();
    const bad = await post('/api/tenant/CashRegisters', { name: 'Yapı Kasa', responsibleUserId: ids.satis }, yapi);
    expect(bad.body.error.fields.responsibleUserId).toBe('Kullanıcı bulunamadı.');
  });
});

describe('invoice serial numbers', () => {
  it('shows the GİB layout of the next number and keeps one default', async () => {
    const a = await post('/api/tenant/InvoiceSeries', { code: 'abc', year: 2026, isDefault: true });
    expect(a.status).toBe(201);
    expect(a.body.data).toMatchObject({ code: 'ABC', nextSequence: 1, nextNumber: 'ABC2026000000001', used: false });
    const b = (await post('/api/tenant/InvoiceSeries', { code: 'XY9', year: 2026, nextSequence: 41, isDefault: true }))
      .body.data;
    expect(b.nextNumber).toBe('XY92026000000041');
    const list = (await request('GET', '/api/tenant/InvoiceSeries?pageSize=100', { token: owner })).body.data.items;
    expect(list.filter((s: { isDefault: boolean }) => s.isDefault).map((s: { code: string }) => s.code)).toEqual([
      'XY9',
    ]);
  });

  it('holds the code and year rules', async () => {
    for (const code of ['AB', 'ABCD', 'A-B', 'ÇAB']) {
      const res = await post('/api/tenant/InvoiceSeries', { code, year: 2026 });
      expect(res.status).toBe(400);
      expect(res.body.error.fields.code).toBe(
        'Seri kodu 3 karakter olmalı; yalnızca A-Z harfleri ve rakamlar kullanılabilir.',
      );
    }
    const year = await post('/api/tenant/InvoiceSeries', { code: 'QQQ', year: 1999 });
    expect(year.body.error.fields.year).toBe('Yıl 2000 ile 2099 arasında olmalıdır.');
    await post('/api/tenant/InvoiceSeries', { code: 'DUP', year: 2026 });
    const dup = await post('/api/tenant/InvoiceSeries', { code: 'DUP', year: 2026 });
    expect(dup.status).toBe(409);
    expect((await post('/api/tenant/InvoiceSeries', { code: 'DUP', year: 2027 })).status).toBe(201);
  });

  it('fixes the code and the sequence of a series that has issued an invoice, and refuses its delete', async () => {
    const ids = await demoIds(app);
    const series = (await post('/api/tenant/InvoiceSeries', { code: 'USE', year: 2026, nextSequence: 5 })).body.data;
    const [customer] = await app.db.select().from(customers).where(eq(customers.tenantId, ids.teknik)).limit(1);
    await app.db.insert(invoices).values({
      tenantId: ids.teknik,
      status: 'issued',
      seriesId: series.id,
      number: 'USE2026000000005',
      customerId: customer!.id,
      customerName: customer!.name,
      invoiceDate: '2026-03-01',
      dueDate: '2026-03-31',
      searchText: 'use2026000000005',
    });
    const base = { code: 'USE', year: 2026, nextSequence: 6, version: 1 };
    expect((await put(`/api/tenant/InvoiceSeries/${series.id}`, { ...base, code: 'USF' })).body.error.fields.code).toBe(
      'Bu seriden fatura kesildiği için seri kodu değiştirilemez.',
    );
    expect((await put(`/api/tenant/InvoiceSeries/${series.id}`, { ...base, year: 2027 })).body.error.fields.year).toBe(
      'Bu seriden fatura kesildiği için yılı değiştirilemez.',
    );
    const back = await put(`/api/tenant/InvoiceSeries/${series.id}`, { ...base, nextSequence: 4 });
    expect(back.body.error.fields.nextSequence).toBe('Bu seriden fatura kesildiği için sıra numarası geriye alınamaz.');
    const on = await put(`/api/tenant/InvoiceSeries/${series.id}`, { ...base, nextSequence: 9, description: 'Merkez' });
    expect(on.body.data).toMatchObject({ used: true, nextNumber: 'USE2026000000009', description: 'Merkez' });
    const del = await request('DELETE', `/api/tenant/InvoiceSeries/${series.id}`, { token: owner });
    expect(del.status).toBe(409);
    expect(del.body.error.code).toBe('definition_in_use');
  });
});

describe('access', () => {
  it('answers 403 without finance-definitions permissions and 404 across tenants', async () => {
    const kasa = (await post('/api/tenant/CashRegisters', { name: 'Gizli Kasa' })).body.data;
    for (const path of ['BankAccounts', 'CashRegisters', 'PaymentMethods', 'InvoiceSeries']) {
      expect((await request('GET', `/api/tenant/${path}`, { token: satis })).status).toBe(403);
    }
    expect((await request('GET', `/api/tenant/CashRegisters/${kasa.id}`, { token: yapi })).status).toBe(404);
    expect((await put(`/api/tenant/CashRegisters/${kasa.id}`, { name: 'X', version: 1 }, yapi)).status).toBe(404);
    expect((await request('DELETE', `/api/tenant/CashRegisters/${kasa.id}`, { token: yapi })).status).toBe(404);
    const list = (await request('GET', '/api/tenant/CashRegisters', { token: yapi })).body.data.items;
    expect(list.map((k: { id: string }) => k.id)).not.toContain(kasa.id);
  });

  it('puts the four definitions under finance > financial-definitions in the menu', async () => {
    const menu = (await request('GET', '/api/common/menus', { token: owner })).body.data as MenuItem[];
    const finance = menu.find((m) => m.key === 'finance')!;
    const definitions = finance.children!.find((m) => m.key === 'financial-definitions')!;
    expect(definitions.children!.map((c) => c.key)).toEqual([
      'bank-accounts',
      'payment-methods',
      'cash-registers',
      'invoice-serial-numbers',
    ]);
  });
});
