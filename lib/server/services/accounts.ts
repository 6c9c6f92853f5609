import 'server-only';

import { eq } from 'drizzle-orm';
import type { ChangePasswordInput, UpdateProfileInput } from '@/lib/schemas/auth';
import type { Db } from '../db/client';
import { users, type UserRow } from '../db/schema';
import { AppError } from '../errors';
import { assertStrongPassword } from '../auth/password-policy';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { invalidateLists } from '../kit/list-window';
import { writeAudit } from './audit';
import { forgiveFailures, reservePasswordAttempt } from './auth/attempt-limit';
import { revokeUserSessions, startSession } from './auth/sessions';

/** Updates the signed-in user's own name and language. */
export async function updateProfile(db: Db, opts: { user: UserRow; input: UpdateProfileInput }): Promise<UserRow> {
  const saved = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ ...opts.input, version: opts.user.version + 1 })
      .where(eq(users.id, opts.user.id))
      .returning();
    await writeAudit(tx, {
      tenantId: opts.user.tenantId,
      userId: opts.user.id,
      action: 'profile.update',
      entity: 'user',
      entityId: opts.user.id,
      data: opts.input,
    });
    return updated!;
  });
  // The tenant's user list is ordered and searched by name.
  if (saved.tenantId) invalidateLists(saved.tenantId, 'users');
  return saved;
}

/**
 * Changes the password after checking the current one, which counts against the same limits as a
 * login (a stolen session must not become a password oracle); every session ends and a fresh one is
 * issued. The new password must not be common nor contain the user's email or name.
 */
export async function changePassword(db: Db, opts: { user: UserRow; input: ChangePasswordInput; ip: string }) {
  assertStrongPassword(opts.input.newPassword, opts.user, 'newPassword');
  const attempt = { email: opts.user.email, ip: opts.ip };
  await reservePasswordAttempt(db, attempt);
  if (!(await verifyPassword(opts.user.passwordHash, opts.input.currentPassword))) {
    throw new AppError(400, 'wrong_password', { fields: { currentPassword: { key: 'wrongPassword' } } });
  }
  await forgiveFailures(db, attempt);
  const passwordHash = await hashPassword(opts.input.newPassword);
  return db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, version: opts.user.version + 1 })
      .where(eq(users.id, opts.user.id));
    await revokeUserSessions(tx, opts.user.id);
    await writeAudit(tx, {
      tenantId: opts.user.tenantId,
      userId: opts.user.id,
      action: 'password.change',
      entity: 'user',
      entityId: opts.user.id,
      ip: opts.ip,
    });
    return startSession(tx, { user: opts.user, remember: true, ip: opts.ip });
  });
}
