import 'server-only';

import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

/**
 * One row per login; the JWT carries its id so logout and password changes can revoke it. The short
 * access token is re-issued from the refresh token, kept only as its SHA-256 here and in the browser
 * only in an HttpOnly cookie (script cannot read it), for as long as the session lives.
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
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export type SessionRow = typeof sessions.$inferSelect;
