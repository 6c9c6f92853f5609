import 'server-only';

import { and, asc, eq, getTableColumns, gte, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  invoiceLineSchema,
  invoiceListItemSchema,
  type Invoice,
  type InvoiceListItem,
  type InvoiceTotals,
  type ListInvoicesQuery,
} from '@/lib/schemas/invoices';
import { storedDiscount } from '@/lib/utils/document-totals';
import { amountInWords } from '@/lib/utils/amount-in-words';
import type { DbOrTx } from '../../db/client';
import { istanbulTodaySql } from '../../db/sql-dates';
import { invoiceLines, invoices, invoiceSeries, offers, workOrders, type InvoiceRow } from '../../db/schema';
import { notFound } from '../../errors';
import { listPage, sortOrder, type Page } from '../../kit/list-page';
import { inTenant, pickShape } from '../../kit/records';
import { textSearch } from '../../kit/search';
import { hasRemainingSql } from './receivables';

/**
 * The payment status of an issued invoice, derived from the payments allocated to it (and its
 * returns) and its due date: paid, overdue (past due and not paid), partial or unpaid. Drafts,
 * cancelled invoices and returns have none.
 */
export const paymentStatusSql = sql<InvoiceListItem['paymentStatus']>`case
  when ${invoices.status} <> 'issued' or ${invoices.kind} <> 'sales' then null
  when not (${hasRemainingSql}) then 'paid'
  when ${invoices.dueDate} < ${istanbulTodaySql} then 'overdue'
  when ${invoices.allocatedAmount} > 0 then 'partial'
  else 'unpaid' end`;

/** An invoice's columns without its UBL-TR XML, which only the download and the export read. */
const { ublXml: _ublXml, ...rowColumns } = getTableColumns(invoices);
type ReadRow = Omit<InvoiceRow, 'ublXml'>;

const listSelect = (db: DbOrTx) =>
  db.select({ row: rowColumns, paymentStatus: paymentStatusSql }).from(invoices).$dynamic();

const toListItem = ({ row, paymentStatus }: { row: ReadRow; paymentStatus: InvoiceListItem['paymentStatus'] }) =>
  ({ ...pickShape(invoiceListItemSchema, row), paymentStatus }) as InvoiceListItem;

/** The WHERE of the list and of its totals: tenant, search (number, customer) and filters. */
function listWhere(tenantId: string, q: ListInvoicesQuery): SQL | undefined {
  return and(
    eq(invoices.tenantId, tenantId),
    textSearch({ folded: invoices.searchText }, q.searchText),
    q.status ? eq(invoices.status, q.status) : undefined,
    q.paymentStatus ? sql`${paymentStatusSql} = ${q.paymentStatus}` : undefined,
    q.kind ? eq(invoices.kind, q.kind) : undefined,
    q.customerId ? eq(invoices.customerId, q.customerId) : undefined,
    q.offerId ? eq(invoices.offerId, q.offerId) : undefined,
    q.workOrderId ? eq(invoices.workOrderId, q.workOrderId) : undefined,
    q.dateFrom ? gte(invoices.invoiceDate, q.dateFrom) : undefined,
    q.dateTo ? lte(invoices.invoiceDate, q.dateTo) : undefined,
    q.dueFrom ? gte(invoices.dueDate, q.dueFrom) : undefined,
    q.dueTo ? lte(invoices.dueDate, q.dueTo) : undefined,
  );
}

/** The tenant's invoices, paged, searched by number and customer, filtered by status and dates. */
export function listInvoices(
  db: DbOrTx,
  { tenantId, query }: { tenantId: string; query: ListInvoicesQuery },
): Promise<Page<InvoiceListItem>> {
  return listPage({
    db,
    tenantId,
    table: invoices,
    rows: listSelect(db),
    where: listWhere(tenantId, query),
    orderBy: sortOrder(
      query,
      {
        invoiceDate: invoices.invoiceDate,
        number: invoices.number,
        dueDate: invoices.dueDate,
        grandTotal: invoices.grandTotal,
        createdAt: invoices.createdAt,
      },
      invoices.id,
    ),
    query,
    map: toListItem,
  });
}

/** Net, KDV and grand totals of every invoice the filters match; returns count negative, cancelled ones zero. */
export async function invoiceTotals(
  db: DbOrTx,
  { tenantId, query }: { tenantId: string; query: ListInvoicesQuery },
): Promise<InvoiceTotals> {
  const signed = (column: typeof invoices.netTotal) =>
    sql<string>`round(coalesce(sum(case when ${invoices.status} = 'cancelled' then 0 when ${invoices.kind} = 'return' then -${column} else ${column} end), 0), 2)::text`;
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      netTotal: signed(invoices.netTotal),
      vatTotal: signed(invoices.vatTotal),
      grandTotal: signed(invoices.grandTotal),
    })
    .from(invoices)
    .where(listWhere(tenantId, query));
  return { count: Number(row!.count), netTotal: row!.netTotal, vatTotal: row!.vatTotal, grandTotal: row!.grandTotal };
}

const original = alias(invoices, 'original_invoice');
const sourceOffer = alias(offers, 'source_offer');

/** One invoice with its lines, its series code, the original of a return and the amount in words. */
export async function getInvoice(db: DbOrTx, { tenantId, id }: { tenantId: string; id: string }): Promise<Invoice> {
  const [found] = await db
    .select({
      row: rowColumns,
      paymentStatus: paymentStatusSql,
      seriesCode: invoiceSeries.code,
      originalInvoiceNumber: original.number,
      offerNumber: sourceOffer.number,
      offerTotal: sourceOffer.grandTotal,
    })
    .from(invoices)
    .leftJoin(invoiceSeries, eq(invoiceSeries.id, invoices.seriesId))
    .leftJoin(original, eq(original.id, invoices.originalInvoiceId))
    // The accepted offer behind the invoice, directly or through its work order.
    .leftJoin(workOrders, eq(workOrders.id, invoices.workOrderId))
    .leftJoin(sourceOffer, eq(sourceOffer.id, sql`coalesce(${invoices.offerId}, ${workOrders.offerId})`))
    .where(inTenant(invoices, tenantId, id))
    .limit(1);
  if (!found) throw notFound();
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, id))
    .orderBy(asc(invoiceLines.position));
  const { row } = found;
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    ...toListItem(found),
    seriesId: row.seriesId,
    seriesCode: found.seriesCode,
    customerTaxNumber: row.customerTaxNumber,
    customerTaxOffice: row.customerTaxOffice,
    customerAddress: row.customerAddress,
    customerEmail: row.customerEmail,
    notes: row.notes,
    originalInvoiceId: row.originalInvoiceId,
    originalInvoiceNumber: found.originalInvoiceNumber,
    workOrderId: row.workOrderId,
    offerId: row.offerId,
    acceptedOffer:
      found.offerNumber && found.offerTotal ? { number: found.offerNumber, grandTotal: found.offerTotal } : null,
    subtotal: row.subtotal,
    discount: storedDiscount(row),
    documentDiscount: row.documentDiscount,
    vatBreakdown: row.vatBreakdown,
    returnedAmount: row.returnedAmount,
    issuedAt: iso(row.issuedAt),
    cancelledAt: iso(row.cancelledAt),
    cancelReason: row.cancelReason,
    sentAt: iso(row.sentAt),
    ettn: row.ettn,
    eProfile: row.eProfile as Invoice['eProfile'],
    eType: row.eType as Invoice['eType'],
    amountInWords: amountInWords(row.payableTotal),
    lines: lines.map((l) => pickShape(invoiceLineSchema, l) as Invoice['lines'][number]),
  };
}
