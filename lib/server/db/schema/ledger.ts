import 'server-only';

import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bankAccounts } from './bank-accounts';
import { cashRegisters } from './cash-registers';
import { createdAt, id, money } from './columns';
import { customers } from './customers';
import { invoices } from './invoices';
import { payments } from './payments';
import { tenantIsolation, tenantReference } from './tenancy';
import { tenantId } from './tenants';
import { users } from './users';

/**
 * Every money movement, one row per account it touches; append-only (a correction is an opposite
 * row). Balances are sums of these rows:
 * - customer account (`customer_id`): + debit (an issued invoice, money paid out to the customer),
 *   − credit (a collection, a return invoice); positive = the customer owes the tenant;
 * - cash register / bank account: + money in, − money out. Their opening balance is a column of
 *   the definition and is added to the sum (balance = opening_balance + Σ amount), not a row.
 * Written in the same transaction as the invoice issue/cancel, the payment or its reversal.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    tenantId: tenantId(),
    /** 'customer' | 'cash_register' | 'bank_account' */
    account: text('account').notNull(),
    customerId: uuid('customer_id'),
    cashRegisterId: uuid('cash_register_id'),
    bankAccountId: uuid('bank_account_id'),
    /** The business date (invoice date, payment date, the day of a cancel or reversal). */
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    /** Signed, see above. */
    amount: money('amount').notNull(),
    /**
     * 'invoice' | 'invoice_cancel' | 'return' | 'return_cancel' | 'collection' | 'payment' |
     * 'collection_reversal' | 'payment_reversal'
     */
    movement: text('movement').notNull(),
    invoiceId: uuid('invoice_id'),
    paymentId: uuid('payment_id'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_customer_idx').on(t.tenantId, t.customerId, t.entryDate),
    index('ledger_cash_register_idx').on(t.tenantId, t.cashRegisterId, t.entryDate),
    index('ledger_bank_account_idx').on(t.tenantId, t.bankAccountId, t.entryDate),
    index('ledger_tenant_date_idx').on(t.tenantId, t.entryDate),
    index('ledger_invoice_idx').on(t.invoiceId),
    index('ledger_payment_idx').on(t.paymentId),
    check(
      'ledger_one_account',
      sql`(${t.account} = 'customer' and ${t.customerId} is not null and ${t.cashRegisterId} is null and ${t.bankAccountId} is null)
       or (${t.account} = 'cash_register' and ${t.cashRegisterId} is not null and ${t.customerId} is null and ${t.bankAccountId} is null)
       or (${t.account} = 'bank_account' and ${t.bankAccountId} is not null and ${t.customerId} is null and ${t.cashRegisterId} is null)`,
    ),
    check('ledger_amount_nonzero', sql`${t.amount} <> 0`),
    tenantReference(t, t.customerId, customers, 'restrict'),
    tenantReference(t, t.cashRegisterId, cashRegisters, 'restrict'),
    tenantReference(t, t.bankAccountId, bankAccounts, 'restrict'),
    tenantReference(t, t.invoiceId, invoices, 'restrict'),
    tenantReference(t, t.paymentId, payments, 'restrict'),
    tenantReference(t, t.createdBy, users, 'set null'),
    tenantIsolation(t.tenantId),
  ],
);

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
export type NewLedgerEntryRow = typeof ledgerEntries.$inferInsert;
