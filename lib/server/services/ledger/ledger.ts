import 'server-only';

import Decimal from 'decimal.js';
import { and, eq, min, sql } from 'drizzle-orm';
import { istanbulToday } from '@/lib/utils/dates';
import type { DbOrTx, Tx } from '../../db/client';
import {
  bankAccounts,
  cashRegisters,
  customers,
  invoices,
  ledgerEntries,
  type InvoiceRow,
  type NewLedgerEntryRow,
} from '../../db/schema';
import { notFound } from '../../errors';
import type { Actor } from '../../kit/actor';
import { openInvoicesOf } from '../invoices/receivables';

export type LedgerAccount =
  | { account: 'customer'; customerId: string }
  | { account: 'cash_register'; cashRegisterId: string }
  | { account: 'bank_account'; bankAccountId: string };

export type LedgerMovement =
  | 'invoice'
  | 'invoice_cancel'
  | 'return'
  | 'return_cancel'
  | 'collection'
  | 'payment'
  | 'collection_reversal'
  | 'payment_reversal';

export interface LedgerPosting {
  to: LedgerAccount;
  amount: Decimal | string;
  movement: LedgerMovement;
  entryDate: string;
  invoiceId?: string | null;
  paymentId?: string | null;
}

/**
 * Keeps a customer's maintained figures in step, in the caller's transaction: its balance moves by
 * `delta` (what its new ledger rows add up to) and its oldest open due date is read again from its
 * open invoices. Called after whatever changed them (ledger rows, allocations, returns, a cancel),
 * and after the invoices are locked, so locks are always taken invoices first, then the customer.
 */
export async function updateCustomerAccount(
  tx: Tx,
  opts: { tenantId: string; customerId: string; delta?: Decimal },
): Promise<void> {
  const oldestOpen = tx
    .select({ due: min(invoices.dueDate) })
    .from(invoices)
    .where(openInvoicesOf(opts.tenantId, opts.customerId));
  await tx
    .update(customers)
    .set({
      balance: sql`${customers.balance} + ${(opts.delta ?? new Decimal(0)).toFixed(2)}::numeric`,
      oldestOpenDueDate: sql`(${oldestOpen})`,
      // A money movement is no edit of the customer's record: its last change stays as it was.
      updatedAt: sql`${customers.updatedAt}`,
    })
    .where(and(eq(customers.tenantId, opts.tenantId), eq(customers.id, opts.customerId)));
}

/**
 * Appends movements in the caller's transaction (the ledger is never updated; a correction is an
 * opposite row), and moves the balance of each customer they touch by the same amount.
 */
export async function postLedger(tx: Tx, actor: Pick<Actor, 'tenantId' | 'userId'>, postings: LedgerPosting[]) {
  const rows: NewLedgerEntryRow[] = postings
    .filter((p) => !new Decimal(p.amount).isZero())
    .map((p) => ({
      tenantId: actor.tenantId,
      ...p.to,
      amount: new Decimal(p.amount).toFixed(2),
      movement: p.movement,
      entryDate: p.entryDate,
      invoiceId: p.invoiceId ?? null,
      paymentId: p.paymentId ?? null,
      createdBy: actor.userId,
    }));
  if (!rows.length) return;
  await tx.insert(ledgerEntries).values(rows);
  const byCustomer = new Map<string, Decimal>();
  for (const row of rows) {
    if (row.customerId)
      byCustomer.set(row.customerId, (byCustomer.get(row.customerId) ?? new Decimal(0)).plus(row.amount));
  }
  for (const [customerId, delta] of byCustomer) {
    await updateCustomerAccount(tx, { tenantId: actor.tenantId, customerId, delta });
  }
}

/**
 * The customer-account movement of an invoice event: issuing a sales invoice debits the customer,
 * a return credits it, and cancelling either books the opposite on the day it is cancelled. The
 * amount is the payable total: the KDV the buyer withholds (tevkifat) is paid to the tax office, not to us.
 */
export function postInvoiceLedger(
  tx: Tx,
  actor: Pick<Actor, 'tenantId' | 'userId'>,
  row: Pick<InvoiceRow, 'id' | 'kind' | 'customerId' | 'payableTotal' | 'invoiceDate'>,
  event: 'issue' | 'cancel',
) {
  const isReturn = row.kind === 'return';
  const debit = new Decimal(row.payableTotal).times(isReturn === (event === 'issue') ? -1 : 1);
  const movement: LedgerMovement = isReturn
    ? event === 'issue'
      ? 'return'
      : 'return_cancel'
    : event === 'issue'
      ? 'invoice'
      : 'invoice_cancel';
  return postLedger(tx, actor, [
    {
      to: { account: 'customer', customerId: row.customerId },
      amount: debit,
      movement,
      // a cancel is booked on the day it is made
      entryDate: event === 'issue' ? row.invoiceDate : istanbulToday(),
      invoiceId: row.id,
    },
  ]);
}

const sumOf = (where: ReturnType<typeof and>) => sql`coalesce((select sum(${ledgerEntries.amount})
  from ${ledgerEntries} where ${where}), 0)`;

/** Σ ledger of a customer up to (and including) `until`, or all of it: positive = the customer owes. */
export async function customerBalance(
  db: DbOrTx,
  opts: { tenantId: string; customerId: string; until?: string | null },
): Promise<string> {
  const [row] = await db
    .select({
      balance: sql<string>`round(coalesce(sum(${ledgerEntries.amount}), 0), 2)::text`,
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.tenantId, opts.tenantId),
        eq(ledgerEntries.customerId, opts.customerId),
        opts.until ? sql`${ledgerEntries.entryDate} <= ${opts.until}` : undefined,
      ),
    );
  return row!.balance;
}

/** A cash register's balance: its opening balance plus Σ of its ledger rows. */
export const cashRegisterBalanceSql = sql<string>`round(${cashRegisters.openingBalance} + ${sumOf(
  and(eq(ledgerEntries.tenantId, cashRegisters.tenantId), eq(ledgerEntries.cashRegisterId, cashRegisters.id)),
)}, 2)::text`;

/** A bank account's balance: its opening balance plus Σ of its ledger rows. */
export const bankAccountBalanceSql = sql<string>`round(${bankAccounts.openingBalance} + ${sumOf(
  and(eq(ledgerEntries.tenantId, bankAccounts.tenantId), eq(ledgerEntries.bankAccountId, bankAccounts.id)),
)}, 2)::text`;

/** A cash register's or bank account's opening balance and current balance (404 for another tenant's). */
export async function accountBalance(
  db: DbOrTx,
  opts: { tenantId: string; account: 'cash_register' | 'bank_account'; id: string },
): Promise<{ openingBalance: string; balance: string }> {
  const table = opts.account === 'cash_register' ? cashRegisters : bankAccounts;
  const balance = opts.account === 'cash_register' ? cashRegisterBalanceSql : bankAccountBalanceSql;
  const [row] = await db
    .select({ openingBalance: table.openingBalance, balance })
    .from(table)
    .where(and(eq(table.id, opts.id), eq(table.tenantId, opts.tenantId)));
  if (!row) throw notFound();
  return row;
}
