import 'server-only';

import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/types';
import { listGenerations } from '../db/schema';
import type { SharedGenerations } from './list-window';

/**
 * The list generations kept in PostgreSQL (schema/list-generations.ts), on the platform connection:
 * every app instance on the database reads and bumps the same ones. A bump is one upsert after the
 * request's transactions are over; a read is one primary-key lookup, made only for a list read.
 */
export function databaseGenerations(db: Db): SharedGenerations {
  let current: ReturnType<typeof currentGeneration> | undefined;
  return {
    async read(scope, table) {
      current ??= currentGeneration(db);
      const [row] = await current.execute({ scope, table });
      return row?.generation ?? 0;
    },
    async bump(keys) {
      // In one order, so that two requests bumping overlapping keys wait for each other, never deadlock.
      const pairs = [...new Set(keys)].sort().map((key) => key.split('|') as [string, string]);
      await db.execute(sql`insert into ${listGenerations} (scope, table_name)
        select * from unnest(${sql.param(pairs.map((p) => p[0]))}::text[], ${sql.param(pairs.map((p) => p[1]))}::text[])
        on conflict (scope, table_name) do update set generation = ${listGenerations.generation} + 1`);
    },
  };
}

const currentGeneration = (db: Db) =>
  db
    .select({ generation: listGenerations.generation })
    .from(listGenerations)
    .where(
      and(eq(listGenerations.scope, sql.placeholder('scope')), eq(listGenerations.tableName, sql.placeholder('table'))),
    )
    .limit(1)
    .prepare('cari_list_generation');
