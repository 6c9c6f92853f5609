import 'server-only';

import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from './columns';
import { tenantIsolation, tenantKey } from './tenancy';
import { tenantId } from './tenants';

/**
 * An invoice serial number (GİB layout: 3-character code + year + 9-digit sequence, e.g.
 * ABC2026000000001). The next sequence lives in the document counter of kind
 * `invoice-series:<id>` and period `<year>` (kit/counters.ts), locked while an invoice is issued.
 */
export const invoiceSeries = pgTable(
  'invoice_series',
  {
    id: id(),
    tenantId: tenantId(),
    code: text('code').notNull(),
    description: text('description'),
    year: integer('year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('invoice_series_tenant_code_year_key').on(t.tenantId, t.code, t.year),
    uniqueIndex('invoice_series_tenant_default_key')
      .on(t.tenantId)
      .where(sql`${t.isDefault}`),
    tenantKey(t),
    tenantIsolation(t.tenantId),
  ],
);

export type InvoiceSeriesRow = typeof invoiceSeries.$inferSelect;
