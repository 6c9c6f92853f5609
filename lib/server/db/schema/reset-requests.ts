import 'server-only';

import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/** Forgot-password requests, kept in the database so the per-address and per-client limits hold across instances. */
export const resetRequests = pgTable(
  'reset_requests',
  {
    id: id(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('reset_requests_email_idx').on(t.email, t.createdAt),
    index('reset_requests_ip_idx').on(t.ip, t.createdAt),
  ],
);
