import 'server-only';

import { and, asc, count, desc, eq, gte, lte } from 'drizzle-orm';
import type {
  AccountMovement,
  DateRangeQuery,
  ListMovementsQuery,
  Statement,
  StatementLine,
} from '@/lib/schemas/payments';
import { ExactDecimal } from '@/lib/utils/exact-decimal';
import { addCalendarDays } from '@/lib/utils/dates';
import type { DbOrTx } from '../../db/client';
import { customers, invoices, ledgerEntries, payments } from '../../db/schema';
import { notFound } from '../../errors';
import type { Page } from '../../kit/list-page';
import { inTenant } from '../../kit/records';
import { customerBalance } from './ledger';

/**
 * A customer's statement (cari hesap ekstresi) for a date range: the balance before it, every
 * invoice, return, payment and reversal in it with the running balance, and the totals.
 * Debit raises what the customer owes (an invoice), credit lowers it (a collection, a return).
 */
export async function customerStatement(
  db: DbOrTx,
  { tenantId, customerId, range }: { tenantId: string; customerId: string; range: DateRangeQuery },
): Promise<Statement> {
  const [customer] = await db
    .select({ name: customers.name })
    .from(customers)
    .where(inTenant(customers, tenantId, customerId));
  if (!customer) throw notFound();
  const dayBefore = range.dateFrom ? addCalendarDays(range.dateFrom, -1) : null;
  const opening = dayBefore ? await customerBalance(db, { tenantId, customerId, until: dayBefore }) : '0.00';
  const rows = await db
    .select({
      entry: ledgerEntries,
      invoiceNumber: invoices.number,
      invoiceNotes: invoices.notes,
      grandTotal: invoices.grandTotal,
      withholdingTotal: invoices.withholdingTotal,
      paymentNumber: payments.number,
      paymentReference: payments.reference,
      paymentNote: payments.note,
      reversalReason: payments.reversalReason,
    })
    .from(ledgerEntries)
    .leftJoin(invoices, eq(invoices.id, ledgerEntries.invoiceId))
    .leftJoin(payments, eq(payments.id, ledgerEntries.paymentId))
    .where(
      and(
        eq(ledgerEntries.tenantId, tenantId),
        eq(ledgerEntries.customerId, customerId),
        range.dateFrom ? gte(ledgerEntries.entryDate, range.dateFrom) : undefined,
        range.dateTo ? lte(ledgerEntries.entryDate, range.dateTo) : undefined,
      ),
    )
    .orderBy(asc(ledgerEntries.entryDate), asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
  let balance = new ExactDecimal(opening);
  let debit = new ExactDecimal(0);
  let credit = new ExactDecimal(0);
  const lines: StatementLine[] = rows.map((r) => {
    const amount = new ExactDecimal(r.entry.amount);
    balance = balance.plus(amount);
    if (amount.isPositive()) debit = debit.plus(amount);
    else credit = credit.minus(amount);
    return {
      id: r.entry.id,
      date: r.entry.entryDate,
      movement: r.entry.movement as StatementLine['movement'],
      documentNumber: r.paymentNumber ?? r.invoiceNumber ?? null,
      invoiceId: r.entry.invoiceId,
      paymentId: r.entry.paymentId,
      description: r.reversalReason ?? r.paymentReference ?? r.paymentNote ?? r.invoiceNotes ?? null,
      // greaterThan, not isPositive: decimal.js counts 0 as positive, and an invoice without tevkifat has none.
      withholding:
        !r.entry.paymentId && r.withholdingTotal && new ExactDecimal(r.withholdingTotal).greaterThan(0)
          ? { grandTotal: r.grandTotal!, withholdingTotal: r.withholdingTotal }
          : null,
      debit: amount.isPositive() ? amount.toFixed(2) : '0.00',
      credit: amount.isNegative() ? amount.negated().toFixed(2) : '0.00',
      balance: balance.toFixed(2),
    };
  });
  return {
    customerId,
    customerName: customer.name,
    dateFrom: range.dateFrom ?? null,
    dateTo: range.dateTo ?? null,
    openingBalance: new ExactDecimal(opening).toFixed(2),
    totalDebit: debit.toFixed(2),
    totalCredit: credit.toFixed(2),
    closingBalance: balance.toFixed(2),
    lines,
  };
}

/** The movements of a cash register or bank account, newest first, paged. */
export async function accountMovements(
  db: DbOrTx,
  opts: { tenantId: string; account: 'cash_register' | 'bank_account'; id: string; query: ListMovementsQuery },
): Promise<Page<AccountMovement>> {
  const { query } = opts;
  const column = opts.account === 'cash_register' ? ledgerEntries.cashRegisterId : ledgerEntries.bankAccountId;
  const where = and(
    eq(ledgerEntries.tenantId, opts.tenantId),
    eq(column, opts.id),
    query.dateFrom ? gte(ledgerEntries.entryDate, query.dateFrom) : undefined,
    query.dateTo ? lte(ledgerEntries.entryDate, query.dateTo) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(ledgerEntries).where(where);
  const rows = await db
    .select({
      entry: ledgerEntries,
      paymentNumber: payments.number,
      reference: payments.reference,
      customerName: customers.name,
    })
    .from(ledgerEntries)
    .leftJoin(payments, eq(payments.id, ledgerEntries.paymentId))
    .leftJoin(customers, eq(customers.id, payments.customerId))
    .where(where)
    .orderBy(desc(ledgerEntries.entryDate), desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(query.pageSize)
    .offset(query.pageIndex * query.pageSize);
  return {
    items: rows.map((r) => ({
      id: r.entry.id,
      entryDate: r.entry.entryDate,
      movement: r.entry.movement as AccountMovement['movement'],
      amount: r.entry.amount,
      paymentId: r.entry.paymentId,
      paymentNumber: r.paymentNumber,
      customerName: r.customerName,
      reference: r.reference,
    })),
    totalCount: Number(total!.n),
    totalCapped: false,
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
  };
}
