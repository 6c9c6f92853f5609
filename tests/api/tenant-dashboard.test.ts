import { login, request, startTestApp } from './harness';
import { permissionIds } from './tenant-fixtures';

let app: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('GET /api/tenant/Dashboard', () => {
  it('gives the owner real user, role and open offer counts', async () => {
    const res = await request('GET', '/api/tenant/Dashboard', { token: await login('owner@teknik.cari.demo') });
    expect(res.status).toBe(200);
    expect(res.body.data.widgets).toEqual([
      { key: 'users', value: 5, breakdown: { active: 4, pending: 1, disabled: 0 } },
      { key: 'roles', value: 3 },
      { key: 'openOffers', value: 1, amount: expect.stringMatching(/^\d+\.\d{2}$/) },
    ]);
  });

  it('shows only the widgets whose permission the user holds', async () => {
    const owner = await login('owner@teknik.cari.demo');
    const role = await request('POST', '/api/tenant/Roles', {
      token: owner,
      body: { name: 'Pano', permissionIds: await permissionIds(app, ['dashboard.view', 'roles.view']) },
    });
    const satis = await request('GET', '/api/tenant/Users?searchText=satis', { token: owner });
    const user = satis.body.data.items[0];
    await request('PUT', `/api/tenant/Users/${user.id}/roles`, {
      token: owner,
      body: { roleIds: [role.body.data.id], version: user.version },
    });
    const res = await request('GET', '/api/tenant/Dashboard', { token: await login('satis@teknik.cari.demo') });
    expect(res.body.data.widgets).toEqual([{ key: 'roles', value: 4 }]);
  });

  it('answers 403 without dashboard.view and 401 without a token', async () => {
    expect(
      (await request('GET', '/api/tenant/Dashboard', { token: await login('yetkisiz@teknik.cari.demo') })).status,
    ).toBe(403);
    expect((await request('GET', '/api/tenant/Dashboard')).status).toBe(401);
  });
});

describe('GET /api/tenant/Me/permissions', () => {
  it('answers the caller’s own codes', async () => {
    const owner = await request('GET', '/api/tenant/Me/permissions', { token: await login('owner@teknik.cari.demo') });
    expect(owner.body.data.isOwner).toBe(true);
    expect(owner.body.data.codes).toEqual(
      expect.arrayContaining(['users.view', 'roles.delete', 'settings.update', 'dashboard.view']),
    );
    const none = await request('GET', '/api/tenant/Me/permissions', {
      token: await login('yetkisiz@teknik.cari.demo'),
    });
    expect(none.body.data).toEqual({ codes: [], isOwner: false });
  });

  it('is for tenant accounts only', async () => {
    expect(
      (await request('GET', '/api/tenant/Me/permissions', { token: await login('musteri@teknik.cari.demo') })).status,
    ).toBe(403);
    expect((await request('GET', '/api/tenant/Me/permissions')).status).toBe(401);
  });
});
