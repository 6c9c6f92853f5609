import 'server-only';

import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { tenantIsolationThrough } from './tenancy';
import { users } from './users';

/**
 * One row per login; the JWT carries its id so logout and password changes can revoke it. The short
 * access token is re-issued from the refresh token, kept only as its SHA-256 here and in the browser
 * only in an HttpOnly cookie (script cannot read it), for as long as the session lives. Each refresh
 * replaces the refresh token (rotation); the replaced ones go to retired_refresh_tokens.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    refreshHash: text('refresh_hash').unique(),
    /** "Remember me": the cookies then outlive the browser session (7 days). */
    remember: boolean('remember').notNull().default(true),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  // A tenant ends its own users' sessions only.
  (t) => [index('sessions_user_idx').on(t.userId), tenantIsolationThrough(t.userId, users, 'u')],
);

export type SessionRow = typeof sessions.$inferSelect;

/**
 * Refresh tokens a refresh has replaced (SHA-256, as sessions.refresh_hash). One presented again was
 * copied: whoever holds the session's current token, the session is revoked (reuse detection).
 */
export const retiredRefreshTokens = pgTable(
  'retired_refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    retiredAt: timestamp('retired_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('retired_refresh_tokens_session_idx').on(t.sessionId)],
);
