import 'server-only';

import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bankAccounts } from './bank-accounts';
import { cashRegisters } from './cash-registers';
import { id, listedColumns } from './columns';
import { tenantIsolation, tenantKey, tenantReference } from './tenancy';
import { tenantId } from './tenants';

/** How a payment is made (cash, card, transfer, cheque, note) and where it settles by default. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: id(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    cashRegisterId: uuid('cash_register_id'),
    bankAccountId: uuid('bank_account_id'),
    active: boolean('active').notNull().default(true),
    ...listedColumns(),
  },
  (t) => [
    uniqueIndex('payment_methods_tenant_name_key').on(t.tenantId, t.sortName),
    index('payment_methods_cash_register_idx').on(t.cashRegisterId),
    index('payment_methods_bank_account_idx').on(t.bankAccountId),
    tenantKey(t),
    tenantReference(t, t.cashRegisterId, cashRegisters, 'restrict'),
    tenantReference(t, t.bankAccountId, bankAccounts, 'restrict'),
    tenantIsolation(t.tenantId),
  ],
);

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
