import 'server-only';

import { and, count, eq, gt, min } from 'drizzle-orm';
import type { LoginResponse } from '@/lib/schemas/auth';
import type { Db } from '../../db/client';
import { loginFailures, tenants, users } from '../../db/schema';
import { AppError } from '../../errors';
import { verifyPassword } from '../../auth/passwords';
import { writeAudit } from '../audit';
import { startSession, toCurrentUser } from './sessions';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 10;
export const MAX_FAILURES_PER_IP = 100;

/** Checks the password and opens a session; failures count towards the per-email and per-address limits. */
export async function login(
  db: Db,
  opts: { email: string; password: string; remember: boolean; ip: string; userAgent?: string | null },
): Promise<LoginResponse> {
  await assertNotRateLimited(db, opts.email, opts.ip);

  const [row] = await db
    .select({ user: users, tenantStatus: tenants.status })
    .from(users)
    .leftJoin(tenants, eq(tenants.id, users.tenantId))
    .where(eq(users.email, opts.email))
    .limit(1);

  // An invited user has no password yet; say so rather than a misleading "wrong password".
  if (row?.user.status === 'pending' && !row.user.passwordHash) throw new AppError(403, 'account_pending');

  const ok = await verifyPassword(row?.user.passwordHash, opts.password);
  if (!row || !ok) {
    await db.insert(loginFailures).values({ email: opts.email, ip: opts.ip });
    throw new AppError(401, 'invalid_credentials');
  }
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
  return { ...session, user: toCurrentUser(row.user) };
}

async function assertNotRateLimited(db: Db, email: string, ip: string) {
  const since = new Date(Date.now() - LOGIN_WINDOW_MS);
  const [byEmail] = await db
    .select({ n: count(), oldest: min(loginFailures.createdAt) })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, email), gt(loginFailures.createdAt, since)));
  const [byIp] = await db
    .select({ n: count(), oldest: min(loginFailures.createdAt) })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, ip), gt(loginFailures.createdAt, since)));
  const hit =
    byEmail!.n >= MAX_FAILURES_PER_EMAIL ? byEmail!.oldest : byIp!.n >= MAX_FAILURES_PER_IP ? byIp!.oldest : null;
  if (!hit) return;
  const retryAfter = Math.max(1, Math.ceil((new Date(hit).getTime() + LOGIN_WINDOW_MS - Date.now()) / 1000));
  throw new AppError(429, 'rate_limited', {
    params: { minutes: Math.ceil(retryAfter / 60) },
    headers: { 'Retry-After': String(retryAfter) },
  });
}
