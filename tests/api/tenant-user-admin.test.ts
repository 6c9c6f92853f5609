import { eq } from 'drizzle-orm';
import { users } from '@/lib/server/db/schema';
import { latestLinkFor, login, request, startTestApp } from './harness';
import { demoIds, permissionIds } from './tenant-fixtures';

let app: Awaited<ReturnType<typeof startTestApp>>;
let ids: Awaited<ReturnType<typeof demoIds>>;
let owner: string;
let managerRole: string;
beforeAll(async () => {
  app = await startTestApp();
  ids = await demoIds(app);
  owner = await login('owner@teknik.cari.demo');
  const role = await request('POST', '/api/tenant/Roles', {
    token: owner,
    body: { name: 'Yönetici', permissionIds: await permissionIds(app, ['users.view', 'users.create', 'users.update']) },
  });
  managerRole = role.body.data.id;
});
afterAll(() => app.close());

const version = async (id: string) => (await app.db.select().from(users).where(eq(users.id, id)))[0]!.version;

/** Invites someone with the given roles and activates them; answers their id and a token. */
async function activeUser(email: string, roleIds: string[]) {
  const res = await request('POST', '/api/tenant/Users/invite', {
    token: owner,
    body: { name: 'Test', surname: 'Kişi', email, roleIds },
  });
  const link = latestLinkFor(email);
  await request('POST', '/api/common/Auth/set-password', {
    body: { token: link.token, userId: link.userId, password: 'Yesil.Agac.1234', confirmPassword: 'Yesil.Agac.1234' },
  });
  return { id: res.body.data.id as string, token: await login(email, 'Yesil.Agac.1234') };
}

const setRoles = async (token: string, id: string, roleIds: string[]) =>
  request('PUT', `/api/tenant/Users/${id}/roles`, { token, body: { roleIds, version: await version(id) } });

describe('PUT /api/tenant/Users/:id/roles', () => {
  it('replaces the roles and bumps the version; a stale version answers 409', async () => {
    const user = await activeUser('roller@teknik.cari.demo', [ids.teknikSalesRole]);
    const v = await version(user.id);
    const res = await request('PUT', `/api/tenant/Users/${user.id}/roles`, {
      token: owner,
      body: { roleIds: [managerRole], version: v },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.roles.map((r: { name: string }) => r.name)).toEqual(['Yönetici']);
    expect(res.body.data.version).toBe(v + 1);
    const menus = await request('GET', '/api/common/menus', { token: user.token });
    expect(menus.body.data.map((m: { key: string }) => m.key)).toEqual(['UserManagement']);
    const stale = await request('PUT', `/api/tenant/Users/${user.id}/roles`, {
      token: owner,
      body: { roleIds: [ids.teknikSalesRole], version: v },
    });
    expect(stale.status).toBe(409);
  });

  it('validates the body', async () => {
    const res = await request('PUT', `/api/tenant/Users/${ids.satis}/roles`, { token: owner, body: { roleIds: [] } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ roleIds: 'En az bir rol seçin.', version: 'Bu alan zorunludur.' });
  });

  it('does not let a user change their own roles', async () => {
    const res = await setRoles(owner, ids.owner, [ids.teknikSalesRole]);
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('self_action');
    expect(res.body.error.message).toBe('Kendi hesabınızı devre dışı bırakamaz veya rollerinizi değiştiremezsiniz.');
  });

  it('lets only owners grant or take the owner role', async () => {
    const manager = await activeUser('yonetici1@teknik.cari.demo', [managerRole]);
    const grant = await setRoles(manager.token, ids.yetkisiz, [ids.teknikOwnerRole]);
    expect(grant.status).toBe(403);
    expect(grant.body.error.code).toBe('owner_only');
    expect((await setRoles(manager.token, ids.owner, [ids.teknikSalesRole])).status).toBe(403);
    const inviteOwner = await request('POST', '/api/tenant/Users/invite', {
      token: manager.token,
      body: { name: 'A', surname: 'B', email: 'sahip2@teknik.cari.demo', roleIds: [ids.teknikOwnerRole] },
    });
    expect(inviteOwner.status).toBe(403);
    // a role within the manager's own permissions (tenant-role-escalation.test.ts covers stronger ones)
    expect((await setRoles(manager.token, ids.yetkisiz, [managerRole])).status).toBe(200);
  });

  it('keeps an active owner when two owners demote each other at once', async () => {
    const second = await activeUser('sahip3@teknik.cari.demo', [ids.teknikOwnerRole]);
    const [a, b] = await Promise.all([
      setRoles(owner, second.id, [ids.teknikSalesRole]),
      setRoles(second.token, ids.owner, [ids.teknikSalesRole]),
    ]);
    expect([a.status, b.status].filter((s) => s === 200)).toHaveLength(1);
    const list = await request('GET', '/api/tenant/Users?pageSize=100', {
      token: a.status === 200 ? owner : second.token,
    });
    const owners = list.body.data.items.filter(
      (u: { status: string; roles: { isOwner: boolean }[] }) => u.status === 'active' && u.roles.some((r) => r.isOwner),
    );
    expect(owners).toHaveLength(1);
    // restore the demo owner for the tests below
    if (b.status === 200) await setRoles(second.token, ids.owner, [ids.teknikOwnerRole]);
  });

  it('answers 403 without users.update and 404 for a customer account', async () => {
    expect((await setRoles(await login('satis@teknik.cari.demo'), ids.yetkisiz, [ids.teknikSalesRole])).status).toBe(
      403,
    );
    const customer = await request('PUT', `/api/tenant/Users/${ids.musteri}/roles`, {
      token: owner,
      body: { roleIds: [ids.teknikSalesRole], version: 1 },
    });
    expect(customer.status).toBe(404);
  });
});

describe('POST /api/tenant/Users/:id/disable and enable', () => {
  it('ends the user’s session at once and blocks login until enabled', async () => {
    const user = await activeUser('kapat@teknik.cari.demo', [ids.teknikSalesRole]);
    expect((await request('GET', '/api/common/Accounts/current', { token: user.token })).status).toBe(200);
    const res = await request('POST', `/api/tenant/Users/${user.id}/disable`, { token: owner, body: {} });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('disabled');
    expect((await request('GET', '/api/common/menus', { token: user.token })).status).toBe(401);
    const again = await request('POST', '/api/common/Auth/login', {
      body: { email: 'kapat@teknik.cari.demo', password: 'Yesil.Agac.1234' },
    });
    expect(again.body.error.code).toBe('account_disabled');
    const enabled = await request('POST', `/api/tenant/Users/${user.id}/enable`, {
      token: owner,
      body: { version: res.body.data.version },
    });
    expect(enabled.body.data.status).toBe('active');
    await login('kapat@teknik.cari.demo', 'Yesil.Agac.1234');
  });

  it('cancels a pending invitation; enabling makes the user pending again', async () => {
    const invited = await request('POST', '/api/tenant/Users/invite', {
      token: owner,
      body: { name: 'P', surname: 'Q', email: 'iptal@teknik.cari.demo', roleIds: [ids.teknikSalesRole] },
    });
    const link = latestLinkFor('iptal@teknik.cari.demo');
    await request('POST', `/api/tenant/Users/${invited.body.data.id}/disable`, { token: owner });
    const set = await request('POST', '/api/common/Auth/set-password', {
      body: { token: link.token, userId: link.userId, password: 'Abc.12345', confirmPassword: 'Abc.12345' },
    });
    expect(set.status).toBe(400);
    const enabled = await request('POST', `/api/tenant/Users/${invited.body.data.id}/enable`, { token: owner });
    expect(enabled.body.data.status).toBe('pending');
  });

  it('does not let a user disable themselves', async () => {
    const res = await request('POST', `/api/tenant/Users/${ids.owner}/disable`, { token: owner });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('self_action');
  });

  it('lets only owners disable an owner', async () => {
    const manager = await activeUser('yonetici2@teknik.cari.demo', [managerRole]);
    const res = await request('POST', `/api/tenant/Users/${ids.owner}/disable`, { token: manager.token });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('owner_only');
  });

  it('answers 409 for a stale version, 403 without users.update, 401 without a token', async () => {
    const stale = await request('POST', `/api/tenant/Users/${ids.yetkisiz}/disable`, {
      token: owner,
      body: { version: 999 },
    });
    expect(stale.status).toBe(409);
    expect(
      (
        await request('POST', `/api/tenant/Users/${ids.yetkisiz}/disable`, {
          token: await login('satis@teknik.cari.demo'),
        })
      ).status,
    ).toBe(403);
    expect((await request('POST', `/api/tenant/Users/${ids.yetkisiz}/enable`)).status).toBe(401);
  });
});
