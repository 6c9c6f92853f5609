import 'server-only';

import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { tenantIsolationThrough } from './tenancy';
import { users } from './users';

/** Single-use set-password links; only the SHA-256 of the random token is stored. */
export const activationTokens = pgTable(
  'activation_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** 'activation' | 'reset' */
    purpose: text('purpose').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  // A tenant issues and revokes the links of its own users only.
  (t) => [
    uniqueIndex('activation_tokens_hash_key').on(t.tokenHash),
    index('activation_tokens_user_idx').on(t.userId),
    tenantIsolationThrough(t.userId, users, 'u'),
  ],
);
