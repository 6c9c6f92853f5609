import 'server-only';

import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { OLDEST_DUE_FIRST } from '@/lib/utils/allocation';
import { invoices } from '../../db/schema';

/**
 * What a customer still owes on an issued sales invoice: its payable total (the grand total less
 * the KDV withheld by the buyer, tevkifat) less the payments
 * allocated to it and the returns that answer it (remainingOf in lib/utils/allocation.ts in SQL).
 * Drafts, cancelled invoices and the return invoices themselves are no receivables.
 */
export const receivableSql = sql`(${invoices.payableTotal} - ${invoices.allocatedAmount} - ${invoices.returnedAmount})`;

/** Something is left to collect (paymentStatusSql calls an invoice 'paid' exactly when this stops). */
export const hasRemainingSql = sql`${invoices.allocatedAmount} + ${invoices.returnedAmount} < ${invoices.payableTotal}`;

/** The tenant's invoices with something left to collect (served by invoices_receivable_idx). */
export const openReceivables = (tenantId: string, ...more: (SQL | undefined)[]) =>
  and(
    eq(invoices.tenantId, tenantId),
    eq(invoices.status, 'issued'),
    eq(invoices.kind, 'sales'),
    hasRemainingSql,
    ...more,
  );

/** A customer's issued sales invoices with something left to pay (what a collection may settle). */
export const openInvoicesOf = (tenantId: string, customerId: string) =>
  openReceivables(tenantId, eq(invoices.customerId, customerId));

/** The order a collection settles open invoices in (OLDEST_DUE_FIRST), as an ORDER BY. */
export const oldestDueFirst: SQL[] = OLDEST_DUE_FIRST.map((key) => asc(invoices[key]));
