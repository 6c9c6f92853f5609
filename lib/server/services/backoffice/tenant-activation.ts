import 'server-only';

import type { ActivationLink } from '@/lib/schemas/backoffice-tenants';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import { writeAudit } from '../audit';
import { issueSetPasswordLink, sendSetPasswordEmail } from '../auth/activation';
import { findActivationTarget } from './tenant-queries';

interface Target {
  tenantId: string;
  userId?: string;
  actorId: string;
  ip: string;
}

/** Only an account that has not set its password yet gets an activation link. */
async function pendingTarget(db: Db, opts: Target): Promise<UserRow> {
  const user = await findActivationTarget(db, opts.tenantId, opts.userId);
  if (user.status !== 'pending') throw new AppError(422, 'not_pending');
  return user;
}

/** Emails a fresh activation link to the tenant's pending owner (or the given pending user). */
export async function resendActivation(db: Db, opts: Target): Promise<{ email: string }> {
  const user = await pendingTarget(db, opts);
  await db.transaction(async (tx) => {
    await sendSetPasswordEmail(tx, { user, purpose: 'activation' });
    await writeAudit(tx, {
      tenantId: opts.tenantId,
      userId: opts.actorId,
      action: 'tenant.activation_resend',
      entity: 'user',
      entityId: user.id,
      ip: opts.ip,
    });
  });
  return { email: user.email };
}

/**
 * A fresh activation link for the Backoffice to pass on by hand (the copy button). Issuing it ends
 * every earlier link of that user, including the emailed one.
 */
export async function createActivationLink(db: Db, opts: Target): Promise<ActivationLink> {
  const user = await pendingTarget(db, opts);
  return db.transaction(async (tx) => {
    const { link, expiresAt } = await issueSetPasswordLink(tx, { userId: user.id, purpose: 'activation' });
    await writeAudit(tx, {
      tenantId: opts.tenantId,
      userId: opts.actorId,
      action: 'tenant.activation_link',
      entity: 'user',
      entityId: user.id,
      ip: opts.ip,
    });
    return { link, userId: user.id, expiresAt: expiresAt.toISOString() };
  });
}
