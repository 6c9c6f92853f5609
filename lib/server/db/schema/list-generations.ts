import 'server-only';

import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The generation of each (tenant, table)'s lists on PostgreSQL, bumped after every write that changes
 * them (lib/server/kit/list-generations.ts): an app instance uses a list id window it keeps only while
 * the generation it was read under is still the stored one, so a write through one instance shows in
 * the next list read through any other. The platform's alone (cari_app has no grant); `scope` is a
 * tenant id or 'platform' (the Backoffice's records).
 */
export const listGenerations = pgTable(
  'list_generations',
  {
    scope: text('scope').notNull(),
    tableName: text('table_name').notNull(),
    generation: bigint('generation', { mode: 'number' }).notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.scope, t.tableName] })],
);
