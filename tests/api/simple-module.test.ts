import { and, eq } from 'drizzle-orm';

/**
 * A simple module from its fixture (tests/fixtures/module: the descriptor with its zod schema, the
 * drizzle table and the SQL that creates it) switched on as the Playwright server does
 * (CARI_FIXTURE_MODULES=1): its API through the real app and database, its OpenAPI entry, its
 * permissions in the catalogue and at the routes, the tenant's menu and the audit rows of its writes.
 */
type Harness = typeof import('./harness');
let h: Harness;
let app: Awaited<ReturnType<Harness['startTestApp']>>;
let owner: string;
let tenantId: string;

const notes = '/api/tenant/KitNotes';
const call = (method: string, url: string, body?: unknown, token = owner) => h.request(method, url, { token, body });

beforeAll(async () => {
  // Imported with the switch on: the tenant routes mount the simple modules when they are first loaded.
  process.env.CARI_FIXTURE_MODULES = '1';
  h = await import('./harness');
  const { fixtureTableSql } = await import('@/lib/server/kit/simple-tables');
  const { seedDemo } = await import('@/lib/server/seed/demo');
  // Off while the run's template may be built here: the other test files' databases never have the module.
  delete process.env.CARI_FIXTURE_MODULES;
  app = await h.startTestApp();
  process.env.CARI_FIXTURE_MODULES = '1';
  // What the server does at start: the fixture's table after the migrations, the catalogue from the descriptors.
  await app.database.migrate(fixtureTableSql());
  await seedDemo(app.db, { demo: false });
  owner = await h.login('owner@teknik.cari.demo');
});
afterAll(async () => {
  delete process.env.CARI_FIXTURE_MODULES;
  await app?.close();
});

async function enableForTeknik() {
  const schema = await import('@/lib/server/db/schema');
  const [tenant] = await app.db.select().from(schema.tenants).where(eq(schema.tenants.name, 'Demo Teknik Servis'));
  tenantId = tenant!.id;
  const enabled = await app.db
    .select({ id: schema.tenantModules.moduleId })
    .from(schema.tenantModules)
    .where(eq(schema.tenantModules.tenantId, tenantId));
  const [kit] = await app.db.select().from(schema.modules).where(eq(schema.modules.key, 'tenant/kit-notes'));
  const admin = await h.login('admin@cari.demo');
  const res = await h.request('PUT', `/api/admin/Tenant/${tenantId}/modules`, {
    token: admin,
    body: { moduleIds: [...enabled.map((m) => m.id), kit!.id], version: tenant!.version },
  });
  expect(res.status).toBe(200);
}

describe('a simple module from its fixture', () => {
  it('is in the catalogue with its four permissions', async () => {
    const { modules, modulePermissions } = await import('@/lib/server/db/schema');
    const rows = await app.db
      .select({ code: modulePermissions.code, label: modulePermissions.labelTr })
      .from(modulePermissions)
      .innerJoin(modules, eq(modules.id, modulePermissions.moduleId))
      .where(and(eq(modules.key, 'tenant/kit-notes')));
    expect(rows.map((r) => r.code).sort()).toEqual([
      'kit-notes.create',
      'kit-notes.delete',
      'kit-notes.update',
      'kit-notes.view',
    ]);
    expect(rows.find((r) => r.code === 'kit-notes.view')!.label).toBe('Kit Notları - Görüntüleme');
  });

  it('is documented in /api/openapi.json with its permissions and schemas', async () => {
    const res = await h.request('GET', '/api/openapi.json');
    const paths = res.body.paths;
    expect(Object.keys(paths[notes]).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths[`${notes}/{id}`]).sort()).toEqual(['delete', 'get', 'put']);
    expect(paths[notes].post.description).toBe('Permission: kit-notes.create');
    expect(paths[notes].post.summary).toBe('Kit Notes: create (Idempotency-Key)');
    expect(Object.keys(paths[notes].post.requestBody.content['application/json'].schema.properties).sort()).toEqual([
      'body',
      'count',
      'done',
      'priority',
      'title',
    ]);
    expect(paths[notes].get.parameters.map((p: { name: string }) => p.name)).toContain('sortField');
  });

  it('appears in the menu once the tenant has it, and its API answers only then', async () => {
    const menu = async () => (await call('GET', '/api/common/menus')).body.data.map((m: { key: string }) => m.key);
    expect(await menu()).not.toContain('tenant/kit-notes');
    expect((await call('GET', notes)).status).toBe(403);
    await enableForTeknik();
    expect(await menu()).toContain('tenant/kit-notes');
    const item = (await call('GET', '/api/common/menus')).body.data.find(
      (m: { key: string }) => m.key === 'tenant/kit-notes',
    );
    expect(item).toMatchObject({ label: 'Kit Notları', icon: 'FileTypes' });
  });

  it('lists, creates, reads, updates and deletes, auditing each write', async () => {
    const created = await call('POST', notes, {
      title: 'Işık arızası',
      body: null,
      priority: 'high',
      count: 2,
      done: false,
    });
    expect(created.status).toBe(201);
    const note = created.body.data;
    expect(note).toMatchObject({ title: 'Işık arızası', priority: 'high', count: 2, done: false, version: 1 });
    await call('POST', notes, { title: 'Bakım', priority: 'low', count: 0, done: true });

    const searched = await call('GET', `${notes}?searchText=isik`);
    expect(searched.body.data.items.map((n: { title: string }) => n.title)).toEqual(['Işık arızası']);
    const sorted = await call('GET', `${notes}?sortField=title&sortOrder=asc`);
    expect(sorted.body.data).toMatchObject({ totalCount: 2 });
    expect(sorted.body.data.items.map((n: { title: string }) => n.title)).toEqual(['Bakım', 'Işık arızası']);

    expect((await call('GET', `${notes}/${note.id}`)).body.data).toEqual(note);
    const updated = await call('PUT', `${notes}/${note.id}`, {
      title: 'Işık arızası',
      body: 'Salon',
      priority: 'low',
      count: 3,
      done: true,
      version: 1,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ body: 'Salon', priority: 'low', count: 3, done: true, version: 2 });
    const stale = await call('PUT', `${notes}/${note.id}`, { ...updated.body.data, id: undefined, version: 1 });
    expect(stale.status).toBe(409);

    expect((await call('DELETE', `${notes}/${note.id}`)).status).toBe(200);
    expect((await call('GET', `${notes}/${note.id}`)).status).toBe(404);

    const { auditLog } = await import('@/lib/server/db/schema');
    const rows = await app.db.select().from(auditLog).where(eq(auditLog.entityId, note.id));
    expect(rows.map((r) => r.action).sort()).toEqual(['kit_note.create', 'kit_note.delete', 'kit_note.update']);
    expect(rows.every((r) => r.entity === 'kit_note' && r.tenantId === tenantId)).toBe(true);
    expect(rows.find((r) => r.action === 'kit_note.update')!.data).toMatchObject({ count: { from: 2, to: 3 } });
    const listed = await call('GET', '/api/tenant/Audit?entity=kit_note');
    expect(listed.body.data.items.map((e: { action: string }) => e.action)).toContain('kit_note.delete');
  });

  it('refuses what its zod schema refuses, at the field', async () => {
    const res = await call('POST', notes, { title: '', priority: 'urgent', count: -1, done: 'yes', extra: 1 });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(['count', 'done', 'extra', 'priority', 'title'].sort());
  });

  it('answers 403 to a role without its permissions, 401 without a session', async () => {
    const satis = await h.login('satis@teknik.cari.demo');
    expect((await call('GET', notes, undefined, satis)).status).toBe(403);
    const create = { title: 'Yetkisiz', priority: 'low', count: 1, done: false };
    expect((await call('POST', notes, create, satis)).status).toBe(403);
    expect((await h.request('GET', notes)).status).toBe(401);

    const mine = (await call('POST', notes, create)).body.data;
    const yapi = await h.login('owner@yapi.cari.demo');
    // Örnek Yapı does not have the module, so neither the permission.
    expect((await call('GET', `${notes}/${mine.id}`, undefined, yapi)).status).toBe(403);
  });

  it('keeps its rows under the tenant isolation of row-level security', async () => {
    const { sql } = await import('drizzle-orm');
    const policies = await app.asOwner(
      sql`select policyname, roles::text[] as roles from pg_policies where tablename = 'kit_notes'`,
    );
    expect(policies.rows).toEqual([{ policyname: 'tenant_isolation', roles: ['cari_app'] }]);
    const forced = await app.asOwner(
      sql`select relrowsecurity, relforcerowsecurity from pg_class where relname = 'kit_notes'`,
    );
    expect(forced.rows).toEqual([{ relrowsecurity: true, relforcerowsecurity: true }]);
    // The drizzle table declares what table.sql creates: the same columns and the tenant's isolation.
    const { getTableConfig } = await import('drizzle-orm/pg-core');
    const { kitNotesTable: declared } = await import('@/tests/fixtures/module/table');
    const config = getTableConfig(declared);
    expect(config.policies.map((p) => p.name)).toEqual(['tenant_isolation']);
    const columns = await app.asOwner(
      sql`select column_name from information_schema.columns where table_name = 'kit_notes' order by column_name`,
    );
    expect(columns.rows.map((r) => (r as { column_name: string }).column_name)).toEqual(
      config.columns.map((c) => c.name).sort(),
    );
    // Under another tenant's transaction (the API's path) the notes are not there.
    const seen = await app.database.asTenant(crypto.randomUUID(), (db) => db.select().from(declared));
    expect(seen).toEqual([]);
    const own = await app.database.asTenant(tenantId, (db) => db.select().from(declared));
    expect(own.length).toBeGreaterThan(0);
  });
});
