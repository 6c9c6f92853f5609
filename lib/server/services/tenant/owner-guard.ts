import 'server-only';

import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { roles, userRoles, users } from '../../db/schema';
import { AppError } from '../../errors';

/** Whether a user holds the tenant's built-in owner role. */
export async function holdsOwnerRole(db: DbOrTx, opts: { tenantId: string; userId: string }): Promise<boolean> {
  const [row] = await db
    .select({ id: roles.id })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, opts.userId), eq(roles.tenantId, opts.tenantId), eq(roles.isOwner, true)))
    .limit(1);
  return Boolean(row);
}

/** The names of a user's roles in the tenant, the owner role first (the header shows them under the name). */
export async function listUserRoles(
  db: DbOrTx,
  opts: { tenantId: string; userId: string },
): Promise<{ name: string; isOwner: boolean }[]> {
  return db
    .select({ name: roles.name, isOwner: roles.isOwner })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, opts.userId), eq(roles.tenantId, opts.tenantId)))
    .orderBy(desc(roles.isOwner), asc(roles.name));
}

/**
 * Locks the tenant's owner role row for the rest of the transaction, so changes that could take
 * the owner role from someone run one after another (two owners cannot demote each other at once).
 */
export async function lockOwnerRole(tx: Tx, tenantId: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.isOwner, true)))
    .for('update');
  return row?.id ?? null;
}

/** Rejects a change that would leave the tenant without an active owner other than `userId`. */
export async function assertAnotherActiveOwner(tx: Tx, opts: { ownerRoleId: string; userId: string }): Promise<void> {
  const [row] = await tx
    .select({ n: count() })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.roleId, opts.ownerRoleId), ne(users.id, opts.userId), eq(users.status, 'active')));
  if (!row || Number(row.n) === 0) throw new AppError(422, 'last_owner');
}

/** Only owners may grant, take away or act on the owner role (no privilege escalation through users.update). */
export async function assertActorIsOwner(db: DbOrTx, opts: { tenantId: string; actorId: string }): Promise<void> {
  if (!(await holdsOwnerRole(db, { tenantId: opts.tenantId, userId: opts.actorId })))
    throw new AppError(403, 'owner_only');
}
