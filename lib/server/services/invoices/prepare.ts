import 'server-only';

import Decimal from 'decimal.js';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { createInvoiceInputSchema } from '@/lib/schemas/invoices';
import { remainingOf } from '@/lib/utils/allocation';
import { formatMoneyTr } from '@/lib/utils/decimal';
import { foldTurkish } from '@/lib/utils/turkish';
import type { DbOrTx } from '../../db/client';
import { customerAddresses, customers, invoices, invoiceSeries, labors, products } from '../../db/schema';
import { AppError } from '../../errors';
import { assertTenantReferences } from '../../kit/references';
import { documentTotalColumns } from '../documents/total-columns';

export type InvoiceInput = z.output<typeof createInvoiceInputSchema>;

const fieldError = (field: string, key: string) =>
  new AppError(400, 'validation_failed', { fields: { [field]: { key } } });

/** The customer's data printed on the invoice: a copy, so a later edit of the customer does not change it. */
export async function customerSnapshot(db: DbOrTx, tenantId: string, customerId: string) {
  const [customer] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.tenantId, tenantId), isNull(customers.deletedAt)))
    .limit(1);
  if (!customer) throw fieldError('customerId', 'invalidCustomer');
  const [address] = await db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(asc(customerAddresses.sortOrder), asc(customerAddresses.createdAt))
    .limit(1);
  const place = address ? [address.district, address.city].filter(Boolean).join(' / ') : '';
  return {
    customerName: customer.name,
    customerTaxNumber: customer.taxNumber,
    customerTaxOffice: customer.taxOffice,
    customerAddress: address ? [address.line, place].filter(Boolean).join(', ') : null,
    customerEmail: customer.email,
  };
}

/** A return takes back no more than its original still has open (remainingOf, both payable amounts), else 422. */
export function assertReturnFits(payableTotal: string, original: Parameters<typeof remainingOf>[0]) {
  const remaining = remainingOf(original);
  if (new Decimal(payableTotal).greaterThan(remaining)) {
    throw new AppError(422, 'return_exceeds_original', { params: { remaining: formatMoneyTr(remaining.toFixed(2)) } });
  }
}

/**
 * Checks a draft's references against the tenant (customer, series, catalogue items, the original
 * of a return) and computes its stored columns: the customer copy, the exact totals of the
 * shared computeTotals, and the lines.
 */
export async function prepareInvoice(db: DbOrTx, tenantId: string, input: InvoiceInput) {
  const snapshot = await customerSnapshot(db, tenantId, input.customerId);
  const series = { field: 'seriesId', id: input.seriesId };
  await assertTenantReferences(db, invoiceSeries, tenantId, series, { key: 'invalidSeries' });
  await assertItems(db, tenantId, input);
  const { totals, columns } = documentTotalColumns(input);
  let originalInvoiceId: string | null = null;
  if (input.kind === 'return') {
    const [original] = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, input.originalInvoiceId!), eq(invoices.tenantId, tenantId)))
      .limit(1);
    if (!original || original.kind !== 'sales' || original.status !== 'issued') {
      throw fieldError('originalInvoiceId', 'invalidOriginal');
    }
    if (original.customerId !== input.customerId) throw fieldError('customerId', 'returnOtherCustomer');
    assertReturnFits(totals.payableTotal, original);
    originalInvoiceId = original.id;
  }
  const header = {
    kind: input.kind,
    customerId: input.customerId,
    seriesId: input.seriesId,
    originalInvoiceId,
    invoiceDate: input.invoiceDate,
    dueDate: input.dueDate,
    currency: input.currency,
    notes: input.notes,
    ...snapshot,
    ...columns,
    vatBreakdown: totals.vat,
    searchText: foldTurkish(snapshot.customerName),
  };
  const lines = input.lines.map((line, position) => ({
    ...line,
    productId: line.itemKind === 'product' ? line.productId : null,
    laborId: line.itemKind === 'labor' ? line.laborId : null,
    position,
    net: totals.lines[position]!.net,
  }));
  return { header, lines };
}

/** The products and labor items the lines name must be the tenant's. */
async function assertItems(db: DbOrTx, tenantId: string, input: InvoiceInput) {
  const named = (kind: 'product' | 'labor', key: 'productId' | 'laborId') =>
    input.lines.map((l, i) => ({ field: `lines.${i}.${key}`, id: l.itemKind === kind ? l[key] : null }));
  await assertTenantReferences(db, products, tenantId, named('product', 'productId'));
  await assertTenantReferences(db, labors, tenantId, named('labor', 'laborId'));
}
