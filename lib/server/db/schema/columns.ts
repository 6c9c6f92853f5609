import 'server-only';

import { sql } from 'drizzle-orm';
import { date, integer, jsonb, numeric, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { DocumentTotals } from '@/lib/utils/document-totals';

/** Columns every table carries; `version` only where a record is edited through the API. */
export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
export const version = () => integer('version').notNull().default(1);

/** The trail of a record edited through the API: made, last changed, and its version for If-Match. */
export const editableColumns = () => ({ createdAt: createdAt(), updatedAt: updatedAt(), version: version() });

/**
 * A record listed and searched by its name: `search_text` and `sort_name` are derived by the
 * service (foldTurkish / turkishSortKey) so search and ordering run in SQL.
 */
export const listedColumns = () => ({
  searchText: text('search_text').notNull(),
  sortName: text('sort_name').notNull(),
  ...editableColumns(),
});

/** A numbered document (offer, work order, invoice) and its author; ordered by date or number, so no sort name. */
export const documentColumns = () => ({
  searchText: text('search_text').notNull(),
  createdBy: uuid('created_by'),
  ...editableColumns(),
});

/** An amount of money: exact to the kuruş, served as a decimal string (lib/schemas/money.ts). */
export const money = (name: string) => numeric(name, { precision: 18, scale: 2 });
/** An amount the service computes or keeps as a running sum: 0 until it does. */
export const total = (name: string) => money(name).notNull().default('0');

/** Where money is kept (a cash register, a bank account): its currency and the balance it opened with. */
export const openingBalanceColumns = () => ({
  currency: text('currency').notNull().default('TRY'),
  openingBalance: money('opening_balance').notNull().default('0'),
  openingDate: date('opening_date', { mode: 'string' }),
});

/**
 * The priced columns every document line has (offers, work orders, invoices: the one lines model of
 * lib/schemas/document-lines.ts). `net` is quantity × price after the line discount, before the
 * document discount. The KDV rate's column type is the table's own (kept as it was created).
 */
export const pricedLineColumns = <V>(vatRate: V) => ({
  quantity: numeric('quantity', { precision: 18, scale: 3 }).notNull(),
  unit: text('unit').notNull(),
  unitPrice: money('unit_price').notNull(),
  discountRate: numeric('discount_rate', { precision: 5, scale: 2 }).notNull().default('0'),
  vatRate,
  /** GİB exemption reason code of a 0 % line (required on invoices), carried from document to document. */
  vatExemptionCode: text('vat_exemption_code'),
  /** GİB KDV withholding (tevkifat) code of a line with KDV, carried from document to document. */
  withholdingCode: text('withholding_code'),
  net: total('net'),
});

/**
 * A document's discount ('percent' | 'amount', its value) and the totals computed from its lines and
 * stored, so lists and reports read them without recomputing (offers, work orders, invoices).
 */
export const documentTotalColumns = () => ({
  discountKind: text('discount_kind'),
  discountValue: money('discount_value'),
  subtotal: total('subtotal'),
  documentDiscount: total('document_discount'),
  netTotal: total('net_total'),
  vatTotal: total('vat_total'),
  grandTotal: total('grand_total'),
  /** The KDV the buyer withholds (tevkifat): the sum of its lines' withheld shares. */
  withholdingTotal: total('withholding_total'),
  /**
   * What the customer owes ("tevkifat sonrası ödenecek"): the receivable, payments and balances
   * use it. Derived by the database, so it can never drift from the grand total and the
   * documents stored before withholding existed owe exactly their grand total.
   */
  payableTotal: money('payable_total')
    .notNull()
    .generatedAlwaysAs(sql`grand_total - withholding_total`),
});

/** The KDV breakdown computed with an offer's or invoice's totals, stored beside them. */
export const vatBreakdown = () => jsonb('vat_breakdown').$type<DocumentTotals['vat']>().notNull();
