import { and, eq } from 'drizzle-orm';
import { auditLog, users } from '@/lib/server/db/schema';
import { latestLinkFor, login, request, startTestApp } from './harness';
import { demoIds } from './tenant-fixtures';

let app: Awaited<ReturnType<typeof startTestApp>>;
let ids: Awaited<ReturnType<typeof demoIds>>;
let owner: string;
beforeAll(async () => {
  app = await startTestApp();
  ids = await demoIds(app);
  owner = await login('owner@teknik.cari.demo');
});
afterAll(() => app.close());

const invite = (email: string, roleIds = [ids.teknikSalesRole], token = owner) =>
  request('POST', '/api/tenant/Users/invite', { token, body: { name: 'Can', surname: 'Yıldız', email, roleIds } });

describe('GET /api/tenant/Users', () => {
  it('lists the tenant staff with roles, without customer-portal accounts', async () => {
    const res = await request('GET', '/api/tenant/Users?pageSize=100', { token: owner });
    expect(res.status).toBe(200);
    const emails = res.body.data.items.map((u: { email: string }) => u.email);
    expect(emails).toEqual(
      expect.arrayContaining([
        'owner@teknik.cari.demo',
        'satis@teknik.cari.demo',
        'yetkisiz@teknik.cari.demo',
        'davet@teknik.cari.demo',
      ]),
    );
    expect(emails).not.toContain('musteri@teknik.cari.demo');
    const satis = res.body.data.items.find((u: { email: string }) => u.email === 'satis@teknik.cari.demo');
    expect(satis).toMatchObject({
      name: 'Zeynep',
      surname: 'Kaya',
      status: 'active',
      roles: [{ id: ids.teknikSalesRole, name: 'Satış', isOwner: false }],
    });
  });

  it('searches name, surname and email, filters by status and pages', async () => {
    const byName = await request('GET', '/api/tenant/Users?searchText=zeynep%20ka', { token: owner });
    expect(byName.body.data.items.map((u: { email: string }) => u.email)).toEqual(['satis@teknik.cari.demo']);
    // Turkish folding: 'sahin' finds Ali Şahin, 'KAYA' finds Zeynep Kaya.
    const folded = await request('GET', '/api/tenant/Users?searchText=sahin', { token: owner });
    expect(folded.body.data.items.map((u: { email: string }) => u.email)).toEqual(['yetkisiz@teknik.cari.demo']);
    const upper = await request('GET', '/api/tenant/Users?searchText=KAYA', { token: owner });
    expect(upper.body.data.items.map((u: { surname: string }) => u.surname)).toEqual(['Kaya']);
    const pending = await request('GET', '/api/tenant/Users?status=pending', { token: owner });
    expect(pending.body.data.items.every((u: { status: string }) => u.status === 'pending')).toBe(true);
    expect(pending.body.data.items.map((u: { email: string }) => u.email)).toContain('davet@teknik.cari.demo');
    const page = await request('GET', '/api/tenant/Users?pageIndex=1&pageSize=2', { token: owner });
    expect(page.body.data).toMatchObject({ pageIndex: 1, pageSize: 2 });
    expect(page.body.data.items).toHaveLength(2);
    const literal = await request('GET', '/api/tenant/Users?searchText=%25', { token: owner });
    expect(literal.body.data.totalCount).toBe(0);
  });

  it('validates the status filter', async () => {
    const res = await request('GET', '/api/tenant/Users?status=deleted', { token: owner });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.status).toBe('Geçersiz seçim.');
  });

  it('answers 403 to satis@ and to a user without roles, 401 without a token', async () => {
    const satis = await request('GET', '/api/tenant/Users', { token: await login('satis@teknik.cari.demo') });
    expect(satis.status).toBe(403);
    expect(satis.body.error.code).toBe('forbidden');
    expect(
      (await request('GET', '/api/tenant/Users', { token: await login('yetkisiz@teknik.cari.demo') })).status,
    ).toBe(403);
    expect((await request('GET', '/api/tenant/Users')).status).toBe(401);
  });

  it('reads one user, 404 for a customer account or an unknown id', async () => {
    const res = await request('GET', `/api/tenant/Users/${ids.satis}`, { token: owner });
    expect(res.status).toBe(200);
    expect(res.body.data.email).toBe('satis@teknik.cari.demo');
    expect((await request('GET', `/api/tenant/Users/${ids.musteri}`, { token: owner })).status).toBe(404);
    expect((await request('GET', '/api/tenant/Users/123', { token: owner })).status).toBe(404);
  });

  it('gives role options to user managers, least privilege first and the owner role last', async () => {
    const res = await request('GET', '/api/tenant/Users/role-options', { token: owner });
    // Satış holds 3 permissions, Teknisyen 6, Firma Sahibi every one.
    expect(res.body.data.map((r: { name: string }) => r.name)).toEqual(['Satış', 'Teknisyen', 'Firma Sahibi']);
    expect(
      (await request('GET', '/api/tenant/Users/role-options', { token: await login('satis@teknik.cari.demo') })).status,
    ).toBe(403);
  });
});

describe('POST /api/tenant/Users/invite', () => {
  it('creates a pending user whose emailed link activates the account', async () => {
    const res = await invite('Yeni.Kisi@Teknik.cari.demo');
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      email: 'yeni.kisi@teknik.cari.demo',
      status: 'pending',
      roles: [{ name: 'Satış' }],
    });
    const link = latestLinkFor('yeni.kisi@teknik.cari.demo');
    expect(link.userId).toBe(res.body.data.id);
    const set = await request('POST', '/api/common/Auth/set-password', {
      body: { token: link.token, userId: link.userId, password: 'Yeni.12345', confirmPassword: 'Yeni.12345' },
    });
    expect(set.status).toBe(200);
    const token = await login('yeni.kisi@teknik.cari.demo', 'Yeni.12345');
    const menus = await request('GET', '/api/common/menus', { token });
    expect(menus.body.data.map((m: { key: string }) => m.key)).toEqual(['CustomerManagement']);
    const audit = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.invite'), eq(auditLog.entityId, res.body.data.id)));
    expect(audit).toHaveLength(1);
  });

  // An address of another tenant or of the Backoffice is answered like a new one: invite-elsewhere.test.ts.
  it("rejects an email of the tenant's own staff or portal accounts with 409 on email", async () => {
    for (const email of ['satis@teknik.cari.demo', 'musteri@teknik.cari.demo', 'DAVET@teknik.cari.demo']) {
      const res = await invite(email);
      expect(res.status).toBe(409);
      expect(res.body.error.fields).toEqual({ email: 'Bu e-posta adresi zaten kullanılıyor.' });
    }
  });

  it('validates the body with Turkish field messages', async () => {
    const res = await request('POST', '/api/tenant/Users/invite', {
      token: owner,
      body: { name: '', email: 'x', roleIds: [] },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      name: 'Bu alan zorunludur.',
      surname: 'Bu alan zorunludur.',
      email: 'Geçerli bir e-posta adresi girin.',
      roleIds: 'En az bir rol seçin.',
    });
  });

  it('rejects a role of another tenant as an unknown role', async () => {
    const res = await invite('baska.rol@teknik.cari.demo', [ids.yapiOwnerRole]);
    expect(res.status).toBe(400);
    expect(res.body.error.fields.roleIds).toBe('Seçilen rollerden biri bulunamadı.');
    expect(await app.db.select().from(users).where(eq(users.email, 'baska.rol@teknik.cari.demo'))).toHaveLength(0);
  });

  it('answers 403 without users.create', async () => {
    const res = await invite('x1@teknik.cari.demo', [ids.teknikSalesRole], await login('satis@teknik.cari.demo'));
    expect(res.status).toBe(403);
  });
});

describe('POST /api/tenant/Users/:id/resend-invitation', () => {
  it('sends a new link that replaces the earlier one', async () => {
    const created = (await invite('tekrar@teknik.cari.demo')).body.data;
    const first = latestLinkFor('tekrar@teknik.cari.demo');
    await new Promise((r) => setTimeout(r, 5));
    const res = await request('POST', `/api/tenant/Users/${created.id}/resend-invitation`, { token: owner });
    expect(res.status).toBe(200);
    const second = latestLinkFor('tekrar@teknik.cari.demo');
    expect(second.token).not.toBe(first.token);
    const old = await request('POST', '/api/common/Auth/set-password', {
      body: { token: first.token, userId: created.id, password: 'Abc.12345', confirmPassword: 'Abc.12345' },
    });
    expect(old.status).toBe(400);
  });

  it('refuses an active user with 422', async () => {
    const res = await request('POST', `/api/tenant/Users/${ids.satis}/resend-invitation`, { token: owner });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('not_pending');
  });
});
