import 'server-only';

import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/** Failed logins, kept in the database so the rate limit holds across app instances. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: id(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_failures_email_idx').on(t.email, t.createdAt),
    index('login_failures_ip_idx').on(t.ip, t.createdAt),
  ],
);
