import { desc, eq, sql } from 'drizzle-orm';
import { auditLog } from '@/lib/server/db/schema';
import { DEMO_PASSWORD, request, startTestApp } from './harness';
import { demoIds } from './tenant-fixtures';

/** Issue 18.6: who did what, in which tenant, from where and with what, for every kind of event. */
let app: Awaited<ReturnType<typeof startTestApp>>;
let ids: Awaited<ReturnType<typeof demoIds>>;
beforeAll(async () => {
  app = await startTestApp();
  ids = await demoIds(app);
});
afterAll(() => app.close());

const client = (ip: string) => ({ 'x-forwarded-for': ip, 'user-agent': `audit-test/${ip}` });
const call = (method: string, url: string, ip: string, opts: { token?: string; body?: unknown } = {}) =>
  request(method, url, { ...opts, headers: client(ip) });
const signIn = async (email: string, ip: string, password = DEMO_PASSWORD) =>
  (await call('POST', '/api/common/Auth/login', ip, { body: { email, password } })).body.data?.accessToken as string;

async function lastEntry(action: string) {
  const [row] = await app.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

describe('sign-in, sign-out and passwords', () => {
  it('audits a successful login with the tenant, the user, the address and the user agent', async () => {
    await signIn('owner@teknik.cari.demo', '203.0.113.1');
    expect(await lastEntry('login')).toMatchObject({
      tenantId: ids.teknik,
      userId: ids.owner,
      ip: '203.0.113.1',
      userAgent: 'audit-test/203.0.113.1',
    });
  });

  it('audits a failed login against the account it named (the entity, not the actor), with the reason', async () => {
    const res = await call('POST', '/api/common/Auth/login', '203.0.113.2', {
      body: { email: 'satis@teknik.cari.demo', password: 'yanlış-parola-1' },
    });
    expect(res.status).toBe(401);
    expect(await lastEntry('login.failed')).toMatchObject({
      tenantId: ids.teknik,
      userId: null,
      entity: 'user',
      entityId: ids.satis,
      ip: '203.0.113.2',
      userAgent: 'audit-test/203.0.113.2',
      data: { reason: 'invalid_credentials', email: 'satis@teknik.cari.demo' },
    });
    await call('POST', '/api/common/Auth/login', '203.0.113.3', {
      body: { email: 'kimse@yok.cari.demo', password: 'yanlış-parola-1' },
    });
    expect(await lastEntry('login.failed')).toMatchObject({
      tenantId: null,
      userId: null,
      ip: '203.0.113.3',
      data: { reason: 'invalid_credentials', email: 'kimse@yok.cari.demo' },
    });
  });

  it('audits a logout', async () => {
    const token = await signIn('satis@teknik.cari.demo', '203.0.113.4');
    expect((await call('POST', '/api/common/Auth/logout', '203.0.113.4', { token })).status).toBe(200);
    expect(await lastEntry('logout')).toMatchObject({
      tenantId: ids.teknik,
      userId: ids.satis,
      entityId: ids.satis,
      ip: '203.0.113.4',
      userAgent: 'audit-test/203.0.113.4',
    });
  });

  it('audits password changes, refused and done', async () => {
    const token = await signIn('yetkisiz@teknik.cari.demo', '203.0.113.5');
    const url = '/api/common/Accounts/change-password';
    const body = { newPassword: 'Yeni.Parola42', confirmPassword: 'Yeni.Parola42' };
    const wrong = await call('POST', url, '203.0.113.5', { token, body: { ...body, currentPassword: 'Bilmiyorum.1' } });
    expect(wrong.status).toBe(400);
    expect(await lastEntry('password.change_failed')).toMatchObject({
      tenantId: ids.teknik,
      userId: ids.yetkisiz,
      ip: '203.0.113.5',
      userAgent: 'audit-test/203.0.113.5',
      data: { reason: 'wrong_password' },
    });
    const done = await call('POST', url, '203.0.113.6', { token, body: { ...body, currentPassword: DEMO_PASSWORD } });
    expect(done.status).toBe(200);
    expect(await lastEntry('password.change')).toMatchObject({
      tenantId: ids.teknik,
      userId: ids.yetkisiz,
      ip: '203.0.113.6',
      userAgent: 'audit-test/203.0.113.6',
    });
  });
});

describe('permission denials', () => {
  it('audits a 403 with the route, the actor and the client, in one place for every route', async () => {
    const token = await signIn('satis@teknik.cari.demo', '203.0.113.7');
    const res = await call('DELETE', `/api/tenant/Roles/${ids.teknikSalesRole}`, '203.0.113.7', { token });
    expect(res.status).toBe(403);
    expect(await lastEntry('access.denied')).toMatchObject({
      tenantId: ids.teknik,
      userId: ids.satis,
      entity: 'route',
      entityId: `DELETE /api/tenant/Roles/${ids.teknikSalesRole}`,
      ip: '203.0.113.7',
      userAgent: 'audit-test/203.0.113.7',
      data: { code: 'forbidden' },
    });
    const portal = await signIn('musteri@teknik.cari.demo', '203.0.113.8');
    expect((await call('GET', '/api/tenant/Customers', '203.0.113.8', { token: portal })).status).toBe(403);
    expect(await lastEntry('access.denied')).toMatchObject({ userId: ids.musteri, ip: '203.0.113.8' });
  });

  it('stays a 403 when the refused path holds a NUL byte the database cannot store', async () => {
    const token = await signIn('satis@teknik.cari.demo', '203.0.113.10');
    const res = await call('POST', '/api/tenant/Invoices/%00/send', '203.0.113.10', { token });
    expect(res.status).toBe(403);
    expect(await lastEntry('access.denied')).toMatchObject({
      entityId: 'POST /api/tenant/Invoices/\uFFFD/send',
      ip: '203.0.113.10',
    });
  });
});

describe('business writes', () => {
  it('carry the client address and user agent without the service passing them', async () => {
    const token = await signIn('owner@teknik.cari.demo', '203.0.113.9');
    const res = await call('POST', '/api/tenant/CashRegisters', '203.0.113.9', {
      token,
      body: { name: 'Denetim Kasası', currency: 'TRY' },
    });
    expect(res.status).toBe(201);
    const [row] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, res.body.data.id))
      .orderBy(desc(auditLog.id));
    expect(row).toMatchObject({
      tenantId: ids.teknik,
      userId: ids.owner,
      ip: '203.0.113.9',
      userAgent: 'audit-test/203.0.113.9',
    });
  });
});

describe('the audit table', () => {
  it('takes new rows but refuses to change, delete or empty old ones', async () => {
    const [row] = await app.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    await expect(
      app.db.update(auditLog).set({ action: 'değiştirildi' }).where(eq(auditLog.id, row!.id)),
    ).rejects.toThrow();
    await expect(app.db.delete(auditLog).where(eq(auditLog.id, row!.id))).rejects.toThrow();
    await expect(app.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const [after] = await app.db.select().from(auditLog).where(eq(auditLog.id, row!.id));
    expect(after).toEqual(row);
    await app.db.insert(auditLog).values({ action: 'test.append', entity: 'test' });
    expect(await lastEntry('test.append')).toBeDefined();
  });
});
