import 'server-only';

import { boolean, index, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { editableColumns, id, listedColumns, money } from './columns';
import { tenantIsolation, tenantKey, tenantReference } from './tenancy';
import { tenantId } from './tenants';

/** A tree of categories shared by products and labor; the service keeps it free of cycles. */
export const categories = pgTable(
  'categories',
  {
    id: id(),
    tenantId: tenantId(),
    parentId: uuid('parent_id'),
    name: text('name').notNull(),
    sortName: text('sort_name').notNull(),
    ...editableColumns(),
  },
  (t) => [
    index('categories_tenant_idx').on(t.tenantId, t.sortName),
    index('categories_parent_idx').on(t.parentId),
    tenantKey(t),
    tenantReference(t, t.parentId, t, 'restrict'),
    tenantIsolation(t.tenantId),
  ],
);

/** Stock-less products; prices are exact numerics, served as decimal strings. */
export const products = pgTable(
  'products',
  {
    id: id(),
    tenantId: tenantId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    categoryId: uuid('category_id'),
    unit: text('unit').notNull(),
    salePrice: money('sale_price').notNull(),
    currency: text('currency').notNull().default('TRY'),
    vatRate: smallint('vat_rate').notNull(),
    active: boolean('active').notNull().default(true),
    ...listedColumns(),
  },
  (t) => [
    uniqueIndex('products_tenant_code_key').on(t.tenantId, t.code),
    index('products_tenant_sort_idx').on(t.tenantId, t.sortName, t.id),
    index('products_category_idx').on(t.categoryId),
    // The list and the header search match '%term%' on the folded text (pg_trgm).
    index('products_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    tenantKey(t),
    tenantReference(t, t.categoryId, categories, 'restrict'),
    tenantIsolation(t.tenantId),
  ],
);

/** Labor (işçilik) billed per hour or day. */
export const labors = pgTable(
  'labors',
  {
    id: id(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    categoryId: uuid('category_id'),
    unit: text('unit').notNull(),
    rate: money('rate').notNull(),
    currency: text('currency').notNull().default('TRY'),
    vatRate: smallint('vat_rate').notNull(),
    active: boolean('active').notNull().default(true),
    ...listedColumns(),
  },
  (t) => [
    index('labors_tenant_sort_idx').on(t.tenantId, t.sortName, t.id),
    index('labors_category_idx').on(t.categoryId),
    tenantKey(t),
    tenantReference(t, t.categoryId, categories, 'restrict'),
    tenantIsolation(t.tenantId),
  ],
);

export type CategoryRow = typeof categories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type LaborRow = typeof labors.$inferSelect;
