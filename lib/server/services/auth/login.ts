import 'server-only';

import { eq } from 'drizzle-orm';
import type { CurrentUser } from '@/lib/schemas/auth';
import type { Db } from '../../db/client';
import { tenants, users } from '../../db/schema';
import { AppError } from '../../errors';
import { deviceCookieAfterSignIn, deviceIdFor } from '../../auth/device-cookie';
import { verifyPassword } from '../../auth/passwords';
import { writeAudit } from '../audit';
import { forgiveFailures, reservePasswordAttempt } from './attempt-limit';
import { startSession, toCurrentUser, type IssuedSession } from './sessions';

export { LOGIN_WINDOW_MS } from './attempt-limit';

/**
 * Checks the password and opens a session. Every attempt is first reserved against the limits
 * (attempt-limit.ts), on the budget of the device when the browser presents a device cookie of an
 * earlier sign-in to this account; a correct password forgives that budget's failures and answers
 * the device cookie to keep. An unknown address, an invited account with no password yet and a wrong
 * password answer alike (401, same body, one argon2 verification each), so the answer does not tell
 * whether the address has an account.
 */
export async function login(
  db: Db,
  opts: {
    email: string;
    password: string;
    remember: boolean;
    ip: string;
    userAgent?: string | null;
    deviceCookie?: string | null;
  },
): Promise<IssuedSession & { user: CurrentUser; deviceCookie: string }> {
  const [row] = await db
    .select({ user: users, tenantStatus: tenants.status })
    .from(users)
    .leftJoin(tenants, eq(tenants.id, users.tenantId))
    .where(eq(users.email, opts.email))
    .limit(1);
  const attempt = {
    email: opts.email,
    ip: opts.ip,
    device: row ? deviceIdFor(opts.deviceCookie, row.user.id) : null,
  };
  await reservePasswordAttempt(db, attempt);

  const ok = await verifyPassword(row?.user.passwordHash, opts.password);
  if (!row || !ok) throw new AppError(401, 'invalid_credentials');
  await forgiveFailures(db, attempt);
  if (row.user.status === 'disabled') throw new AppError(403, 'account_disabled');
  if (row.user.status !== 'active') throw new AppError(403, 'account_pending');
  if (row.tenantStatus === 'suspended') throw new AppError(403, 'tenant_suspended');

  const session = await startSession(db, {
    user: row.user,
    remember: opts.remember,
    ip: opts.ip,
    userAgent: opts.userAgent,
  });
  await writeAudit(db, {
    tenantId: row.user.tenantId,
    userId: row.user.id,
    action: 'login',
    entity: 'user',
    entityId: row.user.id,
    ip: opts.ip,
  });
  return {
    ...session,
    user: toCurrentUser(row.user),
    deviceCookie: deviceCookieAfterSignIn(opts.deviceCookie, row.user.id),
  };
}
