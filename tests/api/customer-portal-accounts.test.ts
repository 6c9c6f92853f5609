import fs from 'node:fs';
import path from 'node:path';
import { login, request, startTestApp } from './harness';
import { draftInvoice, portalAccount, teknikAndIsik } from './portal-fixtures';
import { demoIds } from './tenant-fixtures';

let app: Awaited<ReturnType<typeof startTestApp>>;
let ids: Awaited<ReturnType<typeof demoIds>>;
let owner: string;
let yetkisiz: string;
let yapiOwner: string;
let isikId: string;

const get = (url: string, token: string) => request('GET', url, { token });
const post = (url: string, body: unknown, token: string) => request('POST', url, { token, body });
const put = (url: string, body: unknown, token: string) => request('PUT', url, { token, body });

/** How many emails went to `email` so far (the outbox of DATA_DIR). */
const mailsTo = (email: string) => {
  const dir = path.join(process.env.DATA_DIR!, 'outbox');
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(`-${email}.eml`)).length : 0;
};

beforeAll(async () => {
  app = await startTestApp();
  ids = await demoIds(app);
  [owner, yetkisiz, yapiOwner] = await Promise.all(
    ['owner@teknik.cari.demo', 'yetkisiz@teknik.cari.demo', 'owner@yapi.cari.demo'].map((e) => login(e)),
  );
  ({ isikId } = await teknikAndIsik(app));
});
afterAll(() => app.close());

describe("a customer's portal accounts on the tenant side", () => {
  it('lists them with the last login; disabling one ends its sessions, enabling lets it back', async () => {
    const musteri = await login('musteri@teknik.cari.demo');
    const listed = await get(`/api/tenant/Customers/${isikId}/portal-accounts`, owner);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([
      expect.objectContaining({ id: ids.musteri, email: 'musteri@teknik.cari.demo', status: 'active' }),
    ]);
    expect(Date.parse(listed.body.data[0].lastLoginAt)).toBeGreaterThan(Date.now() - 60_000);

    const disabled = await post(`/api/tenant/Customers/${isikId}/portal-accounts/${ids.musteri}/disable`, {}, owner);
    expect(disabled.status).toBe(200);
    expect(disabled.body.data[0].status).toBe('disabled');
    expect((await get('/api/customer/Home', musteri)).status).toBe(401);
    expect(
      (await post('/api/common/Auth/login', { email: 'musteri@teknik.cari.demo', password: 'Demo.1234' }, '')).status,
    ).not.toBe(200);

    const enabled = await post(`/api/tenant/Customers/${isikId}/portal-accounts/${ids.musteri}/enable`, {}, owner);
    expect(enabled.body.data[0].status).toBe('active');
    const again = await login('musteri@teknik.cari.demo');
    expect((await get('/api/customer/Home', again)).status).toBe(200);
    expect(
      (await post(`/api/tenant/Customers/${isikId}/portal-accounts/${ids.musteri}/enable`, {}, owner)).status,
    ).toBe(422);
  });

  it('answers 403 without the permission and 404 across customers and tenants', async () => {
    const url = `/api/tenant/Customers/${isikId}/portal-accounts`;
    expect((await get(url, yetkisiz)).status).toBe(403);
    expect((await post(`${url}/${ids.musteri}/disable`, {}, yetkisiz)).status).toBe(403);
    expect((await get(url, yapiOwner)).status).toBe(404);
    expect((await post(`${url}/${ids.musteri}/disable`, {}, yapiOwner)).status).toBe(404);
    const other = await portalAccount(owner, 'baska.musteri@example.com');
    expect(
      (await post(`/api/tenant/Customers/${other.customerId}/portal-accounts/${ids.musteri}/disable`, {}, owner))
        .status,
    ).toBe(404);
    expect((await get(`/api/tenant/Customers/${isikId}/portal-accounts`, owner)).body.data[0].status).toBe('active');
  });

  it('disables the portal accounts of a deleted customer and ends their sessions', async () => {
    const account = await portalAccount(owner, 'silinecek.portal@example.com');
    expect((await get('/api/customer/Home', account.token)).status).toBe(200);
    expect((await request('DELETE', `/api/tenant/Customers/${account.customerId}`, { token: owner })).status).toBe(200);
    expect((await get('/api/customer/Home', account.token)).status).toBe(401);
    expect((await get('/api/customer/Notifications', account.token)).status).toBe(401);
    const res = await post(
      '/api/common/Auth/login',
      { email: 'silinecek.portal@example.com', password: 'Sari.Kapi.1234' },
      '',
    );
    expect(res.status).not.toBe(200);
    await post(`/api/tenant/Customers/${account.customerId}/restore`, {}, owner);
    const listed = (await get(`/api/tenant/Customers/${account.customerId}/portal-accounts`, owner)).body.data;
    expect(listed[0].status).toBe('disabled');
  });
});

describe('portal settings', () => {
  it('saves the profile, phone and language, with field messages for bad values', async () => {
    const account = await portalAccount(owner, 'ayarlar.portal@example.com');
    const before = (await get('/api/customer/Settings', account.token)).body.data;
    expect(before).toMatchObject({
      email: 'ayarlar.portal@example.com',
      phone: null,
      emailPreferences: { offerSent: true, invoiceIssued: true },
    });
    const body = {
      name: 'Selin',
      surname: 'Yurt',
      phone: '+90 532 111 22 33',
      language: 'en',
      emailPreferences: { offerSent: true, invoiceIssued: false },
    };
    const saved = await put('/api/customer/Settings', body, account.token);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject(body);
    expect((await get('/api/common/Accounts/current', account.token)).body.data).toMatchObject({
      name: 'Selin',
      language: 'en',
    });
    const bad = await put('/api/customer/Settings', { ...body, phone: 'abc', name: '' }, account.token);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ name: 'Bu alan zorunludur.', phone: expect.any(String) });
    expect((await put('/api/customer/Settings', { ...body, email: 'x@y.z' }, account.token)).status).toBe(400);
    expect((await get('/api/customer/Settings', owner)).status).toBe(403);
  });

  it('emails a new invoice to a portal account only while its preference is on', async () => {
    const email = 'fatura.portal@example.com';
    const account = await portalAccount(owner, email);
    const seriesId = (await post('/api/tenant/InvoiceSeries', { code: 'EPS', year: 2026 }, owner)).body.data.id;
    const issue = async () => {
      const draft = await draftInvoice(owner, account.customerId, seriesId);
      expect((await post(`/api/tenant/Invoices/${draft.id}/issue`, {}, owner)).status).toBe(200);
    };
    const start = mailsTo(email);
    await issue();
    expect(mailsTo(email)).toBe(start + 1);
    const prefs = { name: 'Portal', surname: 'Kişi', phone: null, language: 'tr' };
    await put(
      '/api/customer/Settings',
      { ...prefs, emailPreferences: { offerSent: true, invoiceIssued: false } },
      account.token,
    );
    await issue();
    expect(mailsTo(email)).toBe(start + 1);
    const inbox = (await get('/api/customer/Notifications', account.token)).body.data;
    expect(inbox.items.filter((n: { kind: string }) => n.kind === 'invoice_issued')).toHaveLength(2);
  });
});
