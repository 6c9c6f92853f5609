import 'server-only';

import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
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
import { retiredRefreshTokens, sessions, tenants, users, type UserRow } from '../../db/schema';
import { writeAudit } from '../audit';

export interface SessionContext {
  sessionId: string;
  user: UserRow;
  tenantStatus: string | null;
  /** The tenant's access version (bumped by triggers on any change of permissions). */
  accessVersion: number | null;
}

/** What a sign-in or a refresh hands the browser: the short access token and the session's (new) refresh token. */
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
 * Renews a session from its refresh token, while that session is live (not revoked by logout, a
 * password change or a disabled user, not expired): a new access token and a new refresh token
 * (rotation); the presented one is retired. A retired token presented again was copied (or the
 * session forked): the session is revoked and the event audited (reuse detection). null when the
 * token renews nothing.
 */
export async function refreshSession(
  db: DbOrTx,
  refreshToken: string | null | undefined,
): Promise<(Omit<IssuedSession, 'refreshToken'> & { refreshToken: string | null; accountTypeId: number }) | null> {
  if (!refreshToken) return null;
  const presented = hashOf(refreshToken);
  return db.transaction(async (tx) => {
    // The row lock makes a parallel use of the same token wait, then find it retired.
    const [row] = await tx
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.refreshHash, presented))
      .for('update', { of: sessions })
      .limit(1);
    if (!row) return (await renewedInGrace(tx, presented)) ?? (await revokeOnReuse(tx, presented), null);
    const { session, user } = row;
    if (!isLive(session, user)) return null;
    const next = randomBytes(32).toString('base64url');
    await tx
      .update(sessions)
      .set({ refreshHash: hashOf(next) })
      .where(eq(sessions.id, session.id));
    await tx.insert(retiredRefreshTokens).values({ tokenHash: presented, sessionId: session.id });
    const access = await issueAccessToken(user, session.id, session.expiresAt);
    return {
      ...access,
      refreshToken: next,
      remember: session.remember,
      sessionExpiresAt: session.expiresAt,
      accountTypeId: user.accountTypeId,
    };
  });
}

/**
 * Two requests of the same browser may refresh at once (two tabs, a navigation beside a fetch):
 * the later one presents the token the earlier one just retired. Within this window that is not a
 * copy: it gets a new access token without a new refresh token (the browser keeps the cookie the
 * earlier answer set), and the session lives on. Later, a retired token revokes its session.
 */
export const REFRESH_REUSE_GRACE_MS = 20_000;

const isLive = (session: { revokedAt: Date | null; expiresAt: Date }, user: { status: string }) =>
  !session.revokedAt && session.expiresAt.getTime() > Date.now() && user.status === 'active';

async function renewedInGrace(tx: DbOrTx, tokenHash: string) {
  const [row] = await tx
    .select({ session: sessions, user: users, retiredAt: retiredRefreshTokens.retiredAt })
    .from(retiredRefreshTokens)
    .innerJoin(sessions, eq(sessions.id, retiredRefreshTokens.sessionId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(retiredRefreshTokens.tokenHash, tokenHash))
    .limit(1);
  if (!row || Date.now() - row.retiredAt.getTime() > REFRESH_REUSE_GRACE_MS || !isLive(row.session, row.user))
    return null;
  const access = await issueAccessToken(row.user, row.session.id, row.session.expiresAt);
  return {
    ...access,
    refreshToken: null,
    remember: row.session.remember,
    sessionExpiresAt: row.session.expiresAt,
    accountTypeId: row.user.accountTypeId,
  };
}

/** A retired refresh token came back: its session ends, audited once against the account (no actor). */
async function revokeOnReuse(tx: DbOrTx, tokenHash: string): Promise<void> {
  const [retired] = await tx
    .select({ sessionId: retiredRefreshTokens.sessionId })
    .from(retiredRefreshTokens)
    .where(eq(retiredRefreshTokens.tokenHash, tokenHash))
    .limit(1);
  if (!retired) return;
  const [revoked] = await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, retired.sessionId), isNull(sessions.revokedAt)))
    .returning({ userId: sessions.userId });
  if (!revoked) return;
  const [owner] = await tx.select({ tenantId: users.tenantId }).from(users).where(eq(users.id, revoked.userId));
  await writeAudit(tx, {
    tenantId: owner?.tenantId ?? null,
    userId: null,
    action: 'session.refresh_reused',
    entity: 'user',
    entityId: revoked.userId,
    data: { sessionId: retired.sessionId },
  });
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
