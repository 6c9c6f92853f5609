import 'server-only';

import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/** Failed logins, kept in the database so the rate limit holds across app instances. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: id(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    /**
     * The device cookie's id when the attempt came with a valid one for this account (an earlier
     * sign-in from that browser): such a device has a failure budget of its own, apart from its address.
     */
    device: text('device'),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_failures_email_idx').on(t.email, t.createdAt),
    index('login_failures_ip_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * Fixed-window counters of the abuse limits that need no history of their own (set-password calls
 * per client, the one audited refusal per window): one row per key, counted and reset in a single
 * upsert, so parallel requests across app instances cannot miss each other.
 */
export const rateCounters = pgTable('rate_counters', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  count: integer('count').notNull().default(0),
});
