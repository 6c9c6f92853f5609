import 'server-only';

import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  REMEMBER_TTL_SECONDS,
  SESSION_TTL_SECONDS,
  signAccessToken,
  verifyAccessToken,
  type AccessClaims,
} from '@/lib/auth/token';
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

/** What a sign-in or a refresh hands the browser: the short access token and the session's refresh token. */
export interface IssuedSession {
  accessToken: string;
  /** When the access token expires (ISO). */
  expiresAt: string;
  refreshToken: string;
  /** When the session, and so the refresh token, ends. */
  sessionExpiresAt: Date;
  remember: boolean;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Creates a server-side session, its refresh token and the access token that names it. */
export async function startSession(
  db: DbOrTx,
  opts: { user: UserRow; remember: boolean; userAgent?: string | null; ip?: string | null },
): Promise<IssuedSession> {
  const ttl = opts.remember ? REMEMBER_TTL_SECONDS : SESSION_TTL_SECONDS;
  const sessionExpiresAt = new Date(Date.now() + ttl * 1000);
  const refreshToken = randomBytes(32).toString('base64url');
  const [session] = await db
    .insert(sessions)
    .values({
      userId: opts.user.id,
      expiresAt: sessionExpiresAt,
      refreshHash: hashOf(refreshToken),
      remember: opts.remember,
      userAgent: opts.userAgent?.slice(0, 300),
      ip: opts.ip,
    })
    .returning({ id: sessions.id });
  const access = await issueAccessToken(opts.user, session!.id, sessionExpiresAt);
  return { ...access, refreshToken, sessionExpiresAt, remember: opts.remember };
}

/** An access token of ACCESS_TOKEN_TTL_SECONDS, never outliving its session. */
async function issueAccessToken(user: UserRow, sessionId: string, sessionExpiresAt: Date) {
  // Whole seconds, as the token's exp claim carries it.
  const expiresMs = Math.min(Date.now() + ACCESS_TOKEN_TTL_SECONDS * 1000, sessionExpiresAt.getTime());
  const expiresAt = new Date(Math.floor(expiresMs / 1000) * 1000);
  const accessToken = await signAccessToken(
    { userId: user.id, accountTypeId: user.accountTypeId, tenantId: user.tenantId, sessionId },
    expiresAt,
  );
  return { accessToken, expiresAt: expiresAt.toISOString() };
}

/**
 * A new access token for the session the refresh token belongs to, while that session is live
 * (not revoked by logout, a password change or a disabled user, not expired); null otherwise.
 */
export async function refreshSession(db: DbOrTx, refreshToken: string | null | undefined) {
  if (!refreshToken) return null;
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.refreshHash, hashOf(refreshToken)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!row || row.user.status !== 'active') return null;
  const access = await issueAccessToken(row.user, row.session.id, row.session.expiresAt);
  return {
    ...access,
    remember: row.session.remember,
    sessionExpiresAt: row.session.expiresAt,
    accountTypeId: row.user.accountTypeId,
  };
}

/** The session lookup of every authenticated request, built once per database (see resolveSession). */
const sessionLookup = (db: DbOrTx) =>
  db
    .select({ session: sessions, user: users, tenantStatus: tenants.status, accessVersion: tenants.accessVersion })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(tenants, eq(tenants.id, users.tenantId))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), eq(sessions.userId, sql.placeholder('userId'))))
    .limit(1)
    .prepare('cari_resolve_session');
const sessionLookups = new WeakMap<DbOrTx, ReturnType<typeof sessionLookup>>();

/**
 * Resolves a bearer token to a live session; null when the token, session or user is not valid.
 * The lookup is a prepared statement: the query is built once per database instead of on every
 * request, and PostgreSQL parses it once per connection.
 */
export async function resolveSession(db: DbOrTx, token: string | null | undefined): Promise<SessionContext | null> {
  const claims = await verifyAccessToken(token);
  return claims && lookupSession(db, claims);
}

/**
 * The session lookup of verified claims. It asks its one statement before its first await: a tenant
 * request has it written in the round trip that opens its transaction (api/middleware.ts).
 */
export async function lookupSession(db: DbOrTx, claims: AccessClaims): Promise<SessionContext | null> {
  countWork('sessionLookups');
  let lookup = sessionLookups.get(db);
  if (!lookup) sessionLookups.set(db, (lookup = sessionLookup(db)));
  const [row] = await lookup.execute({ sessionId: claims.sessionId, userId: claims.userId });
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
