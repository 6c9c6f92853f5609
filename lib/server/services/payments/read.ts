import 'server-only';

import Decimal from 'decimal.js';
import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  paymentListItemSchema,
  type ListPaymentsQuery,
  type OpenInvoice,
  type Payment,
  type PaymentListItem,
} from '@/lib/schemas/payments';
import type { DbOrTx } from '../../db/client';
import {
  bankAccounts,
  cashRegisters,
  customers,
  invoices,
  paymentAllocations,
  paymentMethods,
  payments,
  type PaymentRow,
} from '../../db/schema';
import { notFound } from '../../errors';
import { listPage, sortOrder, type Page } from '../../kit/list-page';
import { inTenant, pickShape } from '../../kit/records';
import { textSearch } from '../../kit/search';
import { remainingOf } from '@/lib/utils/allocation';
import { paymentStatusSql } from '../invoices/read';
import { oldestDueFirst, openInvoicesOf } from '../invoices/receivables';

const reversal = alias(payments, 'reversal');

const allocatedSql = sql<string>`round(coalesce((select sum(${paymentAllocations.amount}) from ${paymentAllocations}
  where ${paymentAllocations.paymentId} = ${payments.id} and ${paymentAllocations.freedAt} is null), 0), 2)::text`;

const statusSql = sql<PaymentListItem['status']>`case when ${payments.reversalOfId} is not null then 'reversal'
  when ${reversal.id} is not null then 'reversed' else 'active' end`;

/**
 * The same status as a filter: the list's window query reads the payments table alone (kit/list-page.ts),
 * without the reversal join, so the filter asks for the reversal row itself.
 */
const statusFilterSql = sql`case when ${payments.reversalOfId} is not null then 'reversal'
  when exists (select 1 from payments r where r.reversal_of_id = ${payments.id}) then 'reversed' else 'active' end`;

const listSelect = (db: DbOrTx) =>
  db
    .select({
      row: payments,
      customerName: customers.name,
      paymentMethodName: paymentMethods.name,
      accountName: sql<string>`coalesce(${cashRegisters.name}, ${bankAccounts.bankName} || ' - ' || ${bankAccounts.accountName})`,
      allocatedAmount: allocatedSql,
      status: statusSql,
      reversalId: reversal.id,
    })
    .from(payments)
    .innerJoin(customers, eq(customers.id, payments.customerId))
    .innerJoin(paymentMethods, eq(paymentMethods.id, payments.paymentMethodId))
    .leftJoin(cashRegisters, eq(cashRegisters.id, payments.cashRegisterId))
    .leftJoin(bankAccounts, eq(bankAccounts.id, payments.bankAccountId))
    .leftJoin(reversal, eq(reversal.reversalOfId, payments.id))
    .$dynamic();

type SelectedRow = {
  row: PaymentRow;
  customerName: string;
  paymentMethodName: string;
  accountName: string;
  allocatedAmount: string;
  status: PaymentListItem['status'];
};

function toListItem(r: SelectedRow): PaymentListItem {
  const { row } = r;
  const open = r.status === 'active' ? new Decimal(row.amount).minus(r.allocatedAmount) : new Decimal(0);
  return {
    ...(pickShape(paymentListItemSchema, row) as PaymentListItem),
    kind: row.kind as PaymentListItem['kind'],
    status: r.status,
    customerName: r.customerName,
    paymentMethodName: r.paymentMethodName,
    accountName: r.accountName,
    allocatedAmount: r.allocatedAmount,
    unallocatedAmount: open.toFixed(2),
    createdAt: row.createdAt.toISOString(),
  };
}

function listWhere(tenantId: string, q: ListPaymentsQuery): SQL | undefined {
  return and(
    eq(payments.tenantId, tenantId),
    textSearch({ folded: payments.searchText }, q.searchText),
    q.kind ? eq(payments.kind, q.kind) : undefined,
    q.status ? sql`${statusFilterSql} = ${q.status}` : undefined,
    q.customerId ? eq(payments.customerId, q.customerId) : undefined,
    q.invoiceId
      ? sql`exists (select 1 from ${paymentAllocations} where ${paymentAllocations.paymentId} = ${payments.id}
          and ${paymentAllocations.invoiceId} = ${q.invoiceId})`
      : undefined,
    q.paymentMethodId ? eq(payments.paymentMethodId, q.paymentMethodId) : undefined,
    q.cashRegisterId ? eq(payments.cashRegisterId, q.cashRegisterId) : undefined,
    q.bankAccountId ? eq(payments.bankAccountId, q.bankAccountId) : undefined,
    q.dateFrom ? gte(payments.paymentDate, q.dateFrom) : undefined,
    q.dateTo ? lte(payments.paymentDate, q.dateTo) : undefined,
  );
}

/** The tenant's payments and collections, paged, searched by number, customer and reference. */
export function listPayments(
  db: DbOrTx,
  { tenantId, query }: { tenantId: string; query: ListPaymentsQuery },
): Promise<Page<PaymentListItem>> {
  return listPage({
    db,
    tenantId,
    table: payments,
    rows: listSelect(db),
    where: listWhere(tenantId, query),
    orderBy: sortOrder(
      query,
      {
        paymentDate: payments.paymentDate,
        number: payments.number,
        amount: payments.amount,
        createdAt: payments.createdAt,
      },
      payments.id,
    ),
    query,
    map: toListItem,
  });
}

const link = (p: { id: string; number: string; paymentDate: string } | null | undefined) =>
  p ? { id: p.id, number: p.number, paymentDate: p.paymentDate } : null;

/** One payment with its allocations and the reversal that answers it (or the payment it reverses). */
export async function getPayment(db: DbOrTx, { tenantId, id }: { tenantId: string; id: string }): Promise<Payment> {
  const [found] = await listSelect(db)
    .where(inTenant(payments, tenantId, id))
    .limit(1);
  if (!found) throw notFound();
  const { row } = found;
  const allocations = await db
    .select({ a: paymentAllocations, invoiceNumber: invoices.number, invoiceDate: invoices.invoiceDate })
    .from(paymentAllocations)
    .innerJoin(invoices, eq(invoices.id, paymentAllocations.invoiceId))
    .where(eq(paymentAllocations.paymentId, id))
    .orderBy(asc(paymentAllocations.createdAt), asc(invoices.dueDate));
  const [reversedBy] = found.reversalId
    ? await db.select().from(payments).where(eq(payments.id, found.reversalId))
    : [];
  const [reversalOf] = row.reversalOfId
    ? await db.select().from(payments).where(eq(payments.id, row.reversalOfId))
    : [];
  return {
    ...toListItem(found),
    chequeNumber: row.chequeNumber,
    chequeDueDate: row.chequeDueDate,
    note: row.note,
    reversalReason: row.reversalReason ?? reversedBy?.reversalReason ?? null,
    reversedBy: link(reversedBy),
    reversalOf: link(reversalOf),
    allocations: allocations.map(({ a, invoiceNumber, invoiceDate }) => ({
      id: a.id,
      invoiceId: a.invoiceId,
      invoiceNumber,
      invoiceDate,
      amount: a.amount,
      freedAt: a.freedAt ? a.freedAt.toISOString() : null,
      createdAt: a.createdAt.toISOString(),
    })),
  };
}

/** The customer's issued sales invoices with something left to pay, oldest due first. */
export async function listOpenInvoices(
  db: DbOrTx,
  { tenantId, customerId }: { tenantId: string; customerId: string },
): Promise<OpenInvoice[]> {
  const rows = await db
    .select({ row: invoices, paymentStatus: paymentStatusSql })
    .from(invoices)
    .where(openInvoicesOf(tenantId, customerId))
    .orderBy(...oldestDueFirst);
  return rows.map(({ row, paymentStatus }) => ({
    id: row.id,
    number: row.number ?? '',
    invoiceDate: row.invoiceDate,
    dueDate: row.dueDate,
    grandTotal: row.grandTotal,
    payableTotal: row.payableTotal,
    allocatedAmount: row.allocatedAmount,
    returnedAmount: row.returnedAmount,
    remaining: remainingOf(row).toFixed(2),
    paymentStatus,
  }));
}

/** The payments allocated to an invoice (its detail page), newest first. */
export async function paymentsOfInvoice(db: DbOrTx, { tenantId, invoiceId }: { tenantId: string; invoiceId: string }) {
  return db
    .select({
      paymentId: payments.id,
      number: payments.number,
      paymentDate: payments.paymentDate,
      amount: paymentAllocations.amount,
      freedAt: paymentAllocations.freedAt,
    })
    .from(paymentAllocations)
    .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
    .where(and(eq(paymentAllocations.tenantId, tenantId), eq(paymentAllocations.invoiceId, invoiceId)))
    .orderBy(desc(payments.paymentDate), desc(payments.createdAt));
}
