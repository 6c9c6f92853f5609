import fs from 'node:fs';
import path from 'node:path';
import { latestAudit, moduleIdsByKey, newTenantBody } from './admin-fixtures';
import { latestLinkFor, login, request, startTestApp } from './harness';

let app: Awaited<ReturnType<typeof startTestApp>>;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await login('admin@cari.demo');
});
afterAll(() => app.close());

const call = (method: string, url: string, body?: unknown) => request(method, url, { token: admin, body });
const outboxFile = (email: string) => {
  const dir = path.join(process.env.DATA_DIR!, 'outbox');
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(`-${email}.eml`))
    .sort();
  // Quoted-printable body: undo soft breaks and =XX bytes, then read the bytes as UTF-8.
  const qp = fs.readFileSync(path.join(dir, files.at(-1)!), 'latin1').replace(/=\r?\n/g, '');
  return Buffer.from(
    qp.replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');
};

describe('/api/admin/Settings', () => {
  it('answers the defaults before anything is saved', async () => {
    const res = await call('GET', '/api/admin/Settings');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      productName: 'Cari',
      supportEmail: null,
      defaultLanguage: 'tr',
      activationLinkHours: 48,
      version: 1,
    });
  });

  it('saves with the version, audits the changes and answers 409 for a stale version', async () => {
    const body = {
      productName: 'Cari Pro',
      supportEmail: 'Destek@Cari.test',
      defaultLanguage: 'tr',
      activationLinkHours: 24,
      version: 1,
    };
    const res = await call('PUT', '/api/admin/Settings', body);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      productName: 'Cari Pro',
      supportEmail: 'destek@cari.test',
      defaultLanguage: 'tr',
      activationLinkHours: 24,
      version: 2,
    });
    expect((await call('GET', '/api/admin/Settings')).body.data.version).toBe(2);
    expect(await latestAudit(app)).toMatchObject({
      action: 'settings.update',
      data: { productName: { from: 'Cari', to: 'Cari Pro' } },
    });
    expect((await call('PUT', '/api/admin/Settings', body)).status).toBe(409);
  });

  it('uses the product name, support email and link lifetime in activation emails', async () => {
    const tenant = (await call('POST', '/api/admin/Tenant', newTenantBody(await moduleIdsByKey(app, 'Dashboard')))).body
      .data;
    const mail = outboxFile(tenant.owner.email);
    expect(mail).toContain('Cari Pro hesabınız oluşturuldu');
    expect(mail).toContain('24 saat geçerlidir');
    expect(mail).toContain('destek@cari.test');
    const link = await call('POST', `/api/admin/Tenant/${tenant.id}/activation-link`, {});
    expect(Math.round((Date.parse(link.body.data.expiresAt) - Date.now()) / 3_600_000)).toBe(24);
    expect(latestLinkFor(tenant.owner.email).userId).toBe(tenant.owner.id);
  });

  it('validates the settings with Turkish field messages', async () => {
    const res = await call('PUT', '/api/admin/Settings', {
      productName: '',
      supportEmail: 'x',
      defaultLanguage: 'de',
      activationLinkHours: 0,
      version: 2,
      theme: 'dark',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      productName: 'Bu alan zorunludur.',
      supportEmail: 'Geçerli bir e-posta adresi girin.',
      defaultLanguage: 'Geçersiz seçim.',
      activationLinkHours: 'En az 1 olmalıdır.',
      theme: 'Bu alan tanınmıyor.',
    });
    const tooLong = await call('PUT', '/api/admin/Settings', {
      productName: 'X',
      defaultLanguage: 'tr',
      activationLinkHours: 721,
      version: 2,
    });
    expect(tooLong.body.error.fields).toEqual({ activationLinkHours: 'En fazla 720 olabilir.' });
  });

  it("sends a test email to the admin's address by default, or to a given one", async () => {
    const res = await call('POST', '/api/admin/Settings/send-test-email', {});
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ to: 'admin@cari.demo' });
    expect(outboxFile('admin@cari.demo')).toContain('Cari Pro e-posta gönderebiliyor');
    expect(await latestAudit(app)).toMatchObject({ action: 'settings.test_email', data: { to: 'admin@cari.demo' } });
    const other = await call('POST', '/api/admin/Settings/send-test-email', { to: 'ops@cari.test' });
    expect(other.body.data).toEqual({ to: 'ops@cari.test' });
    const bad = await call('POST', '/api/admin/Settings/send-test-email', { to: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ to: 'Geçerli bir e-posta adresi girin.' });
  });
});

describe('GET /api/admin/Dashboard', () => {
  it('counts tenants by status, users and modules, and lists the latest audit entries', async () => {
    const before = (await call('GET', '/api/admin/Dashboard')).body.data;
    expect(before.modules).toBeGreaterThan(20);
    const tenant = (await call('POST', '/api/admin/Tenant', newTenantBody(await moduleIdsByKey(app, 'Dashboard')))).body
      .data;
    await call('POST', `/api/admin/Tenant/${tenant.id}/suspend`);
    const res = await call('GET', '/api/admin/Dashboard');
    expect(res.status).toBe(200);
    expect(res.body.data.tenants).toEqual({ active: before.tenants.active, suspended: before.tenants.suspended + 1 });
    expect(res.body.data.users).toEqual({ total: before.users.total + 1, pending: before.users.pending + 1 });
    expect(res.body.data.latestAudit[0]).toMatchObject({
      action: 'tenant.suspend',
      tenantName: tenant.name,
      userEmail: 'admin@cari.demo',
    });
    expect(res.body.data.latestAudit.length).toBeLessThanOrEqual(10);
  });
});
