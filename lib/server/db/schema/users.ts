import 'server-only';

import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from './columns';
import { tenantIsolation, tenantKey } from './tenancy';
import { tenants } from './tenants';

/** A portal account's email choices; a missing key means on. */
export interface EmailPreferences {
  offerSent?: boolean;
  invoiceIssued?: boolean;
}

export const users = pgTable(
  'users',
  {
    id: id(),
    tenantId: uuid('tenant_id').references(() => tenants.id),
    /** For Customer accounts: the tenant's customer record this person belongs to. */
    customerId: uuid('customer_id'),
    accountTypeId: smallint('account_type_id').notNull(),
    /** Stored lower-cased; unique across the platform because login is by email alone. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    passwordHash: text('password_hash'),
    /** 'pending' (not activated yet) | 'active' | 'disabled' */
    status: text('status').notNull().default('pending'),
    language: text('language').notNull().default('tr'),
    phone: text('phone'),
    /** Portal accounts: which notifications are also emailed (offer sent, invoice issued); on when absent. */
    emailPreferences: jsonb('email_preferences')
      .$type<EmailPreferences>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_tenant_idx').on(t.tenantId),
    tenantKey(t),
    tenantIsolation(t.tenantId),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
