import 'server-only';

import { and, eq, sql, type SQL } from 'drizzle-orm';
import { invoices } from '../../db/schema';

/**
 * What a customer still owes on an issued sales invoice: its grand total less the payments
 * allocated to it and the returns that answer it (the invoices module's paymentStatusSql calls an
 * invoice 'paid' exactly when this reaches zero). Drafts, cancelled invoices and the return
 * invoices themselves are no receivables.
 */
export const receivableSql = sql`(${invoices.grandTotal} - ${invoices.allocatedAmount} - ${invoices.returnedAmount})`;

/** The tenant's invoices with something left to collect (served by invoices_receivable_idx). */
export const openReceivables = (tenantId: string, ...more: (SQL | undefined)[]) =>
  and(
    eq(invoices.tenantId, tenantId),
    eq(invoices.status, 'issued'),
    eq(invoices.kind, 'sales'),
    sql`${invoices.allocatedAmount} + ${invoices.returnedAmount} < ${invoices.grandTotal}`,
    ...more,
  );
