import 'server-only';

import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from './columns';

export const tenants = pgTable('tenants', {
  id: id(),
  name: text('name').notNull(),
  taxNumber: text('tax_number'),
  taxOffice: text('tax_office'),
  contactName: text('contact_name'),
  contactEmail: text('contact_email'),
  contactPhone: text('contact_phone'),
  /** 'active' | 'suspended': a suspended tenant's users cannot sign in or call the API. */
  status: text('status').notNull().default('active'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
});

export type TenantRow = typeof tenants.$inferSelect;
export type NewTenantRow = typeof tenants.$inferInsert;
