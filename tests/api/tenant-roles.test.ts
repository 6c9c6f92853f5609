import { and, eq } from 'drizzle-orm';
import { auditLog, modules, tenantModules } from '@/lib/server/db/schema';
import { login, request, startTestApp } from './harness';
import { demoIds, permissionIds } from './tenant-fixtures';

let app: Awaited<ReturnType<typeof startTestApp>>;
let ids: Awaited<ReturnType<typeof demoIds>>;
let owner: string;
beforeAll(async () => {
  app = await startTestApp();
  ids = await demoIds(app);
  owner = await login('owner@teknik.cari.demo');
});
afterAll(() => app.close());

const createRole = async (name: string, codes: string[]) =>
  request('POST', '/api/tenant/Roles', {
    token: owner,
    body: { name, permissionIds: await permissionIds(app, codes) },
  });

describe('GET /api/tenant/Roles', () => {
  it('lists the tenant roles with the owner role first and user counts', async () => {
    const res = await request('GET', '/api/tenant/Roles', { token: owner });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ totalCount: 3, pageIndex: 0, pageSize: 20 });
    const [first, second] = res.body.data.items;
    expect(first).toMatchObject({ name: 'Firma Sahibi', isOwner: true, userCount: 1 });
    expect(first.permissionCount).toBeGreaterThan(50);
    expect(second).toMatchObject({ name: 'Satış', isOwner: false, userCount: 2, permissionCount: 3, version: 1 });
  });

  it('searches by name and pages', async () => {
    const found = await request('GET', '/api/tenant/Roles?searchText=sat', { token: owner });
    expect(found.body.data.items.map((r: { name: string }) => r.name)).toEqual(['Satış']);
    const page = await request('GET', '/api/tenant/Roles?pageIndex=1&pageSize=1', { token: owner });
    expect(page.body.data).toMatchObject({ totalCount: 3, pageIndex: 1, pageSize: 1 });
    expect(page.body.data.items).toHaveLength(1);
    expect(page.body.data.items[0].name).toBe('Satış');
  });

  it('validates the query with Turkish messages', async () => {
    const res = await request('GET', '/api/tenant/Roles?pageSize=500', { token: owner });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.pageSize).toBe('Değer çok büyük.');
  });

  it('answers 401 without a token and 403 without roles.view', async () => {
    expect((await request('GET', '/api/tenant/Roles')).status).toBe(401);
    const satis = await login('satis@teknik.cari.demo');
    const res = await request('GET', '/api/tenant/Roles', { token: satis });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('Bu işlem için yetkiniz yok.');
    expect((await request('GET', '/api/tenant/Roles', { token: await login('admin@cari.demo') })).status).toBe(403);
  });
});

describe('GET /api/tenant/Roles/permission-matrix', () => {
  it('groups the enabled modules’ permissions by module, in the request language', async () => {
    const tr = await request('GET', '/api/tenant/Roles/permission-matrix', { token: owner });
    expect(tr.status).toBe(200);
    const customers = tr.body.data.find((m: { key: string }) => m.key === 'CustomerManagement');
    expect(customers).toMatchObject({ label: 'Müşteri Yönetimi', depth: 0, path: [] });
    expect(customers.permissions.map((p: { action: string }) => p.action)).toEqual([
      'view',
      'create',
      'update',
      'delete',
    ]);
    expect(customers.permissions[0]).toMatchObject({ code: 'customers.view', label: 'Müşteri Yönetimi - Görüntüleme' });
    const banks = tr.body.data.find((m: { key: string }) => m.key === 'bank-accounts');
    expect(banks).toMatchObject({ depth: 2, path: ['Finans', 'Finansal Tanımlar'] });
    const en = await request('GET', '/api/tenant/Roles/permission-matrix', {
      token: owner,
      headers: { 'accept-language': 'en' },
    });
    expect(en.body.data.find((m: { key: string }) => m.key === 'CustomerManagement').label).toBe('Customer Management');
  });

  it('leaves out modules the tenant has not enabled, and rejects their permissions in a role', async () => {
    const [invoices] = await app.db.select().from(modules).where(eq(modules.key, 'invoices'));
    await app.db
      .delete(tenantModules)
      .where(and(eq(tenantModules.tenantId, ids.teknik), eq(tenantModules.moduleId, invoices!.id)));
    try {
      const res = await request('GET', '/api/tenant/Roles/permission-matrix', { token: owner });
      expect(res.body.data.map((m: { key: string }) => m.key)).not.toContain('invoices');
      const role = await createRole('Faturacı', ['invoices.view']);
      expect(role.status).toBe(400);
      expect(role.body.error.fields.permissionIds).toBe('Seçilen yetkilerden biri firmanızın modüllerinde bulunmuyor.');
    } finally {
      await app.db.insert(tenantModules).values({ tenantId: ids.teknik, moduleId: invoices!.id });
    }
  });

  it('answers 403 without roles.view', async () => {
    const res = await request('GET', '/api/tenant/Roles/permission-matrix', {
      token: await login('satis@teknik.cari.demo'),
    });
    expect(res.status).toBe(403);
  });
});

describe('POST and GET /api/tenant/Roles/:id', () => {
  it('creates a role, audits it and reads it back with its permission ids', async () => {
    const res = await createRole('Muhasebe', ['invoices.view', 'invoices.create', 'payments.view']);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'Muhasebe',
      description: null,
      isOwner: false,
      userCount: 0,
      permissionCount: 3,
      version: 1,
    });
    const got = await request('GET', `/api/tenant/Roles/${res.body.data.id}`, { token: owner });
    expect(got.status).toBe(200);
    expect(got.body.data.permissionIds.sort()).toEqual(
      (await permissionIds(app, ['invoices.view', 'invoices.create', 'payments.view'])).sort(),
    );
    const audit = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'role.create'), eq(auditLog.entityId, res.body.data.id)));
    expect(audit).toHaveLength(1);
  });

  it('gives the owner role every enabled permission implicitly', async () => {
    const res = await request('GET', `/api/tenant/Roles/${ids.teknikOwnerRole}`, { token: owner });
    const matrix = await request('GET', '/api/tenant/Roles/permission-matrix', { token: owner });
    const all = matrix.body.data.flatMap((m: { permissions: { id: string }[] }) => m.permissions.map((p) => p.id));
    expect(res.body.data.permissionIds.sort()).toEqual(all.sort());
  });

  it('validates the body with Turkish field messages', async () => {
    const res = await request('POST', '/api/tenant/Roles', {
      token: owner,
      body: { name: ' ', permissionIds: ['nope'], extra: 1 },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      name: 'Bu alan zorunludur.',
      'permissionIds.0': 'Geçersiz kimlik.',
      extra: 'Bu alan tanınmıyor.',
    });
  });

  it('rejects a duplicate name regardless of case with 409 on name', async () => {
    const res = await createRole('satış', []);
    expect(res.status).toBe(409);
    expect(res.body.error.fields.name).toBe('Bu isimde bir rol zaten var.');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect(
      (await request('GET', '/api/tenant/Roles/00000000-0000-4000-8000-000000000000', { token: owner })).status,
    ).toBe(404);
    expect((await request('GET', '/api/tenant/Roles/not-a-uuid', { token: owner })).status).toBe(404);
  });

  it('answers 403 to create without roles.create', async () => {
    const res = await request('POST', '/api/tenant/Roles', {
      token: await login('satis@teknik.cari.demo'),
      body: { name: 'X', permissionIds: [] },
    });
    expect(res.status).toBe(403);
  });
});

describe('PUT /api/tenant/Roles/:id', () => {
  it('updates a role and bumps its version; a stale version answers 409', async () => {
    const created = (await createRole('Depo', ['products.view'])).body.data;
    const body = {
      name: 'Depo Sorumlusu',
      description: 'Stok',
      permissionIds: await permissionIds(app, ['products.view', 'products.update']),
      version: 1,
    };
    const res = await request('PUT', `/api/tenant/Roles/${created.id}`, { token: owner, body });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Depo Sorumlusu',
      description: 'Stok',
      permissionCount: 2,
      version: 2,
    });
    const stale = await request('PUT', `/api/tenant/Roles/${created.id}`, { token: owner, body });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe('Bu kayıt başka biri tarafından değiştirildi. Lütfen sayfayı yenileyin.');
  });

  it('refuses to edit the owner role', async () => {
    const res = await request('PUT', `/api/tenant/Roles/${ids.teknikOwnerRole}`, {
      token: owner,
      body: { name: 'X', permissionIds: [], version: 1 },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('owner_role_locked');
  });

  it('requires the version', async () => {
    const res = await request('PUT', `/api/tenant/Roles/${ids.teknikSalesRole}`, {
      token: owner,
      body: { name: 'Satış', permissionIds: [] },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.version).toBe('Bu alan zorunludur.');
  });

  it('changes the menu of the role holder on their next call', async () => {
    const satis = await login('satis@teknik.cari.demo');
    const before = await request('GET', '/api/common/menus', { token: satis });
    expect(before.body.data.map((m: { key: string }) => m.key)).toEqual(['CustomerManagement']);
    const role = (await request('GET', `/api/tenant/Roles/${ids.teknikSalesRole}`, { token: owner })).body.data;
    const body = {
      name: role.name,
      permissionIds: await permissionIds(app, ['customers.view', 'tasks.view']),
      version: role.version,
    };
    expect((await request('PUT', `/api/tenant/Roles/${role.id}`, { token: owner, body })).status).toBe(200);
    const after = await request('GET', '/api/common/menus', { token: satis });
    expect(after.body.data.map((m: { key: string }) => m.key)).toEqual(['CustomerManagement', 'tenant-tasks']);
    // and the API follows the same permissions: customers.create is gone
    const perms = await request('GET', '/api/tenant/Me/permissions', { token: satis });
    expect(perms.body.data.codes).toEqual(['customers.view', 'tasks.view']);
  });

  it('answers 403 without roles.update', async () => {
    const res = await request('PUT', `/api/tenant/Roles/${ids.teknikSalesRole}`, {
      token: await login('satis@teknik.cari.demo'),
      body: { name: 'X', permissionIds: [], version: 1 },
    });
    expect(res.status).toBe(403);
  });
});

describe('DELETE /api/tenant/Roles/:id', () => {
  it('deletes a role nobody holds', async () => {
    const created = (await createRole('Geçici', [])).body.data;
    const res = await request('DELETE', `/api/tenant/Roles/${created.id}`, { token: owner });
    expect(res.status).toBe(200);
    expect((await request('GET', `/api/tenant/Roles/${created.id}`, { token: owner })).status).toBe(404);
  });

  it('refuses a role that users hold with 409 and the owner role with 422', async () => {
    const held = await request('DELETE', `/api/tenant/Roles/${ids.teknikSalesRole}`, { token: owner });
    expect(held.status).toBe(409);
    expect(held.body.error.code).toBe('role_in_use');
    const own = await request('DELETE', `/api/tenant/Roles/${ids.teknikOwnerRole}`, { token: owner });
    expect(own.status).toBe(422);
  });

  it('answers 403 without roles.delete and 401 without a token', async () => {
    expect(
      (
        await request('DELETE', `/api/tenant/Roles/${ids.teknikSalesRole}`, {
          token: await login('satis@teknik.cari.demo'),
        })
      ).status,
    ).toBe(403);
    expect((await request('DELETE', `/api/tenant/Roles/${ids.teknikSalesRole}`)).status).toBe(401);
  });
});
