import { request, login, startTestApp } from './harness';
import { demoIds, forgetSavedSettings } from './tenant-fixtures';

/** Issue 19.3: the tenant owner's audit list, readable (actor named, before/after), filtered and paged. */
let app: Awaited<ReturnType<typeof startTestApp>>;
let ids: Awaited<ReturnType<typeof demoIds>>;
let owner: string;
beforeAll(async () => {
  app = await startTestApp();
  await forgetSavedSettings(app);
  ids = await demoIds(app);
  owner = await login('owner@teknik.cari.demo');
});
afterAll(() => app.close());

const settings = {
  companyName: 'Demo Teknik Servis',
  taxNumber: '1234567890',
  taxOffice: 'Kadıköy',
  address: null,
  phone: '+90 216 555 01 01',
  email: 'owner@teknik.cari.demo',
  currency: 'TRY',
  defaultVatRate: 20,
};
const list = (token: string, query = '') => request('GET', `/api/tenant/Audit${query}`, { token });
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());

describe('GET /api/tenant/Audit', () => {
  it('lists a settings change with its actor and the changed fields before and after', async () => {
    const saved = await request('PUT', '/api/tenant/Settings/general', {
      token: owner,
      body: { ...settings, companyName: 'Demo Teknik Servis A.Ş.', defaultVatRate: 10, version: 0 },
    });
    expect(saved.status).toBe(200);
    const res = await list(owner, '?action=settings.general.update');
    expect(res.status).toBe(200);
    expect(res.body.data.totalCount).toBe(1);
    expect(res.body.data.items[0]).toMatchObject({
      action: 'settings.general.update',
      entity: 'tenant_settings',
      entityId: ids.teknik,
      userId: ids.owner,
      userName: expect.stringMatching(/\S+ \S+/),
      data: {
        companyName: { from: 'Demo Teknik Servis', to: 'Demo Teknik Servis A.Ş.' },
        defaultVatRate: { from: 20, to: 10 },
      },
    });
    // Only what changed: the unchanged fields are not in the entry.
    expect(Object.keys(res.body.data.items[0].data).sort()).toEqual(['companyName', 'defaultVatRate']);
  });

  it('filters by user, action, record kind and date range, newest first, paged on the server', async () => {
    const all = await list(owner, '?pageSize=100');
    expect(all.status).toBe(200);
    const items = all.body.data.items as { id: string; createdAt: string }[];
    expect(items.length).toBeGreaterThan(1);
    const times = items.map((e) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const first = await list(owner, '?pageSize=1&pageIndex=0');
    const second = await list(owner, '?pageSize=1&pageIndex=1');
    expect(first.body.data.totalCount).toBe(all.body.data.totalCount);
    expect(first.body.data.items).toHaveLength(1);
    expect(second.body.data.items[0].id).toBe(items[1]!.id);

    const byUser = await list(owner, `?userId=${ids.owner}&pageSize=100`);
    expect(byUser.body.data.items.length).toBeGreaterThan(0);
    expect(byUser.body.data.items.every((e: { userId: string }) => e.userId === ids.owner)).toBe(true);
    const byEntity = await list(owner, '?entity=tenant_settings');
    expect(byEntity.body.data.items.map((e: { entity: string }) => e.entity)).toEqual(['tenant_settings']);
    const inRange = await list(owner, `?action=settings.general.update&dateFrom=${today}&dateTo=${today}`);
    expect(inRange.body.data.totalCount).toBe(1);
    const before = await list(owner, '?action=settings.general.update&dateTo=2020-01-01');
    expect(before.body.data.totalCount).toBe(0);
    const nobody = await list(owner, `?userId=${ids.yapiOwner}`);
    expect(nobody.body.data.totalCount).toBe(0);
  });

  it('leaves the sign-ins out unless asked for, by the switch or by their action', async () => {
    await login('owner@teknik.cari.demo');
    const actions = async (query: string) =>
      ((await list(owner, query)).body.data.items as { action: string }[]).map((e) => e.action);
    const sessions = ['login', 'login.failed', 'logout'];
    const plain = await actions('?pageSize=100');
    expect(plain.length).toBeGreaterThan(0);
    expect(plain.filter((a) => sessions.includes(a))).toEqual([]);
    expect(await actions('?pageSize=100&sessions=true')).toContain('login');
    const logins = await actions('?action=login');
    expect(logins.length).toBeGreaterThan(0);
    expect(logins.every((a) => a === 'login')).toBe(true);
    expect((await list(owner, '?sessions=maybe')).status).toBe(400);
  });

  it('names the records an update points to by id, within the tenant', async () => {
    const satis = ids.satis;
    const task = (await request('POST', '/api/tenant/Tasks', { token: owner, body: { title: 'Devredilen iş' } })).body
      .data;
    const moved = await request('PUT', `/api/tenant/Tasks/${task.id}`, {
      token: owner,
      body: { title: 'Devredilen iş', assigneeId: satis, version: task.version },
    });
    expect(moved.status).toBe(200);
    const entry = (await list(owner, '?action=task.update')).body.data.items[0];
    expect(entry.data).toEqual({ assigneeId: { from: null, to: satis } });
    expect(entry.names).toEqual({ [satis]: expect.stringMatching(/\S+ \S+/) });
  });

  it('refuses bad filters with field messages', async () => {
    const res = await list(owner, '?dateFrom=2026-02-30&action=DROP%20TABLE&userId=x');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(['action', 'dateFrom', 'userId']);
    const reversed = await list(owner, '?dateFrom=2026-02-02&dateTo=2026-02-01');
    expect(reversed.status).toBe(400);
  });

  it("never returns another tenant's entries", async () => {
    const yapi = await login('owner@yapi.cari.demo');
    await request('PUT', '/api/tenant/Settings/general', {
      token: yapi,
      body: { ...settings, companyName: 'Örnek Yapı Ltd.', taxNumber: null, email: null, phone: null, version: 0 },
    });
    const theirs = await list(yapi, '?pageSize=100');
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.items.length).toBeGreaterThan(0);
    const ours = await list(owner, '?pageSize=100');
    const ourIds = new Set(ours.body.data.items.map((e: { id: string }) => e.id));
    expect(theirs.body.data.items.some((e: { id: string }) => ourIds.has(e.id))).toBe(false);
    expect(ours.body.data.items.some((e: { userId: string }) => e.userId === ids.yapiOwner)).toBe(false);
    const options = await request('GET', '/api/tenant/Audit/options', { token: yapi });
    expect(options.body.data.users.map((u: { id: string }) => u.id)).toEqual([ids.yapiOwner]);
  });

  it('needs settings.audit: the owner has it, a sales user gets 403', async () => {
    const sales = await login('satis@teknik.cari.demo');
    expect((await list(sales)).status).toBe(403);
    expect((await request('GET', '/api/tenant/Audit/options', { token: sales })).status).toBe(403);
    const me = await request('GET', '/api/tenant/Me/permissions', { token: owner });
    expect(JSON.stringify(me.body.data)).toContain('settings.audit');
    expect((await request('GET', '/api/tenant/Audit')).status).toBe(401);
  });

  it("shows a refused request's route without the id the user typed (it may be another tenant's)", async () => {
    const sales = await login('satis@teknik.cari.demo');
    expect((await request('GET', `/api/tenant/Users/${ids.yapiOwner}`, { token: sales })).status).toBe(403);
    const res = await list(owner, `?action=access.denied&userId=${ids.satis}`);
    expect(res.body.data.items[0]).toMatchObject({ entity: 'route', entityId: 'GET /api/tenant/Users/:id' });
    expect(JSON.stringify(res.body.data)).not.toContain(ids.yapiOwner);
  });
});
