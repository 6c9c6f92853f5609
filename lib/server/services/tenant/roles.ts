import 'server-only';

import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { CreateRoleInput, Role, UpdateRoleInput } from '@/lib/schemas/roles';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { rolePermissions, roles, userRoles } from '../../db/schema';
import { AppError, notFound, staleVersion } from '../../errors';
import { writeAudit } from '../audit';
import { assertCanGrantPermissions, assertNotOwnRole } from './grant-guard';
import { assertPermissionsAvailable } from './permission-matrix';
import { getRoleOrThrow } from './role-queries';
import type { Actor } from '../../kit/actor';

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

/** Runs a role write; a concurrent duplicate name surfaces as the same 409 as the pre-check. */
async function roleWrite<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (isUniqueViolation(error, 'roles_tenant_name_key')) throw nameTaken();
    throw error;
  }
}

/** Creates a role from permissions of the tenant's enabled modules. */
export async function createRole(db: Db, opts: Actor & { input: RoleFields }): Promise<Role> {
  const id = await roleWrite(db, async (tx) => {
    await assertNameFree(tx, { tenantId: opts.tenantId, name: opts.input.name });
    await assertPermissionsAvailable(tx, { tenantId: opts.tenantId, permissionIds: opts.input.permissionIds });
    await assertCanGrantPermissions(tx, { ...opts, permissionIds: opts.input.permissionIds });
    const [role] = await tx
      .insert(roles)
      .values({ tenantId: opts.tenantId, name: opts.input.name, description: opts.input.description })
      .returning({ id: roles.id });
    if (opts.input.permissionIds.length) {
      await tx
        .insert(rolePermissions)
        .values(opts.input.permissionIds.map((permissionId) => ({ roleId: role!.id, permissionId })));
    }
    await writeAudit(tx, {
      tenantId: opts.tenantId,
      userId: opts.userId,
      ip: opts.ip,
      action: 'role.create',
      entity: 'role',
      entityId: role!.id,
      data: opts.input,
    });
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
  await roleWrite(db, async (tx) => {
    const role = await lockRole(tx, opts);
    await assertNotOwnRole(tx, { ...opts, roleId: role.id });
    if (role.version !== opts.input.version) throw staleVersion();
    await assertNameFree(tx, { tenantId: opts.tenantId, name: opts.input.name, exceptId: role.id });
    await assertPermissionsAvailable(tx, { tenantId: opts.tenantId, permissionIds: opts.input.permissionIds });
    const before = await tx
      .select({ id: rolePermissions.permissionId })
      .from(rolePermissions)
      .where(eq(rolePermissions.roleId, role.id));
    const added = opts.input.permissionIds.filter((id) => !before.some((p) => p.id === id));
    await assertCanGrantPermissions(tx, { ...opts, permissionIds: added });
    await tx
      .update(roles)
      .set({ name: opts.input.name, description: opts.input.description, version: role.version + 1 })
      .where(eq(roles.id, role.id));
    await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, role.id));
    if (opts.input.permissionIds.length) {
      await tx
        .insert(rolePermissions)
        .values(opts.input.permissionIds.map((permissionId) => ({ roleId: role.id, permissionId })));
    }
    const { version: _version, ...data } = opts.input;
    await writeAudit(tx, {
      tenantId: opts.tenantId,
      userId: opts.userId,
      ip: opts.ip,
      action: 'role.update',
      entity: 'role',
      entityId: role.id,
      data,
    });
  });
  return getRoleOrThrow(db, { tenantId: opts.tenantId, roleId: opts.roleId });
}

/** Deletes a role no user holds; the owner role is never deleted. */
export async function deleteRole(db: Db, opts: Actor & { roleId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const role = await lockRole(tx, opts);
    const [held] = await tx.select({ n: count() }).from(userRoles).where(eq(userRoles.roleId, role.id));
    if (Number(held?.n ?? 0) > 0) throw new AppError(409, 'role_in_use', { params: { count: Number(held!.n) } });
    await tx.delete(roles).where(eq(roles.id, role.id));
    await writeAudit(tx, {
      tenantId: opts.tenantId,
      userId: opts.userId,
      ip: opts.ip,
      action: 'role.delete',
      entity: 'role',
      entityId: role.id,
      data: { name: role.name },
    });
  });
}
