import 'server-only';

import { integer, numeric, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Columns every table carries; `version` only where a record is edited through the API. */
export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
export const version = () => integer('version').notNull().default(1);

/**
 * The priced columns every document line has (offers, work orders, invoices: the one lines model of
 * lib/schemas/document-lines.ts). `net` is quantity × price after the line discount, before the
 * document discount. The KDV rate's column type is the table's own (kept as it was created).
 */
export const pricedLineColumns = <V>(vatRate: V) => ({
  quantity: numeric('quantity', { precision: 18, scale: 3 }).notNull(),
  unit: text('unit').notNull(),
  unitPrice: numeric('unit_price', { precision: 18, scale: 2 }).notNull(),
  discountRate: numeric('discount_rate', { precision: 5, scale: 2 }).notNull().default('0'),
  vatRate,
  /** GİB exemption reason code of a 0 % line (required on invoices), carried from document to document. */
  vatExemptionCode: text('vat_exemption_code'),
  net: numeric('net', { precision: 18, scale: 2 }).notNull().default('0'),
});
