import 'server-only';

import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { modulePermissions, rolePermissions, roles, tenantModules, userRoles } from '../../db/schema';
import { AppError } from '../../errors';
import { holdsOwnerRole } from './owner-guard';

/**
 * The rules that stop privilege escalation through roles: a user grants only permissions they hold
 * themselves (to a role, or to a user by assigning a role), and only an owner edits a role they hold.
 * Owners hold every permission of the tenant's enabled modules, so these checks never stop them.
 */
type Actor = { tenantId: string; userId: string };

const notHeld = () => new AppError(403, 'permission_not_held');

/** The permission ids the actor holds now (enabled modules only), or 'all' for an owner. */
async function heldPermissionIds(db: DbOrTx, actor: Actor): Promise<Set<string> | 'all'> {
  if (await holdsOwnerRole(db, { tenantId: actor.tenantId, userId: actor.userId })) return 'all';
  const rows = await db
    .selectDistinct({ id: rolePermissions.permissionId })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.tenantId, actor.tenantId)))
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .innerJoin(modulePermissions, eq(modulePermissions.id, rolePermissions.permissionId))
    .innerJoin(
      tenantModules,
      and(eq(tenantModules.moduleId, modulePermissions.moduleId), eq(tenantModules.tenantId, actor.tenantId)),
    )
    .where(eq(userRoles.userId, actor.userId));
  return new Set(rows.map((r) => r.id));
}

/** Refuses (403) when any of `permissionIds` is a permission the actor does not hold. */
export async function assertCanGrantPermissions(db: DbOrTx, opts: Actor & { permissionIds: string[] }): Promise<void> {
  if (opts.permissionIds.length === 0) return;
  const held = await heldPermissionIds(db, opts);
  if (held !== 'all' && opts.permissionIds.some((id) => !held.has(id))) throw notHeld();
}

/**
 * Refuses (403) roles whose permissions the actor does not all hold; a role's permissions of modules
 * the tenant has switched off count too, since they come back with the module. The owner role is left
 * to the owner-only rule.
 */
export async function assertCanAssignRoles(db: DbOrTx, opts: Actor & { roleIds: string[] }): Promise<void> {
  if (opts.roleIds.length === 0) return;
  const rows = await db
    .selectDistinct({ id: rolePermissions.permissionId })
    .from(rolePermissions)
    .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
    .where(and(inArray(rolePermissions.roleId, opts.roleIds), eq(roles.isOwner, false)));
  await assertCanGrantPermissions(db, { ...opts, permissionIds: rows.map((r) => r.id) });
}

/** Refuses (403) an edit of a role the actor holds, unless the actor is an owner. */
export async function assertNotOwnRole(db: DbOrTx, opts: Actor & { roleId: string }): Promise<void> {
  const [held] = await db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, opts.userId), eq(userRoles.roleId, opts.roleId)))
    .limit(1);
  if (held && !(await holdsOwnerRole(db, { tenantId: opts.tenantId, userId: opts.userId })))
    throw new AppError(403, 'own_role_locked');
}
