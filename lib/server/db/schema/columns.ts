import 'server-only';

import { integer, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Columns every table carries; `version` only where a record is edited through the API. */
export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
export const version = () => integer('version').notNull().default(1);
