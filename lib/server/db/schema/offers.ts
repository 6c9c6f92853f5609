import 'server-only';

import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { labors, products } from './catalog';
import {
  documentColumns,
  documentTotalColumns,
  id,
  listedColumns,
  pricedLineColumns,
  total,
  updatedAt,
  vatBreakdown,
  version,
} from './columns';
import { customerContacts, customers } from './customers';
import { tenantIsolation, tenantKey, tenantReference } from './tenancy';
import { tenantId } from './tenants';
import { users } from './users';

/**
 * An offer (teklif). The totals are computed by the service from the lines (document-totals) and
 * stored, so lists and reports read them without recomputing. A revision is a new row with the
 * same `base_number` and the next `revision`; the earlier one stays readable as 'revised'.
 */
export const offers = pgTable(
  'offers',
  {
    id: id(),
    tenantId: tenantId(),
    /** TKL-2026-00007, allocated once; revisions share it. */
    baseNumber: text('base_number').notNull(),
    revision: integer('revision').notNull().default(1),
    /** The number shown: base_number, or base_number/revision from revision 2 on. */
    number: text('number').notNull(),
    previousId: uuid('previous_id'),
    customerId: uuid('customer_id').notNull(),
    contactId: uuid('contact_id'),
    offerDate: date('offer_date', { mode: 'string' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    currency: text('currency').notNull().default('TRY'),
    subject: text('subject').notNull(),
    intro: text('intro'),
    terms: text('terms'),
    internalNote: text('internal_note'),
    /** draft | sent | accepted | rejected | revised ('expired' is computed on read). */
    status: text('status').notNull().default('draft'),
    ...documentTotalColumns(),
    vatBreakdown: vatBreakdown(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentBy: uuid('sent_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    /** Set when an accepted offer becomes a work order (the work orders module records its id). */
    convertedAt: timestamp('converted_at', { withTimezone: true }),
    convertedTo: uuid('converted_to'),
    ...documentColumns(),
  },
  (t) => [
    uniqueIndex('offers_tenant_number_key').on(t.tenantId, t.number),
    index('offers_tenant_date_idx').on(t.tenantId, t.offerDate, t.id),
    index('offers_tenant_status_idx').on(t.tenantId, t.status, t.validUntil),
    index('offers_customer_idx').on(t.customerId),
    index('offers_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    tenantKey(t),
    tenantReference(t, t.previousId, t, 'set null'),
    tenantReference(t, t.customerId, customers, 'restrict'),
    tenantReference(t, t.contactId, customerContacts, 'set null'),
    tenantReference(t, t.sentBy, users, 'set null'),
    tenantReference(t, t.createdBy, users, 'set null'),
    tenantIsolation(t.tenantId),
  ],
);

/** An offer's lines in order (`position`), with their computed net, discount share and KDV base. */
export const offerLines = pgTable(
  'offer_lines',
  {
    id: id(),
    tenantId: tenantId(),
    offerId: uuid('offer_id').notNull(),
    position: integer('position').notNull(),
    /** product | labor | free */
    kind: text('kind').notNull(),
    productId: uuid('product_id'),
    laborId: uuid('labor_id'),
    name: text('name').notNull(),
    description: text('description'),
    ...pricedLineColumns(smallint('vat_rate').notNull()),
    documentDiscount: total('document_discount'),
    taxable: total('taxable'),
  },
  (t) => [
    index('offer_lines_offer_idx').on(t.offerId, t.position),
    tenantReference(t, t.offerId, offers, 'cascade'),
    tenantReference(t, t.productId, products, 'set null'),
    tenantReference(t, t.laborId, labors, 'set null'),
    tenantIsolation(t.tenantId),
  ],
);

/** Templates a new offer may start from: texts, validity and default lines (as line inputs). */
export const offerTemplates = pgTable(
  'offer_templates',
  {
    id: id(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    intro: text('intro'),
    terms: text('terms'),
    validityDays: integer('validity_days').notNull().default(15),
    lines: jsonb('lines').$type<Record<string, unknown>[]>().notNull().default([]),
    ...listedColumns(),
  },
  (t) => [index('offer_templates_tenant_sort_idx').on(t.tenantId, t.sortName, t.id), tenantIsolation(t.tenantId)],
);

/** A tenant's offer numbering pattern and default validity; defaults until first saved. */
export const offerSettings = pgTable(
  'offer_settings',
  {
    tenantId: tenantId().primaryKey(),
    numberPattern: text('number_pattern').notNull().default('TKL-{YYYY}-{00000}'),
    validityDays: integer('validity_days').notNull().default(15),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [tenantIsolation(t.tenantId)],
);

export type OfferRow = typeof offers.$inferSelect;
export type OfferLineRow = typeof offerLines.$inferSelect;
export type OfferTemplateRow = typeof offerTemplates.$inferSelect;
