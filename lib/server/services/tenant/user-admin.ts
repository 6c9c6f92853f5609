import 'server-only';

import { and, eq, isNull } from 'drizzle-orm';
import type { TenantUser, UserRoleRef } from '@/lib/schemas/tenant-users';
import type { Db, Tx } from '../../db/client';
import { activationTokens, userRoles, users, type UserRow } from '../../db/schema';
import { AppError, staleVersion } from '../../errors';
import { writeAudit } from '../audit';
import { revokeUserSessions } from '../auth/sessions';
import { assertCanAssignRoles } from './grant-guard';
import { assertActorIsOwner, assertAnotherActiveOwner, lockOwnerRole } from './owner-guard';
import { assertAssignableRoles } from './user-invitations';
import { findUserRowOrThrow, getUserOrThrow, rolesOfUsers } from './user-queries';
import type { Actor } from '../../kit/actor';

/**
 * Locks the owner role, then the target user, and applies the rules every change to another user
 * shares: not oneself, not a stale version, and owners are only touched by owners. `authorize` runs
 * first, so that giving oneself a stronger role is refused as the escalation it is.
 */
async function lockTarget(
  tx: Tx,
  opts: Actor & { targetId: string; version?: number; authorize?: (current: UserRoleRef[]) => Promise<void> },
) {
  const ownerRoleId = await lockOwnerRole(tx, opts.tenantId);
  const user = await findUserRowOrThrow(tx, { tenantId: opts.tenantId, userId: opts.targetId, lock: true });
  const current = (await rolesOfUsers(tx, [user.id])).get(user.id) ?? [];
  await opts.authorize?.(current);
  if (user.id === opts.userId) throw new AppError(422, 'self_action');
  if (opts.version !== undefined && opts.version !== user.version) throw staleVersion();
  const isOwner = current.some((r) => r.isOwner);
  if (isOwner) await assertActorIsOwner(tx, { tenantId: opts.tenantId, actorId: opts.userId });
  return { user, ownerRoleId, current, isOwner };
}

/** Replaces a user's roles; the last active owner keeps the owner role; no one adds a role stronger than themselves. */
export async function updateUserRoles(
  db: Db,
  opts: Actor & { targetId: string; input: { roleIds: string[]; version: number } },
): Promise<TenantUser> {
  await db.transaction(async (tx) => {
    const next = await assertAssignableRoles(tx, { tenantId: opts.tenantId, roleIds: opts.input.roleIds });
    const { user, ownerRoleId, current, isOwner } = await lockTarget(tx, {
      ...opts,
      version: opts.input.version,
      authorize: (held) =>
        assertCanAssignRoles(tx, {
          ...opts,
          roleIds: next.filter((r) => !held.some((h) => h.id === r.id)).map((r) => r.id),
        }),
    });
    const willBeOwner = next.some((r) => r.isOwner);
    if (willBeOwner && !isOwner) await assertActorIsOwner(tx, { tenantId: opts.tenantId, actorId: opts.userId });
    if (isOwner && !willBeOwner && user.status === 'active' && ownerRoleId)
      await assertAnotherActiveOwner(tx, { ownerRoleId, userId: user.id });

    await tx.delete(userRoles).where(eq(userRoles.userId, user.id));
    await tx
      .insert(userRoles)
      .values(opts.input.roleIds.map((roleId) => ({ tenantId: opts.tenantId, userId: user.id, roleId })));
    await tx
      .update(users)
      .set({ version: user.version + 1 })
      .where(eq(users.id, user.id));
    await writeAudit(tx, {
      tenantId: opts.tenantId,
      userId: opts.userId,
      ip: opts.ip,
      action: 'user.roles',
      entity: 'user',
      entityId: user.id,
      data: { from: current.map((r) => r.id), to: opts.input.roleIds },
    });
  });
  return getUserOrThrow(db, { tenantId: opts.tenantId, userId: opts.targetId });
}

/**
 * Disables a user: their sessions end at once (the next API call answers 401) and unused
 * invitation links stop working. The last active owner cannot be disabled.
 */
export async function disableUser(db: Db, opts: Actor & { targetId: string; version?: number }): Promise<TenantUser> {
  await db.transaction(async (tx) => {
    const { user, ownerRoleId, isOwner } = await lockTarget(tx, opts);
    if (user.status === 'disabled') return;
    if (isOwner && user.status === 'active' && ownerRoleId)
      await assertAnotherActiveOwner(tx, { ownerRoleId, userId: user.id });
    await setStatus(tx, user, 'disabled');
    await revokeUserSessions(tx, user.id);
    await tx
      .update(activationTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(activationTokens.userId, user.id), isNull(activationTokens.usedAt)));
    await writeAudit(tx, {
      tenantId: opts.tenantId,
      userId: opts.userId,
      ip: opts.ip,
      action: 'user.disable',
      entity: 'user',
      entityId: user.id,
    });
  });
  return getUserOrThrow(db, { tenantId: opts.tenantId, userId: opts.targetId });
}

/** Enables a disabled user again: active when they had set a password, else pending (resend the invitation). */
export async function enableUser(db: Db, opts: Actor & { targetId: string; version?: number }): Promise<TenantUser> {
  await db.transaction(async (tx) => {
    const { user } = await lockTarget(tx, opts);
    if (user.status !== 'disabled') return;
    await setStatus(tx, user, user.passwordHash ? 'active' : 'pending');
    await writeAudit(tx, {
      tenantId: opts.tenantId,
      userId: opts.userId,
      ip: opts.ip,
      action: 'user.enable',
      entity: 'user',
      entityId: user.id,
    });
  });
  return getUserOrThrow(db, { tenantId: opts.tenantId, userId: opts.targetId });
}

async function setStatus(tx: Tx, user: UserRow, status: 'active' | 'pending' | 'disabled') {
  await tx
    .update(users)
    .set({ status, version: user.version + 1 })
    .where(eq(users.id, user.id));
}
