import 'server-only';

import { and, eq, isNull } from 'drizzle-orm';
import { REMEMBER_TTL_SECONDS, SESSION_TTL_SECONDS, signAccessToken, verifyAccessToken } from '@/lib/auth/token';
import type { CurrentUser } from '@/lib/schemas/auth';
import type { DbOrTx } from '../../db/client';
import { countWork } from '../../metrics';
import { sessions, tenants, users, type UserRow } from '../../db/schema';

export interface SessionContext {
  sessionId: string;
  user: UserRow;
  tenantStatus: string | null;
  /** The tenant's access version (bumped by triggers on any change of permissions). */
  accessVersion: number | null;
}

/** Creates a server-side session and the JWT that names it. */
export async function startSession(
  db: DbOrTx,
  opts: { user: UserRow; remember: boolean; userAgent?: string | null; ip?: string | null },
) {
  const ttl = opts.remember ? REMEMBER_TTL_SECONDS : SESSION_TTL_SECONDS;
  const expiresAt = new Date(Date.now() + ttl * 1000);
  const [session] = await db
    .insert(sessions)
    .values({ userId: opts.user.id, expiresAt, userAgent: opts.userAgent?.slice(0, 300), ip: opts.ip })
    .returning({ id: sessions.id });
  const accessToken = await signAccessToken(
    {
      userId: opts.user.id,
      accountTypeId: opts.user.accountTypeId,
      tenantId: opts.user.tenantId,
      sessionId: session!.id,
    },
    expiresAt,
  );
  return { accessToken, expiresAt: expiresAt.toISOString() };
}

/** Resolves a bearer token to a live session; null when the token, session or user is not valid. */
export async function resolveSession(db: DbOrTx, token: string | null | undefined): Promise<SessionContext | null> {
  const claims = await verifyAccessToken(token);
  if (!claims) return null;
  countWork('sessionLookups');
  const [row] = await db
    .select({ session: sessions, user: users, tenantStatus: tenants.status, accessVersion: tenants.accessVersion })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(tenants, eq(tenants.id, users.tenantId))
    .where(and(eq(sessions.id, claims.sessionId), eq(sessions.userId, claims.userId)))
    .limit(1);
  if (!row || row.session.revokedAt || row.session.expiresAt.getTime() <= Date.now()) return null;
  if (row.user.status !== 'active') return null;
  return {
    sessionId: row.session.id,
    user: row.user,
    tenantStatus: row.tenantStatus,
    accessVersion: row.accessVersion,
  };
}

export async function revokeSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every open session of a user (password change, disable), optionally keeping one. */
export async function revokeUserSessions(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export function toCurrentUser(user: UserRow): CurrentUser {
  return {
    id: user.id,
    name: user.name,
    surname: user.surname,
    email: user.email,
    accountTypeId: user.accountTypeId,
    tenantId: user.tenantId,
    language: user.language === 'en' ? 'en' : 'tr',
  };
}
