import 'server-only';

import { type AnyPgColumn, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from './columns';
import { tenantIsolation } from './tenancy';
import { tenantId } from './tenants';

export const moduleCategories = pgTable('module_categories', {
  id: id(),
  nameTr: text('name_tr').notNull(),
  nameEn: text('name_en').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
});

/** A module is a node of the tenant menu; `key` is one of the specification's menu keys. */
export const modules = pgTable(
  'modules',
  {
    id: id(),
    key: text('key').notNull(),
    labelTr: text('label_tr').notNull(),
    labelEn: text('label_en').notNull(),
    icon: text('icon').notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => modules.id, { onDelete: 'set null' }),
    categoryId: uuid('category_id').references(() => moduleCategories.id, { onDelete: 'set null' }),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [uniqueIndex('modules_key_key').on(t.key), index('modules_parent_idx').on(t.parentId)],
);

/** `code` is what API handlers require (`customers.view`); `action` 'view' gates the menu. */
export const modulePermissions = pgTable(
  'module_permissions',
  {
    id: id(),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    action: text('action').notNull(),
    labelTr: text('label_tr').notNull(),
    labelEn: text('label_en').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('module_permissions_code_key').on(t.code), index('module_permissions_module_idx').on(t.moduleId)],
);

/** The modules a tenant's plan enables. */
export const tenantModules = pgTable(
  'tenant_modules',
  {
    tenantId: tenantId(),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.moduleId] }), tenantIsolation(t.tenantId)],
);

export type ModuleRow = typeof modules.$inferSelect;
export type ModulePermissionRow = typeof modulePermissions.$inferSelect;
