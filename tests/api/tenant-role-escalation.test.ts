import tr from '@/messages/tr.json';
import { eq } from 'drizzle-orm';
import { users } from '@/lib/server/db/schema';
import { latestLinkFor, login, request, startTestApp } from './harness';
import { demoIds, permissionIds } from './tenant-fixtures';

// Privilege escalation through roles: nobody grants what they do not hold themselves.
let app: Awaited<ReturnType<typeof startTestApp>>;
let ids: Awaited<ReturnType<typeof demoIds>>;
let owner: string;
beforeAll(async () => {
  app = await startTestApp();
  ids = await demoIds(app);
  owner = await login('owner@teknik.cari.demo');
});
afterAll(() => app.close());

const allPermissions = async () =>
  (await request('GET', '/api/tenant/Roles/permission-matrix', { token: owner })).body.data.flatMap(
    (m: { permissions: { id: string }[] }) => m.permissions.map((p) => p.id),
  ) as string[];

async function newRole(name: string, codes: string[]): Promise<string> {
  const res = await request('POST', '/api/tenant/Roles', {
    token: owner,
    body: { name, permissionIds: await permissionIds(app, codes) },
  });
  expect(res.status).toBe(201);
  return res.body.data.id;
}

/** Invites someone with the given roles (as the owner) and activates them. */
async function activeUser(email: string, roleIds: string[]) {
  const res = await request('POST', '/api/tenant/Users/invite', {
    token: owner,
    body: { name: 'Test', surname: 'Kişi', email, roleIds },
  });
  expect(res.status).toBe(201);
  const link = latestLinkFor(email);
  await request('POST', '/api/common/Auth/set-password', {
    body: { token: link.token, userId: link.userId, password: 'Yesil.Agac.1234', confirmPassword: 'Yesil.Agac.1234' },
  });
  return { id: res.body.data.id as string, token: await login(email, 'Yesil.Agac.1234') };
}

const roleOf = async (id: string) => (await request('GET', `/api/tenant/Roles/${id}`, { token: owner })).body.data;
const putRole = async (token: string, id: string, permissionIds: string[], name?: string) => {
  const role = await roleOf(id);
  return request('PUT', `/api/tenant/Roles/${id}`, {
    token,
    body: { name: name ?? role.name, permissionIds, version: role.version },
  });
};
const version = async (id: string) => (await app.db.select().from(users).where(eq(users.id, id)))[0]!.version;
const setRoles = async (token: string, id: string, roleIds: string[]) =>
  request('PUT', `/api/tenant/Users/${id}/roles`, { token, body: { roleIds, version: await version(id) } });
const myPermissions = async (token: string) =>
  (await request('GET', '/api/tenant/Me/permissions', { token })).body.data.codes as string[];

const notHeld = { status: 403, code: 'permission_not_held', message: tr.ApiErrors.permission_not_held };
const outcome = (res: { status: number; body: { error?: { code: string; message: string } } }) => ({
  status: res.status,
  code: res.body.error?.code,
  message: res.body.error?.message,
});

describe('editing roles', () => {
  it('refuses to add permissions to the role one holds', async () => {
    const editorRole = await newRole('Rol Düzenleyici', ['roles.update']);
    const editor = await activeUser('rol-duzenleyici@teknik.cari.demo', [editorRole]);
    const res = await putRole(editor.token, editorRole, await allPermissions());
    expect(outcome(res)).toEqual({ status: 403, code: 'own_role_locked', message: tr.ApiErrors.own_role_locked });
    // not even to take one away: the holder of a role does not edit it
    expect((await putRole(editor.token, editorRole, [])).status).toBe(403);
    expect(await myPermissions(editor.token)).toEqual(['roles.update']);
  });

  it('refuses to add a permission one lacks to another role, but lets one add what one holds', async () => {
    const editorRole = await newRole('Rol Düzenleyici 2', ['roles.view', 'roles.update', 'customers.view']);
    const editor = await activeUser('rol-duzenleyici2@teknik.cari.demo', [editorRole]);
    const target = await newRole('Hedef Rol', ['products.view']);
    const escalate = await putRole(editor.token, target, await permissionIds(app, ['products.view', 'users.update']));
    expect(outcome(escalate)).toEqual(notHeld);
    expect((await roleOf(target)).permissionIds).toEqual(await permissionIds(app, ['products.view']));
    // Keeping a permission one lacks (products.view) is no grant; adding one held is allowed.
    const fine = await putRole(editor.token, target, await permissionIds(app, ['products.view', 'customers.view']));
    expect(fine.status).toBe(200);
    expect((await putRole(editor.token, target, [], 'Hedef Rol Boş')).status).toBe(200);
  });

  it('refuses to create a role with permissions one does not hold', async () => {
    const creatorRole = await newRole('Rol Oluşturucu', ['roles.create', 'customers.view']);
    const creator = await activeUser('rol-olusturucu@teknik.cari.demo', [creatorRole]);
    const strong = await request('POST', '/api/tenant/Roles', {
      token: creator.token,
      body: { name: 'Güçlü Rol', permissionIds: await permissionIds(app, ['customers.view', 'settings.update']) },
    });
    expect(outcome(strong)).toEqual(notHeld);
    const weak = await request('POST', '/api/tenant/Roles', {
      token: creator.token,
      body: { name: 'Zayıf Rol', permissionIds: await permissionIds(app, ['customers.view']) },
    });
    expect(weak.status).toBe(201);
  });

  it('lets an owner edit a role they also hold, and keeps the owner role whole', async () => {
    const extra = await newRole('Ek Rol', ['tasks.view']);
    const secondOwner = await activeUser('ikinci-sahip@teknik.cari.demo', [ids.teknikOwnerRole, extra]);
    const res = await putRole(secondOwner.token, extra, await permissionIds(app, ['tasks.view', 'users.update']));
    expect(res.status).toBe(200);
    const ownerRole = await putRole(secondOwner.token, ids.teknikOwnerRole, []);
    expect(ownerRole.status).toBe(422);
    expect(ownerRole.body.error.code).toBe('owner_role_locked');
    expect((await roleOf(ids.teknikOwnerRole)).permissionIds.sort()).toEqual((await allPermissions()).sort());
  });
});

describe('assigning roles', () => {
  let manager: { id: string; token: string };
  let managerRole: string;
  beforeAll(async () => {
    managerRole = await newRole('Kullanıcı Yöneticisi', ['users.view', 'users.create', 'users.update']);
    manager = await activeUser('kullanici-yoneticisi@teknik.cari.demo', [managerRole]);
  });

  it('refuses to give another user a role with permissions one lacks', async () => {
    const res = await setRoles(manager.token, ids.yetkisiz, [ids.teknikSalesRole]);
    expect(outcome(res)).toEqual(notHeld);
    const user = (await request('GET', `/api/tenant/Users/${ids.yetkisiz}`, { token: owner })).body.data;
    expect(user.roles).toEqual([]);
  });

  it('refuses to give oneself a stronger role through the users endpoint', async () => {
    const res = await setRoles(manager.token, manager.id, [managerRole, ids.teknikSalesRole]);
    expect(outcome(res)).toEqual(notHeld);
    expect(await myPermissions(manager.token)).toEqual(['users.create', 'users.update', 'users.view']);
  });

  it('refuses to invite someone with a role with permissions one lacks', async () => {
    const res = await request('POST', '/api/tenant/Users/invite', {
      token: manager.token,
      body: { name: 'Yeni', surname: 'Kişi', email: 'yeni-satis@teknik.cari.demo', roleIds: [ids.teknikSalesRole] },
    });
    expect(outcome(res)).toEqual(notHeld);
  });

  it('lets a user keep roles the target already has and add roles within their own permissions', async () => {
    const target = await activeUser('hedef-kullanici@teknik.cari.demo', [ids.teknikSalesRole]);
    const res = await setRoles(manager.token, target.id, [ids.teknikSalesRole, managerRole]);
    expect(res.status).toBe(200);
    expect(res.body.data.roles.map((r: { name: string }) => r.name).sort()).toEqual(['Kullanıcı Yöneticisi', 'Satış']);
  });
});
