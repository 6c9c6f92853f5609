import { login, request, startTestApp } from './harness';
import { demoIds, permissionIds, forgetSavedSettings } from './tenant-fixtures';

/** owner@yapi (Örnek Yapı) against Demo Teknik Servis: every tenant-access endpoint of issue 5. */
let app: Awaited<ReturnType<typeof startTestApp>>;
let ids: Awaited<ReturnType<typeof demoIds>>;
let yapi: string;
let teknik: string;
beforeAll(async () => {
  app = await startTestApp();
  await forgetSavedSettings(app);
  ids = await demoIds(app);
  yapi = await login('owner@yapi.cari.demo');
  teknik = await login('owner@teknik.cari.demo');
});
afterAll(() => app.close());

describe('another tenant’s roles', () => {
  it('never appear in lists or role options', async () => {
    const roles = await request('GET', '/api/tenant/Roles?pageSize=100', { token: yapi });
    expect(roles.body.data.items.map((r: { id: string }) => r.id)).toEqual([ids.yapiOwnerRole]);
    expect(roles.body.data.totalCount).toBe(1);
    const search = await request('GET', '/api/tenant/Roles?searchText=Sat', { token: yapi });
    expect(search.body.data.totalCount).toBe(0);
    const options = await request('GET', '/api/tenant/Users/role-options', { token: yapi });
    expect(options.body.data.map((r: { id: string }) => r.id)).toEqual([ids.yapiOwnerRole]);
  });

  it('answer 404 to read, update and delete', async () => {
    const body = { name: 'Ele geçirildi', permissionIds: await permissionIds(app, ['users.view']), version: 1 };
    for (const roleId of [ids.teknikSalesRole, ids.teknikOwnerRole]) {
      expect((await request('GET', `/api/tenant/Roles/${roleId}`, { token: yapi })).status).toBe(404);
      expect((await request('PUT', `/api/tenant/Roles/${roleId}`, { token: yapi, body })).status).toBe(404);
      expect((await request('DELETE', `/api/tenant/Roles/${roleId}`, { token: yapi })).status).toBe(404);
    }
    const sales = await request('GET', `/api/tenant/Roles/${ids.teknikSalesRole}`, { token: teknik });
    expect(sales.body.data).toMatchObject({ name: 'Satış', version: 1, permissionCount: 3 });
  });

  it('cannot be given to one’s own users', async () => {
    const invite = await request('POST', '/api/tenant/Users/invite', {
      token: yapi,
      body: { name: 'A', surname: 'B', email: 'capraz@yapi.cari.demo', roleIds: [ids.teknikSalesRole] },
    });
    expect(invite.status).toBe(400);
    expect(invite.body.error.fields.roleIds).toBe('Seçilen rollerden biri bulunamadı.');
  });
});

describe('another tenant’s users', () => {
  it('never appear in lists, searches or counts', async () => {
    const list = await request('GET', '/api/tenant/Users?pageSize=100', { token: yapi });
    expect(list.body.data.items.map((u: { email: string }) => u.email)).toEqual(['owner@yapi.cari.demo']);
    for (const searchText of ['teknik', 'Zeynep', 'satis@teknik.cari.demo']) {
      const res = await request('GET', `/api/tenant/Users?searchText=${encodeURIComponent(searchText)}`, {
        token: yapi,
      });
      expect(res.body.data.totalCount).toBe(0);
    }
    const pending = await request('GET', '/api/tenant/Users?status=pending', { token: yapi });
    expect(pending.body.data.totalCount).toBe(0);
    const dashboard = await request('GET', '/api/tenant/Dashboard', { token: yapi });
    expect(dashboard.body.data.widgets).toEqual([
      { key: 'users', value: 1, breakdown: { active: 1, pending: 0, disabled: 0 } },
      { key: 'roles', value: 1 },
      { key: 'openOffers', value: 0, amount: '0.00' },
      {
        key: 'workOrdersByStatus',
        value: 0,
        breakdown: { planned: 0, in_progress: 0, waiting_parts: 0 },
      },
      { key: 'salesThisMonth', value: 0, amount: '0.00' },
      { key: 'collectionsThisMonth', value: 0, amount: '0.00' },
      { key: 'receivables', value: 0, amount: '0.00', breakdown: { overdue: 0 } },
      { key: 'myTasksThisWeek', value: 0, breakdown: { overdue: 0 } },
    ]);
    const offers = await request('GET', '/api/tenant/Offers?pageSize=100', { token: yapi });
    expect(offers.body.data.totalCount).toBe(0);
  });

  it('answer 404 to read, role changes, disable, enable and resend', async () => {
    for (const userId of [ids.satis, ids.owner, ids.davet]) {
      expect((await request('GET', `/api/tenant/Users/${userId}`, { token: yapi })).status).toBe(404);
      const roles = await request('PUT', `/api/tenant/Users/${userId}/roles`, {
        token: yapi,
        body: { roleIds: [ids.yapiOwnerRole], version: 1 },
      });
      expect(roles.status).toBe(404);
      expect((await request('POST', `/api/tenant/Users/${userId}/disable`, { token: yapi })).status).toBe(404);
      expect((await request('POST', `/api/tenant/Users/${userId}/enable`, { token: yapi })).status).toBe(404);
      expect((await request('POST', `/api/tenant/Users/${userId}/resend-invitation`, { token: yapi })).status).toBe(
        404,
      );
    }
    // nothing changed for Demo Teknik Servis: satis still works with the same role
    const satis = await login('satis@teknik.cari.demo');
    expect(
      (await request('GET', '/api/common/menus', { token: satis })).body.data.map((m: { key: string }) => m.key),
    ).toEqual(['CustomerManagement']);
  });

  it('cannot be reached by inviting their email again', async () => {
    const res = await request('POST', '/api/tenant/Users/invite', {
      token: yapi,
      body: { name: 'A', surname: 'B', email: 'satis@teknik.cari.demo', roleIds: [ids.yapiOwnerRole] },
    });
    // Answered like a real invitation (no account of another tenant is revealed), and nothing is created.
    expect(res.status).toBe(201);
    const staff = await request('GET', '/api/tenant/Users?pageSize=100', { token: yapi });
    expect(JSON.stringify(staff.body.data.items)).not.toContain('satis@teknik.cari.demo');
  });
});

describe('another tenant’s settings', () => {
  it('stay apart from one’s own', async () => {
    const saved = await request('PUT', '/api/tenant/Settings/general', {
      token: teknik,
      body: { companyName: 'Teknik Gizli', currency: 'TRY', defaultVatRate: 20, version: 0 },
    });
    expect(saved.status).toBe(200);
    const mine = await request('GET', '/api/tenant/Settings/general', { token: yapi });
    expect(mine.body.data).toMatchObject({ companyName: 'Örnek Yapı', version: 0 });
    expect((await request('GET', '/api/tenant/Settings/general/logo', { token: yapi })).status).toBe(404);
  });
});
