import 'server-only';

import { boolean, date, index, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from './columns';
import { tenants } from './tenants';

/** A tenant's bank account; the IBAN is stored without spaces (TR + 24 digits, mod-97 checked). */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    bankName: text('bank_name').notNull(),
    branch: text('branch'),
    accountName: text('account_name').notNull(),
    iban: text('iban').notNull(),
    currency: text('currency').notNull().default('TRY'),
    openingBalance: numeric('opening_balance', { precision: 18, scale: 2 }).notNull().default('0'),
    openingDate: date('opening_date', { mode: 'string' }),
    active: boolean('active').notNull().default(true),
    searchText: text('search_text').notNull(),
    sortName: text('sort_name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('bank_accounts_tenant_iban_key').on(t.tenantId, t.iban),
    index('bank_accounts_tenant_sort_idx').on(t.tenantId, t.sortName, t.id),
  ],
);

export type BankAccountRow = typeof bankAccounts.$inferSelect;
