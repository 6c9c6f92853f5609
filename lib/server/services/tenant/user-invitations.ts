import 'server-only';

import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { AccountType } from '@/lib/auth/account-types';
import type { TenantUser } from '@/lib/schemas/tenant-users';
import type { Db, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { roles, userRoles, users } from '../../db/schema';
import { AppError } from '../../errors';
import { auditRecord } from '../audit';
import { tenantWrite } from '../../kit/records';
import { assertTenantReferences } from '../../kit/references';
import { sendSetPasswordEmail } from '../auth/activation';
import { assertCanAssignRoles } from './grant-guard';
import { mailInvitedElsewhere } from './invited-elsewhere-mail';
import { assertActorIsOwner } from './owner-guard';
import { findTenantRoles } from './role-queries';
import { findUserRowOrThrow, getUserOrThrow } from './user-queries';
import type { Actor } from '../../kit/actor';

const emailTaken = () => new AppError(409, 'email_taken', { fields: { email: { key: 'emailTaken' } } });

/** The roles to give a user: each one of the tenant's (another tenant's role counts as unknown). */
export async function assertAssignableRoles(db: DbOrTx, opts: { tenantId: string; roleIds: string[] }) {
  const refs = opts.roleIds.map((id) => ({ field: 'roleIds', id }));
  await assertTenantReferences(db, roles, opts.tenantId, refs, { key: 'invalidRole' });
  return findTenantRoles(db, opts);
}

/**
 * Creates a pending staff account with its roles and emails the activation link, in one
 * transaction: if the mail cannot be sent, no half-invited user remains.
 *
 * An address already used in this tenant (staff or portal account) answers 409 on `email`: the
 * inviter's tenant holds that account, so saying so reveals nothing. An address used anywhere else
 * (another tenant, the Backoffice) answers exactly like a new invitation, so the answer never tells
 * a tenant who has an account elsewhere; nothing is created, and the address's owner is told by mail
 * that this company tried to invite them.
 */
export async function inviteUser(
  db: Db,
  opts: Actor & { input: { name: string; surname: string; email: string; roleIds: string[] } },
): Promise<TenantUser> {
  const { input } = opts;
  let id: string;
  let found: Awaited<ReturnType<typeof assertAssignableRoles>> = [];
  try {
    id = await tenantWrite(db, opts.tenantId, users, async (tx) => {
      if (await isTenantAddress(tx, opts.tenantId, input.email)) throw emailTaken();
      found = await assertAssignableRoles(tx, { tenantId: opts.tenantId, roleIds: input.roleIds });
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
      await tx
        .insert(userRoles)
        .values(input.roleIds.map((roleId) => ({ tenantId: opts.tenantId, userId: user!.id, roleId })));
      await auditRecord(tx, opts, { entity: 'user', action: 'invite', id: user!.id, data: input });
      await sendSetPasswordEmail(tx, { user: user!, purpose: 'activation', brandTenantId: opts.tenantId });
      return user!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) {
      // A parallel invitation of this tenant may have taken it since the check above.
      if (await isTenantAddress(db, opts.tenantId, input.email)) throw emailTaken();
      return inviteTakenElsewhere(db, opts, found);
    }
    throw error;
  }
  return getUserOrThrow(db, { tenantId: opts.tenantId, userId: id });
}

export async function isTenantAddress(db: DbOrTx, tenantId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), eq(users.tenantId, tenantId)))
    .limit(1);
  return Boolean(row);
}

/**
 * The answer to an invitation of an address that has an account outside the tenant: the audit row
 * and the answer a real invitation gets (a new id, pending, the chosen roles), no account, and a mail
 * to the address saying which company tried to invite it.
 */
async function inviteTakenElsewhere(
  db: Db,
  opts: Actor & { input: { name: string; surname: string; email: string; roleIds: string[] } },
  roles: { id: string; name: string; isOwner: boolean }[],
): Promise<TenantUser> {
  const { input } = opts;
  const id = randomUUID();
  const now = new Date().toISOString();
  await db.transaction(async (tx) => {
    await auditRecord(tx, opts, { entity: 'user', action: 'invite', id, data: input });
    await mailInvitedElsewhere(tx, { tenantId: opts.tenantId, lang: opts.lang, email: input.email });
  });
  const ordered = [...roles].sort((a, b) => Number(b.isOwner) - Number(a.isOwner) || a.name.localeCompare(b.name));
  return {
    id,
    name: input.name,
    surname: input.surname,
    email: input.email,
    status: 'pending',
    roles: ordered.map(({ id: roleId, name, isOwner }) => ({ id: roleId, name, isOwner })),
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
}

/** Sends a fresh activation link to a user who has not activated yet; earlier links stop working. */
export async function resendInvitation(db: Db, opts: Actor & { targetId: string }): Promise<TenantUser> {
  await db.transaction(async (tx) => {
    const user = await findUserRowOrThrow(tx, { tenantId: opts.tenantId, userId: opts.targetId, lock: true });
    if (user.status !== 'pending') throw new AppError(422, 'not_pending');
    await auditRecord(tx, opts, { entity: 'user', action: 'resend_invitation', id: user.id });
    await sendSetPasswordEmail(tx, { user, purpose: 'activation', brandTenantId: opts.tenantId });
  });
  return getUserOrThrow(db, { tenantId: opts.tenantId, userId: opts.targetId });
}
