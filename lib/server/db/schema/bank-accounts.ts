import 'server-only';

import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, listedColumns, openingBalanceColumns } from './columns';
import { tenantIsolation, tenantKey } from './tenancy';
import { tenantId } from './tenants';

/** A tenant's bank account; the IBAN is stored without spaces (TR + 24 digits, mod-97 checked). */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: id(),
    tenantId: tenantId(),
    bankName: text('bank_name').notNull(),
    branch: text('branch'),
    accountName: text('account_name').notNull(),
    iban: text('iban').notNull(),
    ...openingBalanceColumns(),
    active: boolean('active').notNull().default(true),
    ...listedColumns(),
  },
  (t) => [
    uniqueIndex('bank_accounts_tenant_iban_key').on(t.tenantId, t.iban),
    index('bank_accounts_tenant_sort_idx').on(t.tenantId, t.sortName, t.id),
    tenantKey(t),
    tenantIsolation(t.tenantId),
  ],
);

export type BankAccountRow = typeof bankAccounts.$inferSelect;
