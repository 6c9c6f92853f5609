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
    expect(res.body.data.widgets.slice(0, 3)).toEqual([
      { key: 'users', value: 5, breakdown: { active: 4, pending: 1, disabled: 0 } },
      { key: 'roles', value: 3 },
      { key: 'openOffers', value: 2, amount: expect.stringMatching(/^\d+\.\d{2}$/) },
    ]);
  });

  it('counts work orders by status and my tasks due this week, each behind its permission', async () => {
    const owner = await login('owner@teknik.cari.demo');
    const widgets = (await request('GET', '/api/tenant/Dashboard', { token: owner })).body.data.widgets;
    const byKey = (list: { key: string; value?: number }[], key: string) => list.find((w) => w.key === key);
    // The demo has an order in each status and one converted from the accepted demo offer (planned);
    // the card is of the open orders, so its breakdown leaves the done and the cancelled one out.
    expect(byKey(widgets, 'workOrdersByStatus')).toEqual({
      key: 'workOrdersByStatus',
      value: 4,
      breakdown: { planned: 2, in_progress: 1, waiting_parts: 1 },
    });
    const assignees = (await request('GET', '/api/tenant/Tasks/assignees', { token: owner })).body.data;
    const me = assignees.find((a: { name: string }) => a.name === 'Mehmet Demir').id;
    const before = byKey(widgets, 'myTasksThisWeek');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
    await request('POST', '/api/tenant/Tasks', {
      token: owner,
      body: { title: 'Bugün', assigneeId: me, dueDate: today },
    });
    await request('POST', '/api/tenant/Tasks', {
      token: owner,
      body: { title: 'Gelecek yıl', assigneeId: me, dueDate: `${Number(today.slice(0, 4)) + 1}-06-01` },
    });
    const after = (await request('GET', '/api/tenant/Dashboard', { token: owner })).body.data.widgets;
    expect(byKey(after, 'myTasksThisWeek')?.value).toBe(before!.value! + 1);

    // teknisyen@ holds dashboard.view, work-orders.view and tasks.view but not users or roles.
    const tech = (await request('GET', '/api/tenant/Dashboard', { token: await login('teknisyen@teknik.cari.demo') }))
      .body.data.widgets;
    expect(tech.map((w: { key: string }) => w.key)).toEqual(['workOrdersByStatus', 'myTasksThisWeek']);
    // Only their own orders: the owner's (cancelled) survey is not counted, nor is any closed order.
    expect(byKey(tech, 'workOrdersByStatus')).toEqual({
      key: 'workOrdersByStatus',
      value: 4,
      breakdown: { planned: 2, in_progress: 1, waiting_parts: 1 },
    });
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
  it('answers the caller’s own codes and role names', async () => {
    const owner = await request('GET', '/api/tenant/Me/permissions', { token: await login('owner@teknik.cari.demo') });
    expect(owner.body.data.isOwner).toBe(true);
    expect(owner.body.data.roles).toEqual(['Firma Sahibi']);
    const tech = await request('GET', '/api/tenant/Me/permissions', {
      token: await login('teknisyen@teknik.cari.demo'),
    });
    expect(tech.body.data).toMatchObject({ isOwner: false, roles: ['Teknisyen'] });
    expect(owner.body.data.codes).toEqual(
      expect.arrayContaining(['users.view', 'roles.delete', 'settings.update', 'dashboard.view']),
    );
    const none = await request('GET', '/api/tenant/Me/permissions', {
      token: await login('yetkisiz@teknik.cari.demo'),
    });
    expect(none.body.data).toEqual({ codes: [], isOwner: false, roles: [] });
  });

  it('is for tenant accounts only', async () => {
    expect(
      (await request('GET', '/api/tenant/Me/permissions', { token: await login('musteri@teknik.cari.demo') })).status,
    ).toBe(403);
    expect((await request('GET', '/api/tenant/Me/permissions')).status).toBe(401);
  });
});
