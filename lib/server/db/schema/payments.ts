import 'server-only';

import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bankAccounts } from './bank-accounts';
import { cashRegisters } from './cash-registers';
import { createdAt, id, money, updatedAt } from './columns';
import { customers } from './customers';
import { invoices } from './invoices';
import { paymentMethods } from './payment-methods';
import { tenantIsolation, tenantKey, tenantReference } from './tenancy';
import { tenantId } from './tenants';
import { users } from './users';

/**
 * A collection from a customer (tahsilat, money in) or a payment to one (ödeme, e.g. a refund;
 * money out), moved through a cash register or a bank account. A payment is never edited or
 * deleted: a reversal (ters kayıt) is a second row whose `reversal_of_id` names it, with the
 * reason; the unique index lets a payment be reversed once.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    tenantId: tenantId(),
    number: text('number').notNull(),
    /** 'collection' | 'payment' */
    kind: text('kind').notNull(),
    customerId: uuid('customer_id').notNull(),
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    /** Always positive; the direction comes from `kind` (and a reversal's opposite). */
    amount: money('amount').notNull(),
    currency: text('currency').notNull().default('TRY'),
    paymentMethodId: uuid('payment_method_id').notNull(),
    cashRegisterId: uuid('cash_register_id'),
    bankAccountId: uuid('bank_account_id'),
    /** Receipt (makbuz) number, bank reference … */
    reference: text('reference'),
    chequeNumber: text('cheque_number'),
    chequeDueDate: date('cheque_due_date', { mode: 'string' }),
    note: text('note'),
    /** On a reversal row: the payment it reverses, and why. */
    reversalOfId: uuid('reversal_of_id'),
    reversalReason: text('reversal_reason'),
    idempotencyKey: text('idempotency_key'),
    searchText: text('search_text').notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_tenant_number_key').on(t.tenantId, t.number),
    uniqueIndex('payments_tenant_idempotency_key')
      .on(t.tenantId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    uniqueIndex('payments_reversal_of_key')
      .on(t.reversalOfId)
      .where(sql`${t.reversalOfId} is not null`),
    index('payments_tenant_date_idx').on(t.tenantId, t.paymentDate, t.id),
    index('payments_customer_idx').on(t.tenantId, t.customerId),
    index('payments_method_idx').on(t.paymentMethodId),
    index('payments_cash_register_idx').on(t.cashRegisterId),
    index('payments_bank_account_idx').on(t.bankAccountId),
    check('payments_amount_positive', sql`${t.amount} > 0`),
    check('payments_one_account', sql`num_nonnulls(${t.cashRegisterId}, ${t.bankAccountId}) = 1`),
    tenantKey(t),
    tenantReference(t, t.customerId, customers, 'restrict'),
    tenantReference(t, t.paymentMethodId, paymentMethods, 'restrict'),
    tenantReference(t, t.cashRegisterId, cashRegisters, 'restrict'),
    tenantReference(t, t.bankAccountId, bankAccounts, 'restrict'),
    tenantReference(t, t.reversalOfId, t, 'restrict'),
    tenantReference(t, t.createdBy, users, 'set null'),
    tenantIsolation(t.tenantId),
  ],
);

/**
 * The part of a payment settled against an invoice. Reversing the payment frees its allocations
 * (`freed_at`); the invoice's `allocated_amount` is always the sum of its live allocations.
 */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    id: id(),
    tenantId: tenantId(),
    paymentId: uuid('payment_id').notNull(),
    invoiceId: uuid('invoice_id').notNull(),
    amount: money('amount').notNull(),
    freedAt: timestamp('freed_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_allocations_payment_idx').on(t.paymentId),
    index('payment_allocations_invoice_idx').on(t.invoiceId),
    check('payment_allocations_amount_positive', sql`${t.amount} > 0`),
    tenantReference(t, t.paymentId, payments, 'restrict'),
    tenantReference(t, t.invoiceId, invoices, 'restrict'),
    tenantReference(t, t.createdBy, users, 'set null'),
    tenantIsolation(t.tenantId),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentAllocationRow = typeof paymentAllocations.$inferSelect;
