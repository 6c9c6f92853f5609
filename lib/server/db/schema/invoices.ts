import 'server-only';

import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { labors, products } from './catalog';
import { documentColumns, documentTotalColumns, id, pricedLineColumns, total, vatBreakdown } from './columns';
import { customers } from './customers';
import { invoiceSeries } from './invoice-series';
import { tenantIsolation, tenantKey, tenantReference } from './tenancy';
import { tenantId } from './tenants';
import { users } from './users';

/**
 * A sales or return invoice. A draft has no number and may change; issuing takes the next number
 * of its series in the same transaction and freezes it (the customer's tax data is a copy taken
 * then). `allocated_amount` is the sum of the payments allocated to it (the payments module
 * keeps it); the payment status is derived from it and the due date.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    tenantId: tenantId(),
    /** 'sales' | 'return' */
    kind: text('kind').notNull().default('sales'),
    /** 'draft' | 'issued' | 'cancelled' */
    status: text('status').notNull().default('draft'),
    seriesId: uuid('series_id'),
    number: text('number'),
    customerId: uuid('customer_id').notNull(),
    customerName: text('customer_name').notNull(),
    customerTaxNumber: text('customer_tax_number'),
    customerTaxOffice: text('customer_tax_office'),
    customerAddress: text('customer_address'),
    customerEmail: text('customer_email'),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    currency: text('currency').notNull().default('TRY'),
    notes: text('notes'),
    /** The invoice a return answers. */
    originalInvoiceId: uuid('original_invoice_id'),
    /** The done work order or accepted offer it was made from (their tables come with their modules). */
    workOrderId: uuid('work_order_id'),
    offerId: uuid('offer_id'),
    ...documentTotalColumns(),
    vatBreakdown: vatBreakdown().default([]),
    allocatedAmount: total('allocated_amount'),
    /** The payable totals of the issued returns that answer this invoice. */
    returnedAmount: total('returned_amount'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When its tenant was told it became overdue: once, even if that notification is deleted. */
    overdueNotifiedAt: timestamp('overdue_notified_at', { withTimezone: true }),
    /**
     * The e-document (issue 41), fixed at issue in the transaction that allocates the number: the
     * ETTN, GİB's scenario ('TEMELFATURA' | 'TICARIFATURA' | 'EARSIVFATURA') and type ('SATIS' |
     * 'IADE' | 'TEVKIFAT' | 'ISTISNA'), and the UBL-TR XML, which a trigger keeps from ever changing.
     */
    ettn: uuid('ettn'),
    eProfile: text('e_profile'),
    eType: text('e_type'),
    ublXml: text('ubl_xml'),
    /** Where the e-document is: 'prepared' | 'exported' | 'sent' | 'accepted' | 'rejected'; null without one. */
    eState: text('e_state'),
    ...documentColumns(),
  },
  (t) => [
    uniqueIndex('invoices_tenant_number_key')
      .on(t.tenantId, t.number)
      .where(sql`${t.number} is not null`),
    uniqueIndex('invoices_tenant_work_order_key')
      .on(t.tenantId, t.workOrderId)
      .where(sql`${t.workOrderId} is not null and ${t.status} <> 'cancelled'`),
    uniqueIndex('invoices_tenant_offer_key')
      .on(t.tenantId, t.offerId)
      .where(sql`${t.offerId} is not null and ${t.status} <> 'cancelled'`),
    index('invoices_tenant_date_idx').on(t.tenantId, t.invoiceDate, t.id),
    // The list and the header search match '%term%' on the folded text (pg_trgm).
    index('invoices_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('invoices_customer_idx').on(t.tenantId, t.customerId),
    // Receivables (finance overview, ageing report, dashboard) read only issued sales invoices.
    index('invoices_receivable_idx')
      .on(t.tenantId, t.customerId, t.dueDate)
      .where(sql`${t.status} = 'issued' and ${t.kind} = 'sales'`),
    index('invoices_series_idx').on(t.seriesId),
    index('invoices_original_idx').on(t.originalInvoiceId),
    uniqueIndex('invoices_tenant_ettn_key')
      .on(t.tenantId, t.ettn)
      .where(sql`${t.ettn} is not null`),
    check(
      'invoices_e_document',
      sql`(${t.ettn} is null and ${t.eProfile} is null and ${t.eType} is null and ${t.ublXml} is null and ${t.eState} is null)
        or (${t.ettn} is not null and ${t.ublXml} is not null and ${t.status} <> 'draft'
          and ${t.eProfile} in ('TEMELFATURA', 'TICARIFATURA', 'EARSIVFATURA')
          and ${t.eType} in ('SATIS', 'IADE', 'TEVKIFAT', 'ISTISNA')
          and ${t.eState} in ('prepared', 'exported', 'sent', 'accepted', 'rejected'))`,
    ),
    tenantKey(t),
    tenantReference(t, t.seriesId, invoiceSeries, 'restrict'),
    tenantReference(t, t.customerId, customers, 'restrict'),
    tenantReference(t, t.originalInvoiceId, t, 'restrict'),
    tenantReference(t, t.createdBy, users, 'set null'),
    tenantIsolation(t.tenantId),
  ],
);

/** A line of an invoice: a product, labor or free text, priced like an offer's line. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: id(),
    tenantId: tenantId(),
    invoiceId: uuid('invoice_id').notNull(),
    position: integer('position').notNull(),
    /** 'product' | 'labor' | 'text' */
    itemKind: text('item_kind').notNull(),
    productId: uuid('product_id'),
    laborId: uuid('labor_id'),
    description: text('description').notNull(),
    ...pricedLineColumns(smallint('vat_rate').notNull()),
  },
  (t) => [
    index('invoice_lines_invoice_idx').on(t.invoiceId, t.position),
    tenantReference(t, t.invoiceId, invoices, 'cascade'),
    tenantReference(t, t.productId, products, 'set null'),
    tenantReference(t, t.laborId, labors, 'set null'),
    tenantIsolation(t.tenantId),
  ],
);

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
