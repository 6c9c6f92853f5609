import 'server-only';

import { eq } from 'drizzle-orm';
import { AccountType } from '@/lib/auth/account-types';
import type { TenantUser } from '@/lib/schemas/tenant-users';
import type { Db, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { userRoles, users } from '../../db/schema';
import { AppError } from '../../errors';
import { writeAudit } from '../audit';
import { sendSetPasswordEmail } from '../auth/activation';
import { assertCanAssignRoles } from './grant-guard';
import { assertActorIsOwner } from './owner-guard';
import { findTenantRoles } from './role-queries';
import { findUserRowOrThrow, getUserOrThrow } from './user-queries';
import type { Actor } from '../../kit/actor';

const emailTaken = () => new AppError(409, 'email_taken', { fields: { email: { key: 'emailTaken' } } });

/** Checks that every role id is one of the tenant's roles (another tenant's role counts as unknown). */
export async function assertAssignableRoles(db: DbOrTx, opts: { tenantId: string; roleIds: string[] }) {
  const found = await findTenantRoles(db, { tenantId: opts.tenantId, roleIds: opts.roleIds });
  if (found.length !== opts.roleIds.length)
    throw new AppError(400, 'validation_failed', { fields: { roleIds: { key: 'invalidRole' } } });
  return found;
}

/**
 * Creates a pending staff account with its roles and emails the activation link, in one
 * transaction: if the mail cannot be sent, no half-invited user remains.
 */
export async function inviteUser(
  db: Db,
  opts: Actor & { input: { name: string; surname: string; email: string; roleIds: string[] } },
): Promise<TenantUser> {
  const { input } = opts;
  let id: string;
  try {
    id = await db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
      if (existing) throw emailTaken();
      const found = await assertAssignableRoles(tx, { tenantId: opts.tenantId, roleIds: input.roleIds });
      if (found.some((r) => r.isOwner)) await assertActorIsOwner(tx, { tenantId: opts.tenantId, actorId: opts.userId });
      await assertCanAssignRoles(tx, { ...opts, roleIds: input.roleIds });
      const [user] = await tx
        .insert(users)
        .values({
          tenantId: opts.tenantId,
          accountTypeId: AccountType.Tenant,
          email: input.email,
          name: input.name,
          surname: input.surname,
          status: 'pending',
          language: opts.lang,
        })
        .returning();
      await tx.insert(userRoles).values(input.roleIds.map((roleId) => ({ userId: user!.id, roleId })));
      await writeAudit(tx, {
        tenantId: opts.tenantId,
        userId: opts.userId,
        ip: opts.ip,
        action: 'user.invite',
        entity: 'user',
        entityId: user!.id,
        data: input,
      });
      await sendSetPasswordEmail(tx, { user: user!, purpose: 'activation', brandTenantId: opts.tenantId });
      return user!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) throw emailTaken();
    throw error;
  }
  return getUserOrThrow(db, { tenantId: opts.tenantId, userId: id });
}

/** Sends a fresh activation link to a user who has not activated yet; earlier links stop working. */
export async function resendInvitation(db: Db, opts: Actor & { targetId: string }): Promise<TenantUser> {
  await db.transaction(async (tx) => {
    const user = await findUserRowOrThrow(tx, { tenantId: opts.tenantId, userId: opts.targetId, lock: true });
    if (user.status !== 'pending') throw new AppError(422, 'not_pending');
    await writeAudit(tx, {
      tenantId: opts.tenantId,
      userId: opts.userId,
      ip: opts.ip,
      action: 'user.resend_invitation',
      entity: 'user',
      entityId: user.id,
    });
    await sendSetPasswordEmail(tx, { user, purpose: 'activation', brandTenantId: opts.tenantId });
  });
  return getUserOrThrow(db, { tenantId: opts.tenantId, userId: opts.targetId });
}
