import { eq } from 'drizzle-orm';
import { modulePermissions, modules, rolePermissions } from '@/lib/server/db/schema';
import { latestAudit, moduleIdsByKey } from './admin-fixtures';
import { login, request, startTestApp } from './harness';

let app: Awaited<ReturnType<typeof startTestApp>>;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await login('admin@cari.demo');
});
afterAll(() => app.close());

const get = (url: string) => request('GET', url, { token: admin });
const post = (url: string, body: unknown) => request('POST', url, { token: admin, body });
const newModule = (key: string, extra: Record<string, unknown> = {}) => ({
  key,
  labelTr: `${key} TR`,
  labelEn: `${key} EN`,
  icon: 'Tool',
  ...extra,
});

describe('GET /api/admin/Module', () => {
  it('lists the catalogue in menu order with depth, parent key and permission count', async () => {
    const res = await get('/api/admin/Module?pageSize=100');
    expect(res.status).toBe(200);
    const keys = res.body.data.items.map((m: { key: string }) => m.key);
    expect(keys.slice(0, 7)).toEqual([
      'Dashboard',
      'UserManagement',
      'CustomerManagement',
      'product-definition',
      'product',
      'labor',
      'category',
    ]);
    const labor = res.body.data.items.find((m: { key: string }) => m.key === 'labor');
    expect(labor).toMatchObject({
      depth: 1,
      parentKey: 'product-definition',
      permissionCount: 4,
      icon: 'Tool',
      version: 1,
    });
    expect(res.body.data.totalCount).toBe(keys.length);
  });

  it('pages, searches across labels with Turkish i folding and filters by category', async () => {
    const page = await get('/api/admin/Module?pageIndex=1&pageSize=5');
    expect(page.body.data).toMatchObject({ pageIndex: 1, pageSize: 5 });
    expect(page.body.data.items).toHaveLength(5);
    const search = await get(`/api/admin/Module?searchText=${encodeURIComponent('İŞÇİLİK')}`);
    expect(search.body.data.items.map((m: { key: string }) => m.key)).toEqual(['labor']);
    const categories = await get('/api/admin/Module/module-categories?searchText=Finans');
    const financeId = categories.body.data.items[0].id;
    const filtered = await get(`/api/admin/Module?pageSize=100&categoryId=${financeId}`);
    expect(filtered.body.data.items.map((m: { key: string }) => m.key)).toContain('bank-accounts');
    expect(filtered.body.data.items.every((m: { categoryId: string }) => m.categoryId === financeId)).toBe(true);
  });

  it('validates the query with Turkish messages', async () => {
    const res = await get('/api/admin/Module?pageSize=500&categoryId=nope');
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ pageSize: 'Değer çok büyük.', categoryId: 'Geçersiz kimlik.' });
  });
});

describe('POST /api/admin/Module and update-module', () => {
  it('creates a module under a parent and audits it', async () => {
    const [parentId] = await moduleIdsByKey(app, 'finance');
    const res = await post('/api/admin/Module', newModule('expenses', { parentId, sortOrder: 40 }));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      key: 'expenses',
      parentKey: 'finance',
      depth: 1,
      permissionCount: 0,
      version: 1,
    });
    expect(await latestAudit(app)).toMatchObject({
      action: 'module.create',
      entity: 'module',
      entityId: res.body.data.id,
    });
  });

  it('answers 409 with a field message for a duplicate key', async () => {
    const res = await post('/api/admin/Module', newModule('offers'));
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: 'duplicate',
      fields: { key: 'Bu anahtara sahip bir modül zaten var.' },
    });
  });

  it('rejects a bad key, an icon outside the list and unknown fields in Turkish', async () => {
    const res = await post('/api/admin/Module', { ...newModule('9bad key'), icon: 'Rocket', labelTr: '', extra: 1 });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      key: 'Anahtar bir harfle başlamalı; yalnızca harf, rakam ve tire içerebilir.',
      icon: 'Geçersiz seçim.',
      labelTr: 'Bu alan zorunludur.',
      extra: 'Bu alan tanınmıyor.',
    });
  });

  it('updates with the current version, then answers 409 for the stale one', async () => {
    const created = (await post('/api/admin/Module', newModule('audit-trail'))).body.data;
    const body = { ...newModule('audit-trail', { labelTr: 'Denetim İzi', icon: 'Clock' }), id: created.id, version: 1 };
    const ok = await post('/api/admin/Module/update-module', body);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ labelTr: 'Denetim İzi', icon: 'Clock', version: 2 });
    expect(await latestAudit(app)).toMatchObject({ action: 'module.update', entityId: created.id });
    const stale = await post('/api/admin/Module/update-module', body);
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('conflict');
  });

  it('refuses a parent that would create a cycle, and a taken key on update', async () => {
    const [financeId, invoicesId] = await moduleIdsByKey(app, 'finance', 'invoices');
    const [finance] = await app.db.select().from(modules).where(eq(modules.id, financeId!));
    const base = {
      key: 'finance',
      labelTr: finance!.labelTr,
      labelEn: finance!.labelEn,
      icon: 'Dollar',
      id: financeId,
      version: finance!.version,
    };
    const cycle = await post('/api/admin/Module/update-module', { ...base, parentId: invoicesId });
    expect(cycle.status).toBe(400);
    expect(cycle.body.error.fields).toEqual({
      parentId: 'Bir modül kendisinin veya alt modüllerinden birinin altına taşınamaz.',
    });
    const self = await post('/api/admin/Module/update-module', { ...base, parentId: financeId });
    expect(self.status).toBe(400);
    const taken = await post('/api/admin/Module/update-module', { ...base, key: 'offers' });
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields.key).toBe('Bu anahtara sahip bir modül zaten var.');
  });

  it('answers 404 for an unknown module and 400 for an unknown category', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await post('/api/admin/Module/update-module', { ...newModule('ghost'), id: unknown, version: 1 })).status,
    ).toBe(404);
    const res = await post('/api/admin/Module', newModule('orphan', { categoryId: unknown }));
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ categoryId: 'Seçilen kayıt bulunamadı.' });
  });
});

describe('module categories', () => {
  it('lists categories with module counts', async () => {
    const res = await get('/api/admin/Module/module-categories');
    expect(res.status).toBe(200);
    expect(res.body.data.items.map((c: { nameTr: string }) => c.nameTr)).toEqual([
      'Temel',
      'Satış ve Hizmet',
      'Finans',
      'Ayarlar',
    ]);
    expect(res.body.data.items[0].moduleCount).toBeGreaterThan(0);
  });

  it('creates, renames with the version and deletes a category, keeping its modules', async () => {
    const created = await post('/api/admin/Module/save-module-category', {
      nameTr: 'Deneme',
      nameEn: 'Trial',
      sortOrder: 9,
    });
    expect(created.status).toBe(200);
    const { id } = created.body.data;
    expect(await latestAudit(app)).toMatchObject({ action: 'module_category.create', entityId: id });
    await post('/api/admin/Module', newModule('trial-module', { categoryId: id }));
    const renamed = await post('/api/admin/Module/save-module-category', {
      id,
      version: 1,
      nameTr: 'Deneme 2',
      nameEn: 'Trial 2',
    });
    expect(renamed.body.data).toMatchObject({ nameTr: 'Deneme 2', version: 2, moduleCount: 1 });
    const stale = await post('/api/admin/Module/save-module-category', { id, version: 1, nameTr: 'X', nameEn: 'X' });
    expect(stale.status).toBe(409);
    const deleted = await post('/api/admin/Module/delete-module-category', { id });
    expect(deleted.body.data).toEqual({ ok: true, detachedModules: 1 });
    expect(await latestAudit(app)).toMatchObject({ action: 'module_category.delete', entityId: id });
    const [module] = await app.db.select().from(modules).where(eq(modules.key, 'trial-module'));
    expect(module!.categoryId).toBeNull();
    expect((await post('/api/admin/Module/delete-module-category', { id })).status).toBe(404);
  });

  it('validates category bodies', async () => {
    const res = await post('/api/admin/Module/save-module-category', {
      id: '00000000-0000-4000-8000-000000000000',
      nameTr: '',
      nameEn: 'x',
      sortOrder: -1,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      nameTr: 'Bu alan zorunludur.',
      sortOrder: 'En az 0 olmalıdır.',
      version: 'Bu alan zorunludur.',
    });
    expect((await post('/api/admin/Module/delete-module-category', { id: 'x' })).body.error.fields).toEqual({
      id: 'Geçersiz kimlik.',
    });
  });
});

describe('module permissions', () => {
  it("lists a module's permissions in action order with the number of roles holding each", async () => {
    const [customersId] = await moduleIdsByKey(app, 'CustomerManagement');
    const res = await get(`/api/admin/Module/module-permissions?moduleId=${customersId}`);
    expect(res.status).toBe(200);
    expect(res.body.data.items.map((p: { code: string; roleCount: number }) => [p.code, p.roleCount])).toEqual([
      ['customers.view', 1],
      ['customers.create', 1],
      ['customers.update', 1],
      ['customers.delete', 0],
    ]);
    expect((await get('/api/admin/Module/module-permissions')).body.error.fields).toEqual({
      moduleId: 'Bu alan zorunludur.',
    });
    expect(
      (await get('/api/admin/Module/module-permissions?moduleId=00000000-0000-4000-8000-000000000000')).status,
    ).toBe(404);
  });

  it('creates and updates a list in one call and audits each row', async () => {
    const moduleId = (await post('/api/admin/Module', newModule('contracts'))).body.data.id;
    const first = await post('/api/admin/Module/save-module-permissions', [
      {
        moduleId,
        code: 'contracts.view',
        action: 'view',
        labelTr: 'Sözleşmeler - Görüntüleme',
        labelEn: 'Contracts - View',
      },
      {
        moduleId,
        code: 'contracts.create',
        action: 'create',
        labelTr: 'Sözleşmeler - Oluşturma',
        labelEn: 'Contracts - Create',
      },
    ]);
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(2);
    const [view] = first.body.data;
    const second = await post(
      '/api/admin/Module/save-module-permissions',
      [
        { ...view, roleCount: undefined, labelTr: 'Sözleşmeleri görme' },
        { moduleId, code: 'contracts.delete', action: 'delete', labelTr: 'Silme', labelEn: 'Delete' },
      ].map(({ roleCount: _r, ...p }) => p),
    );
    expect(second.status).toBe(200);
    expect(second.body.data[0]).toMatchObject({ id: view.id, labelTr: 'Sözleşmeleri görme' });
    expect(await latestAudit(app)).toMatchObject({ action: 'module_permission.create', entity: 'module_permission' });
    const list = await get(`/api/admin/Module/module-permissions?moduleId=${moduleId}`);
    expect(list.body.data.totalCount).toBe(3);
  });

  it('rolls the whole list back when one row fails', async () => {
    const moduleId = (await post('/api/admin/Module', newModule('warranty'))).body.data.id;
    const res = await post('/api/admin/Module/save-module-permissions', [
      { moduleId, code: 'warranty.view', action: 'view', labelTr: 'a', labelEn: 'a' },
      { moduleId, code: 'customers.view', action: 'view', labelTr: 'b', labelEn: 'b' },
    ]);
    expect(res.status).toBe(409);
    expect(res.body.error.fields).toEqual({ '1.code': 'Bu yetki kodu zaten kullanılıyor.' });
    expect(
      await app.db.select().from(modulePermissions).where(eq(modulePermissions.code, 'warranty.view')),
    ).toHaveLength(0);
  });

  it('validates each row with indexed field messages', async () => {
    const res = await post('/api/admin/Module/save-module-permissions', [
      { moduleId: 'x', code: 'Bad Code', action: 'approve', labelTr: '', labelEn: 'x' },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({
      '0.moduleId': 'Geçersiz kimlik.',
      '0.code': "Kod 'önek.işlem' biçiminde olmalıdır (ör. customers.view).",
      '0.action': 'Geçersiz seçim.',
      '0.labelTr': 'Bu alan zorunludur.',
    });
    const mismatch = await post('/api/admin/Module/save-module-permissions', [
      {
        moduleId: (await moduleIdsByKey(app, 'offers'))[0],
        code: 'offers.export',
        action: 'view',
        labelTr: 'a',
        labelEn: 'a',
      },
    ]);
    expect(mismatch.body.error.fields).toEqual({ '0.code': 'Kod seçilen işlemle bitmelidir (ör. .view).' });
    expect((await post('/api/admin/Module/save-module-permissions', [])).status).toBe(400);
  });

  it('deletes a permission together with its role grants', async () => {
    const [perm] = await app.db.select().from(modulePermissions).where(eq(modulePermissions.code, 'customers.create'));
    expect(await app.db.select().from(rolePermissions).where(eq(rolePermissions.permissionId, perm!.id))).toHaveLength(
      1,
    );
    const res = await post('/api/admin/Module/delete-module-permission', { id: perm!.id });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ok: true, removedFromRoles: 1 });
    expect(await app.db.select().from(rolePermissions).where(eq(rolePermissions.permissionId, perm!.id))).toHaveLength(
      0,
    );
    expect(await latestAudit(app)).toMatchObject({
      action: 'module_permission.delete',
      entityId: perm!.id,
      data: { code: 'customers.create', removedFromRoles: 1 },
    });
    expect((await post('/api/admin/Module/delete-module-permission', { id: perm!.id })).status).toBe(404);
  });
});
