import 'server-only';

import { sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgColumn, type PgSelect } from 'drizzle-orm/pg-core';
// Drizzle's own field ordering of a select (runtime export, not in its types): the order it maps rows by.
import * as drizzleUtils from 'drizzle-orm/utils';
import type { DbOrTx } from '../db/client';
import { countWork } from '../metrics';

const dialect = new PgDialect();
const orderSelectedFields = (drizzleUtils as unknown as { orderSelectedFields: (fields: object) => unknown[] })
  .orderSelectedFields;

/** A module's select as a function of the database alone: its columns and joins, no request's values. */
export type RowsSelect<Q extends PgSelect = PgSelect> = (db: DbOrTx) => Q;

interface Built {
  query: { sql: string; params: unknown[] };
  fields: unknown[];
  joinsNotNullableMap: Record<string, boolean>;
  name: string;
}

interface PreparedLike {
  joinsNotNullableMap?: Record<string, boolean>;
  execute(values: Record<string, unknown>): Promise<unknown[]>;
}
interface SessionLike {
  prepareQuery(query: Built['query'], fields: unknown[], name: string, arrayMode: boolean): PreparedLike;
}

const built = new WeakMap<RowsSelect, Built>();
let statements = 0;

/**
 * The rows of a list page by id, `select … where id = any($ids)`, built once per select. Drizzle builds
 * a select's SQL text on every execution (about a tenth of a list request's CPU); this keeps the text,
 * the field order and the outer joins' nullability of the first build and runs them as a named
 * statement on the request's own session (its transaction: row-level security), so PostgreSQL also
 * parses and plans it once per connection. `select` must not depend on the request: it is built once.
 */
export async function pageRows<Q extends PgSelect>(
  db: DbOrTx,
  select: RowsSelect<Q>,
  id: PgColumn,
  ids: string[],
): Promise<Awaited<Q>> {
  let statement = built.get(select as RowsSelect);
  if (!statement) {
    const query = select(db).where(sql`${id} = any(${sql.placeholder('ids')})`) as unknown as {
      getSQL(): SQL;
      config: { fields: object };
      joinsNotNullableMap: Record<string, boolean>;
    };
    statement = {
      query: dialect.sqlToQuery(query.getSQL()),
      fields: orderSelectedFields(query.config.fields),
      joinsNotNullableMap: { ...query.joinsNotNullableMap },
      name: `cari_page_${++statements}`,
    };
    built.set(select as RowsSelect, statement);
    countWork('pageStatementBuilds');
  }
  const { session } = (db as unknown as { _: { session: SessionLike } })._;
  const prepared = session.prepareQuery(statement.query, statement.fields, statement.name, true);
  prepared.joinsNotNullableMap = statement.joinsNotNullableMap;
  return (await prepared.execute({ ids })) as Awaited<Q>;
}
