import 'server-only';

import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { CreateRoleInput, Role, UpdateRoleInput } from '@/lib/schemas/roles';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { rolePermissions, roles, userRoles } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { auditRecord } from '../audit';
import { assertCanGrantPermissions, assertNotOwnRole } from './grant-guard';
import { assertPermissionsAvailable } from './permission-matrix';
import { getRoleOrThrow } from './role-queries';
import type { Actor } from '../../kit/actor';
import { tenantWrite } from '../../kit/records';
import { changeRecord } from '../../kit/transition';

type RoleFields = Omit<CreateRoleInput, 'description'> & { description: string | null };

const nameTaken = () => new AppError(409, 'name_taken', { fields: { name: { key: 'roleNameTaken' } } });

async function assertNameFree(tx: Tx, opts: { tenantId: string; name: string; exceptId?: string }) {
  const [row] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        eq(roles.tenantId, opts.tenantId),
        sql`lower(${roles.name}) = lower(${opts.name})`,
        opts.exceptId ? ne(roles.id, opts.exceptId) : undefined,
      ),
    )
    .limit(1);
  if (row) throw nameTaken();
}

/**
 * Runs a role write, after which the role lists are read again; a concurrent duplicate name
 * surfaces as the same 409 as the pre-check.
 */
async function roleWrite<T>(db: Db, tenantId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await tenantWrite(db, tenantId, roles, work);
  } catch (error) {
    if (isUniqueViolation(error, 'roles_tenant_name_key')) throw nameTaken();
    throw error;
  }
}

/** Creates a role from permissions of the tenant's enabled modules. */
export async function createRole(db: Db, opts: Actor & { input: RoleFields }): Promise<Role> {
  const id = await roleWrite(db, opts.tenantId, async (tx) => {
    await assertNameFree(tx, { tenantId: opts.tenantId, name: opts.input.name });
    const [role] = await tx
      .insert(roles)
      .values({ tenantId: opts.tenantId, name: opts.input.name, description: opts.input.description })
      .returning({ id: roles.id });
    await replacePermissions(tx, opts, role!.id, opts.input.permissionIds);
    await auditRecord(tx, opts, { entity: 'role', action: 'create', id: role!.id, data: opts.input });
    return role!.id;
  });
  return getRoleOrThrow(db, { tenantId: opts.tenantId, roleId: id });
}

async function lockRole(tx: Tx, opts: { tenantId: string; roleId: string }) {
  const [role] = await tx
    .select()
    .from(roles)
    .where(and(eq(roles.id, opts.roleId), eq(roles.tenantId, opts.tenantId)))
    .for('update');
  if (!role) throw notFound();
  if (role.isOwner) throw new AppError(422, 'owner_role_locked');
  return role;
}

/**
 * Replaces a role's name, description and permissions; a stale version answers 409. Only an owner
 * edits a role they hold, and the permissions added must be ones the actor holds.
 */
export async function updateRole(
  db: Db,
  opts: Actor & { roleId: string; input: RoleFields & Pick<UpdateRoleInput, 'version'> },
): Promise<Role> {
  const { version, ...data } = opts.input;
  await roleWrite(db, opts.tenantId, (tx) =>
    changeRecord(tx, opts, {
      table: roles,
      entity: 'role',
      id: opts.roleId,
      version,
      lock: (_tx, key) => lockRole(tx, { tenantId: key.tenantId, roleId: key.id }),
      check: (role) => assertNotOwnRole(tx, { ...opts, roleId: role.id }),
      values: async (role) => {
        await assertNameFree(tx, { tenantId: opts.tenantId, name: data.name, exceptId: role.id });
        await replacePermissions(tx, opts, role.id, data.permissionIds);
        return { name: data.name, description: data.description };
      },
      audit: { action: 'update', data: () => data },
    }),
  );
  return getRoleOrThrow(db, { tenantId: opts.tenantId, roleId: opts.roleId });
}

/** A role's permissions become `permissionIds`: of the enabled modules, and the added ones held by the actor. */
async function replacePermissions(tx: Tx, actor: Actor, roleId: string, permissionIds: string[]) {
  await assertPermissionsAvailable(tx, { tenantId: actor.tenantId, permissionIds });
  const before = await tx
    .select({ id: rolePermissions.permissionId })
    .from(rolePermissions)
    .where(eq(rolePermissions.roleId, roleId));
  const added = permissionIds.filter((id) => !before.some((p) => p.id === id));
  await assertCanGrantPermissions(tx, { ...actor, permissionIds: added });
  await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (permissionIds.length) {
    await tx.insert(rolePermissions).values(permissionIds.map((permissionId) => ({ roleId, permissionId })));
  }
}

/** Deletes a role no user holds; the owner role is never deleted. */
export async function deleteRole(db: Db, opts: Actor & { roleId: string }): Promise<void> {
  await roleWrite(db, opts.tenantId, async (tx) => {
    const role = await lockRole(tx, opts);
    const [held] = await tx.select({ n: count() }).from(userRoles).where(eq(userRoles.roleId, role.id));
    if (Number(held?.n ?? 0) > 0) throw new AppError(409, 'role_in_use', { params: { count: Number(held!.n) } });
    await tx.delete(roles).where(eq(roles.id, role.id));
    await auditRecord(tx, opts, { entity: 'role', action: 'delete', id: role.id, data: { name: role.name } });
  });
}
