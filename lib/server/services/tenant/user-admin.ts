import 'server-only';

import { and, eq, isNull } from 'drizzle-orm';
import type { TenantUser, UserRoleRef } from '@/lib/schemas/tenant-users';
import type { Db, Tx } from '../../db/client';
import { activationTokens, userRoles, users, type NewUserRow, type UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import { revokeUserSessions } from '../auth/sessions';
import { assertCanAssignRoles } from './grant-guard';
import { assertActorIsOwner, assertAnotherActiveOwner, lockOwnerRole } from './owner-guard';
import { assertAssignableRoles } from './user-invitations';
import { findUserRowOrThrow, getUserOrThrow, rolesOfUsers } from './user-queries';
import type { Actor } from '../../kit/actor';
import { tenantWrite } from '../../kit/records';
import { changeRecord } from '../../kit/transition';

/** The locked user a change acts on, with what the rules need to know of them. */
interface Target {
  user: UserRow;
  ownerRoleId: string | null;
  /** The roles the user holds now. */
  held: UserRoleRef[];
  isOwner: boolean;
}

/**
 * One change to another user, with the rules every one shares (kit changeRecord): the owner role
 * is locked before the user, `authorize` runs first so that giving oneself a stronger role is
 * refused as the escalation it is, then not oneself, not a stale version, and owners are only
 * touched by owners. `apply` does the change's own work and answers the columns to write (null:
 * the user already is as asked, nothing is written). The user lists are read again after it.
 */
async function changeUser(
  db: Db,
  opts: Actor & { targetId: string; version?: number },
  change: {
    action: string;
    authorize?: (tx: Tx, held: UserRoleRef[]) => Promise<void>;
    apply: (tx: Tx, target: Target) => Promise<Partial<NewUserRow> | null>;
    audit?: (target: Target) => unknown;
  },
): Promise<TenantUser> {
  await tenantWrite(db, opts.tenantId, users, async (tx) => {
    let ownerRoleId: string | null = null;
    let held: UserRoleRef[] = [];
    const targetOf = (user: UserRow): Target => ({ user, ownerRoleId, held, isOwner: held.some((r) => r.isOwner) });
    await changeRecord(tx, opts, {
      table: users,
      entity: 'user',
      id: opts.targetId,
      version: opts.version,
      lock: async (_tx, key) => {
        ownerRoleId = await lockOwnerRole(tx, key.tenantId);
        return findUserRowOrThrow(tx, { tenantId: key.tenantId, userId: key.id, lock: true });
      },
      check: async (user) => {
        held = (await rolesOfUsers(tx, [user.id])).get(user.id) ?? [];
        await change.authorize?.(tx, held);
        if (user.id === opts.userId) throw new AppError(422, 'self_action');
      },
      values: async (user) => {
        const target = targetOf(user);
        if (target.isOwner) await assertActorIsOwner(tx, { tenantId: opts.tenantId, actorId: opts.userId });
        return change.apply(tx, target);
      },
      audit: { action: change.action, data: change.audit && (({ before }) => change.audit!(targetOf(before))) },
    });
  });
  return getUserOrThrow(db, { tenantId: opts.tenantId, userId: opts.targetId });
}

/** Replaces a user's roles; the last active owner keeps the owner role; no one adds a role stronger than themselves. */
export async function updateUserRoles(
  db: Db,
  opts: Actor & { targetId: string; input: { roleIds: string[]; version: number } },
): Promise<TenantUser> {
  const { roleIds } = opts.input;
  const next = await assertAssignableRoles(db, { tenantId: opts.tenantId, roleIds });
  return changeUser(
    db,
    { ...opts, version: opts.input.version },
    {
      action: 'roles',
      authorize: async (tx, held) => {
        const added = next.filter((r) => !held.some((h) => h.id === r.id)).map((r) => r.id);
        await assertCanAssignRoles(tx, { ...opts, roleIds: added });
      },
      apply: async (tx, { user, ownerRoleId, isOwner }) => {
        const willBeOwner = next.some((r) => r.isOwner);
        if (willBeOwner && !isOwner) await assertActorIsOwner(tx, { tenantId: opts.tenantId, actorId: opts.userId });
        if (isOwner && !willBeOwner && user.status === 'active' && ownerRoleId)
          await assertAnotherActiveOwner(tx, { ownerRoleId, userId: user.id });
        await tx.delete(userRoles).where(eq(userRoles.userId, user.id));
        await tx
          .insert(userRoles)
          .values(roleIds.map((roleId) => ({ tenantId: opts.tenantId, userId: user.id, roleId })));
        return {};
      },
      audit: ({ held }) => ({ from: held.map((r) => r.id), to: roleIds }),
    },
  );
}

/**
 * Disables a user: their sessions end at once (the next API call answers 401) and unused
 * invitation links stop working. The last active owner cannot be disabled.
 */
export function disableUser(db: Db, opts: Actor & { targetId: string; version?: number }): Promise<TenantUser> {
  return changeUser(db, opts, {
    action: 'disable',
    apply: async (tx, { user, ownerRoleId, isOwner }) => {
      if (user.status === 'disabled') return null;
      if (isOwner && user.status === 'active' && ownerRoleId)
        await assertAnotherActiveOwner(tx, { ownerRoleId, userId: user.id });
      await revokeUserSessions(tx, user.id);
      await tx
        .update(activationTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(activationTokens.userId, user.id), isNull(activationTokens.usedAt)));
      return { status: 'disabled' };
    },
  });
}

/** Enables a disabled user again: active when they had set a password, else pending (resend the invitation). */
export function enableUser(db: Db, opts: Actor & { targetId: string; version?: number }): Promise<TenantUser> {
  return changeUser(db, opts, {
    action: 'enable',
    apply: async (_tx, { user }) =>
      user.status === 'disabled' ? { status: user.passwordHash ? 'active' : 'pending' } : null,
  });
}
