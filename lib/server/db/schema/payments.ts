import 'server-only';

import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bankAccounts } from './bank-accounts';
import { cashRegisters } from './cash-registers';
import { createdAt, id, updatedAt } from './columns';
import { customers } from './customers';
import { invoices } from './invoices';
import { paymentMethods } from './payment-methods';
import { tenants } from './tenants';
import { users } from './users';

const tenantId = () =>
  uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });

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
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    /** Always positive; the direction comes from `kind` (and a reversal's opposite). */
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('TRY'),
    paymentMethodId: uuid('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id, { onDelete: 'restrict' }),
    cashRegisterId: uuid('cash_register_id').references(() => cashRegisters.id, { onDelete: 'restrict' }),
    bankAccountId: uuid('bank_account_id').references(() => bankAccounts.id, { onDelete: 'restrict' }),
    /** Receipt (makbuz) number, bank reference … */
    reference: text('reference'),
    chequeNumber: text('cheque_number'),
    chequeDueDate: date('cheque_due_date', { mode: 'string' }),
    note: text('note'),
    /** On a reversal row: the payment it reverses, and why. */
    reversalOfId: uuid('reversal_of_id').references((): AnyPgColumn => payments.id, { onDelete: 'restrict' }),
    reversalReason: text('reversal_reason'),
    idempotencyKey: text('idempotency_key'),
    searchText: text('search_text').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
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
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    freedAt: timestamp('freed_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_allocations_payment_idx').on(t.paymentId),
    index('payment_allocations_invoice_idx').on(t.invoiceId),
    check('payment_allocations_amount_positive', sql`${t.amount} > 0`),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentAllocationRow = typeof paymentAllocations.$inferSelect;
