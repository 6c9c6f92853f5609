import { and, eq, isNull } from 'drizzle-orm';
import { roles, sessions, userRoles, users } from '@/lib/server/db/schema';
import { latestAudit, moduleIdsByKey, newTenantBody } from './admin-fixtures';
import { latestLinkFor, login, request, startTestApp } from './harness';

let app: Awaited<ReturnType<typeof startTestApp>>;
let admin: string;
let threeModules: string[];
beforeAll(async () => {
  app = await startTestApp();
  admin = await login('admin@cari.demo');
  threeModules = await moduleIdsByKey(app, 'Dashboard', 'CustomerManagement', 'tenant-tasks');
});
afterAll(() => app.close());

const call = (method: string, url: string, body?: unknown) => request(method, url, { token: admin, body });
const createTenant = async (overrides: Record<string, unknown> = {}) => {
  const res = await call('POST', '/api/admin/Tenant', newTenantBody(threeModules, overrides));
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.data;
};
const activate = async (email: string) => {
  const { token, userId } = latestLinkFor(email);
  const res = await request('POST', '/api/common/Auth/set-password', {
    body: { token, userId, password: 'Yeni.1234', confirmPassword: 'Yeni.1234' },
  });
  expect(res.status).toBe(200);
  return login(email, 'Yeni.1234');
};
const menuKeys = async (token: string) =>
  (await request('GET', '/api/common/menus', { token })).body.data.map((m: { key: string }) => m.key);

describe('POST /api/admin/Tenant', () => {
  it('creates the tenant, owner role, pending owner and modules, audits and emails the link', async () => {
    const tenant = await createTenant();
    expect(tenant).toMatchObject({
      status: 'active',
      userCount: 1,
      moduleCount: 3,
      activationEmailSent: true,
      version: 1,
    });
    expect(tenant.owner).toMatchObject({ name: 'Oğuz', status: 'pending', isOwner: true });
    expect(tenant.moduleIds.sort()).toEqual([...threeModules].sort());
    const [role] = await app.db.select().from(roles).where(eq(roles.tenantId, tenant.id));
    expect(role).toMatchObject({ name: 'Firma Sahibi', isOwner: true });
    const [membership] = await app.db.select().from(userRoles).where(eq(userRoles.roleId, role!.id));
    expect(membership!.userId).toBe(tenant.owner.id);
    expect(await latestAudit(app)).toMatchObject({ action: 'tenant.create', tenantId: tenant.id, entityId: tenant.id });
    expect(latestLinkFor(tenant.owner.email).userId).toBe(tenant.owner.id);
  });

  it('lets the activated owner see exactly the enabled modules in the menu', async () => {
    const tenant = await createTenant();
    const token = await activate(tenant.owner.email);
    expect((await menuKeys(token)).sort()).toEqual(['CustomerManagement', 'Dashboard', 'tenant-tasks']);
  });

  it('answers 409 with a field message when the owner email is taken', async () => {
    const res = await call(
      'POST',
      '/api/admin/Tenant',
      newTenantBody(threeModules, { ownerEmail: 'OWNER@teknik.cari.demo' }),
    );
    expect(res.status).toBe(409);
    expect(res.body.error.fields).toEqual({ ownerEmail: 'Bu e-posta adresi zaten kullanılıyor.' });
  });

  it('validates the body with Turkish field messages', async () => {
    const res = await call('POST', '/api/admin/Tenant', {
      ...newTenantBody([]),
      name: ' ',
      taxNumber: '9876543210',
      contactEmail: 'x@',
      contactPhone: 'abc',
      ownerEmail: 'nope',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      name: 'Bu alan zorunludur.',
      taxNumber: 'Geçerli bir vergi veya T.C. kimlik numarası girin.',
      contactEmail: 'Geçerli bir e-posta adresi girin.',
      contactPhone: 'Geçerli bir telefon numarası girin.',
      ownerEmail: 'Geçerli bir e-posta adresi girin.',
      moduleIds: 'En az bir seçim yapın.',
    });
    const unknownModule = await call(
      'POST',
      '/api/admin/Tenant',
      newTenantBody(['00000000-0000-4000-8000-000000000000']),
    );
    expect(unknownModule.status).toBe(400);
    expect(unknownModule.body.error.fields).toEqual({ moduleIds: 'Seçilen kayıt bulunamadı.' });
  });
});

describe('GET /api/admin/Tenant', () => {
  it('pages, searches with Turkish i folding and filters by status', async () => {
    const all = await call('GET', '/api/admin/Tenant?pageSize=2');
    expect(all.status).toBe(200);
    expect(all.body.data.items).toHaveLength(2);
    expect(all.body.data.totalCount).toBeGreaterThanOrEqual(2);
    const search = await call('GET', `/api/admin/Tenant?searchText=${encodeURIComponent('ÖRNEK YAPI')}`);
    expect(search.body.data.items.map((t: { name: string }) => t.name)).toEqual(['Örnek Yapı']);
    expect(search.body.data.items[0].owner.email).toBe('owner@yapi.cari.demo');
    // Accents fold too: typed without Turkish letters, 'ornek' finds 'Örnek'.
    const folded = await call('GET', '/api/admin/Tenant?searchText=ornek');
    expect(folded.body.data.items.map((t: { name: string }) => t.name)).toEqual(['Örnek Yapı']);
    const suspended = await call('GET', '/api/admin/Tenant?status=suspended');
    expect(suspended.body.data.items.every((t: { status: string }) => t.status === 'suspended')).toBe(true);
    const bad = await call('GET', '/api/admin/Tenant?status=deleted&pageIndex=-1');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ status: 'Geçersiz seçim.', pageIndex: 'Değer çok küçük.' });
  });

  it('answers the detail with staff, portal account count and module ids; 404 for unknown ids', async () => {
    const [teknik] = (await call('GET', '/api/admin/Tenant?searchText=Teknik')).body.data.items;
    const res = await call('GET', `/api/admin/Tenant/${teknik.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.users.map((u: { email: string }) => u.email)).toContain('satis@teknik.cari.demo');
    expect(res.body.data.users.find((u: { isOwner: boolean }) => u.isOwner).email).toBe('owner@teknik.cari.demo');
    expect(res.body.data.customerAccountCount).toBe(1);
    expect(res.body.data.moduleIds.length).toBe(res.body.data.moduleCount);
    expect((await call('GET', '/api/admin/Tenant/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await call('GET', '/api/admin/Tenant/not-a-uuid')).status).toBe(404);
  });
});

describe('PUT /api/admin/Tenant/:id', () => {
  it('edits the profile with the current version and answers 409 for a stale one', async () => {
    const tenant = await createTenant();
    const body = {
      name: 'Yeni Ad Ltd.',
      taxNumber: '10000000146',
      taxOffice: 'Üsküdar',
      contactName: '',
      contactEmail: null,
      contactPhone: null,
      version: 1,
    };
    const ok = await call('PUT', `/api/admin/Tenant/${tenant.id}`, body);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({
      name: 'Yeni Ad Ltd.',
      taxNumber: '10000000146',
      contactName: null,
      version: 2,
    });
    expect(await latestAudit(app)).toMatchObject({ action: 'tenant.update', tenantId: tenant.id });
    const stale = await call('PUT', `/api/admin/Tenant/${tenant.id}`, body);
    expect(stale.status).toBe(409);
    const invalid = await call('PUT', `/api/admin/Tenant/${tenant.id}`, {
      ...body,
      taxNumber: '12',
      version: undefined,
    });
    expect(invalid.body.error.fields).toEqual({
      taxNumber: 'Vergi numarası 10, T.C. kimlik numarası 11 haneden oluşmalıdır.',
      version: 'Bu alan zorunludur.',
    });
    expect((await call('PUT', '/api/admin/Tenant/00000000-0000-4000-8000-000000000000', body)).status).toBe(404);
  });
});

describe('suspend and reactivate', () => {
  it("ends the users' sessions, refuses login and API calls with 403, and reactivates", async () => {
    const tenant = await createTenant();
    const ownerToken = await activate(tenant.owner.email);
    expect((await request('GET', '/api/common/Accounts/current', { token: ownerToken })).status).toBe(200);

    const res = await call('POST', `/api/admin/Tenant/${tenant.id}/suspend`);
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('suspended');
    expect(await latestAudit(app)).toMatchObject({
      action: 'tenant.suspend',
      tenantId: tenant.id,
      data: { revokedSessions: 1 },
    });
    const open = await app.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, tenant.owner.id), isNull(sessions.revokedAt)));
    expect(open).toHaveLength(0);

    const loginRes = await request('POST', '/api/common/Auth/login', {
      body: { email: tenant.owner.email, password: 'Yeni.1234' },
    });
    expect(loginRes.status).toBe(403);
    expect(loginRes.body.error).toMatchObject({
      code: 'tenant_suspended',
      message: 'Firmanızın hesabı askıya alınmış. Lütfen destek ekibiyle iletişime geçin.',
    });

    const back = await call('POST', `/api/admin/Tenant/${tenant.id}/reactivate`);
    expect(back.body.data.status).toBe('active');
    expect(await latestAudit(app)).toMatchObject({ action: 'tenant.reactivate', tenantId: tenant.id });
    expect((await menuKeys(await login(tenant.owner.email, 'Yeni.1234'))).length).toBe(3);
  });

  it('answers 403 tenant_suspended to a token whose session survived the suspension', async () => {
    const tenant = await createTenant();
    const token = await activate(tenant.owner.email);
    await call('POST', `/api/admin/Tenant/${tenant.id}/suspend`);
    // Reopen the session by hand: requireAuth must still refuse on the tenant status alone.
    await app.db.update(sessions).set({ revokedAt: null }).where(eq(sessions.userId, tenant.owner.id));
    const res = await request('GET', '/api/common/Accounts/current', { token });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('tenant_suspended');
  });

  it('answers 404 for an unknown tenant', async () => {
    expect((await call('POST', '/api/admin/Tenant/00000000-0000-4000-8000-000000000000/suspend')).status).toBe(404);
    expect((await call('POST', '/api/admin/Tenant/00000000-0000-4000-8000-000000000000/reactivate')).status).toBe(404);
  });
});

describe('PUT /api/admin/Tenant/:id/modules', () => {
  it("changes the owner's menu on the next call and audits what changed", async () => {
    const tenant = await createTenant();
    const token = await activate(tenant.owner.email);
    const keep = threeModules.slice(0, 2);
    const res = await call('PUT', `/api/admin/Tenant/${tenant.id}/modules`, {
      moduleIds: keep,
      version: tenant.version,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ moduleCount: 2, version: tenant.version + 1 });
    expect((await menuKeys(token)).sort()).toEqual(['CustomerManagement', 'Dashboard']);
    expect(await latestAudit(app)).toMatchObject({
      action: 'tenant.modules',
      data: { added: [], removed: [threeModules[2]] },
    });
    const stale = await call('PUT', `/api/admin/Tenant/${tenant.id}/modules`, {
      moduleIds: threeModules,
      version: tenant.version,
    });
    expect(stale.status).toBe(409);
    const invalid = await call('PUT', `/api/admin/Tenant/${tenant.id}/modules`, { moduleIds: ['x'] });
    expect(invalid.body.error.fields).toEqual({ 'moduleIds.0': 'Geçersiz kimlik.', version: 'Bu alan zorunludur.' });
  });
});

describe('modules with children', () => {
  const finance = [
    'finance',
    'invoices',
    'payments',
    'financial-definitions',
    'bank-accounts',
    'payment-methods',
    'cash-registers',
    'invoice-serial-numbers',
  ];

  it('enables every descendant of an enabled parent, on create and on a module change', async () => {
    const [financeId] = await moduleIdsByKey(app, 'finance');
    const all = await moduleIdsByKey(app, ...finance);
    const tenant = await createTenant({ moduleIds: [financeId] });
    expect(tenant.moduleIds.sort()).toEqual([...all].sort());
    const token = await activate(tenant.owner.email);
    const menu = (await request('GET', '/api/common/menus', { token })).body.data;
    const keys = (items: { key: string; children: never[] }[]): string[] =>
      items.flatMap((m) => [m.key, ...keys(m.children)]);
    expect(keys(menu).sort()).toEqual([...finance].sort());

    const [dashboard, definitions] = await moduleIdsByKey(app, 'Dashboard', 'financial-definitions');
    const res = await call('PUT', `/api/admin/Tenant/${tenant.id}/modules`, {
      moduleIds: [dashboard, definitions],
      version: tenant.version,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.moduleIds.sort()).toEqual(
      (
        await moduleIdsByKey(
          app,
          'Dashboard',
          'financial-definitions',
          'bank-accounts',
          'payment-methods',
          'cash-registers',
          'invoice-serial-numbers',
        )
      ).sort(),
    );
  });
});

describe('activation links', () => {
  it('resends the activation email to the pending owner and audits it', async () => {
    const tenant = await createTenant();
    const first = latestLinkFor(tenant.owner.email).token;
    const res = await call('POST', `/api/admin/Tenant/${tenant.id}/resend-activation`, {});
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ email: tenant.owner.email });
    expect(latestLinkFor(tenant.owner.email).token).not.toBe(first);
    expect(await latestAudit(app)).toMatchObject({ action: 'tenant.activation_resend', entityId: tenant.owner.id });
  });

  it('issues a copyable link that works and ends the emailed one', async () => {
    const tenant = await createTenant();
    const emailed = latestLinkFor(tenant.owner.email);
    const res = await call('POST', `/api/admin/Tenant/${tenant.id}/activation-link`, {});
    expect(res.status).toBe(200);
    expect(res.body.data.userId).toBe(tenant.owner.id);
    const hours = (Date.parse(res.body.data.expiresAt) - Date.now()) / 3_600_000;
    expect(Math.round(hours)).toBe(48);
    expect(await latestAudit(app)).toMatchObject({ action: 'tenant.activation_link', entityId: tenant.owner.id });
    const setPassword = (token: string) =>
      request('POST', '/api/common/Auth/set-password', {
        body: { token, userId: tenant.owner.id, password: 'Yeni.1234', confirmPassword: 'Yeni.1234' },
      });
    expect((await setPassword(emailed.token)).status).toBe(400);
    const copied = new URL(res.body.data.link).searchParams.get('token')!;
    expect((await setPassword(copied)).status).toBe(200);
    const again = await call('POST', `/api/admin/Tenant/${tenant.id}/activation-link`, {});
    expect(again.status).toBe(422);
    expect(again.body.error.code).toBe('not_pending');
  });

  it('answers 404 for a user of another tenant and 400 for a malformed userId', async () => {
    const tenant = await createTenant();
    const [other] = await app.db.select().from(users).where(eq(users.email, 'davet@teknik.cari.demo'));
    expect((await call('POST', `/api/admin/Tenant/${tenant.id}/activation-link`, { userId: other!.id })).status).toBe(
      404,
    );
    const bad = await call('POST', `/api/admin/Tenant/${tenant.id}/resend-activation`, { userId: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ userId: 'Geçersiz kimlik.' });
  });
});
