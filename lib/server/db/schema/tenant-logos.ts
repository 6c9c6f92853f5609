import 'server-only';

import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { tenantIsolation } from './tenancy';
import { tenantId } from './tenants';

/** The tenant's logo (for the shell and documents), kept apart so settings reads stay small. */
export const tenantLogos = pgTable(
  'tenant_logos',
  {
    tenantId: tenantId().primaryKey(),
    /** image/png, image/jpeg or image/webp, as detected from the bytes. */
    mimeType: text('mime_type').notNull(),
    /** The image bytes, base64-encoded (portable across PGlite and node-postgres). */
    data: text('data').notNull(),
    size: integer('size').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [tenantIsolation(t.tenantId)],
);

export type TenantLogoRow = typeof tenantLogos.$inferSelect;
