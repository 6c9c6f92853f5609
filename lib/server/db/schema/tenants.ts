import 'server-only';

import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from './columns';
import { tenantIsolation } from './tenancy';

export const tenants = pgTable(
  'tenants',
  {
    id: id(),
    name: text('name').notNull(),
    taxNumber: text('tax_number'),
    taxOffice: text('tax_office'),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    /** 'active' | 'suspended': a suspended tenant's users cannot sign in or call the API. */
    status: text('status').notNull().default('active'),
    /**
     * Bumped by database triggers whenever what the tenant's users may do can change (roles, their
     * permissions, user roles, the tenant's modules, the module catalogue): the API caches each
     * user's permission set under this version, so a change applies on the very next request.
     */
    accessVersion: integer('access_version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [tenantIsolation(t.id)],
);

/** The owning tenant of a tenant table's row: deleting the tenant deletes its rows. */
export const tenantId = () =>
  uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });

export type TenantRow = typeof tenants.$inferSelect;
export type NewTenantRow = typeof tenants.$inferInsert;
