import 'server-only';

import { asc, count, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { AppError } from '../errors';

export interface ListQuery {
  pageIndex: number;
  pageSize: number;
  sortField?: string;
  sortOrder?: 'asc' | 'desc';
}

/** The API's list shape; totalCount is exact up to the cap, `totalCapped` says there are more. */
export interface Page<T> {
  items: T[];
  totalCount: number;
  totalCapped: boolean;
  pageIndex: number;
  pageSize: number;
}

/**
 * Totals are exact up to this many rows and shown as "10.000+" beyond: counting every row of a
 * large tenant costs far more than the page itself (DESIGN performance rules), and nobody pages
 * through 500 pages, they narrow the search, so pages end at the cap too.
 */
export const COUNT_CAP = 10_000;

/** ORDER BY the query's sort field (one of `columns`, else the first), the id breaking ties so pages never overlap. */
export function sortOrder(
  query: Pick<ListQuery, 'sortField' | 'sortOrder'>,
  columns: Record<string, AnyColumn | SQL>,
  tiebreak: AnyColumn,
): SQL[] {
  const dir = query.sortOrder === 'desc' ? desc : asc;
  const key = (query.sortField && columns[query.sortField]) || Object.values(columns)[0]!;
  return [dir(key), dir(tiebreak)];
}

/** Refuses a page past the cap with a field message on pageIndex. */
export function assertPageWithinCap(query: ListQuery, cap = COUNT_CAP) {
  if ((query.pageIndex + 1) * query.pageSize > cap) {
    throw new AppError(400, 'validation_failed', {
      fields: { pageIndex: { key: 'pageTooDeep', params: { max: cap } } },
    });
  }
}

/** Counts the rows of `table` matching `where`, but stops at cap + 1. */
export async function cappedCount(db: DbOrTx, table: PgTable, where: SQL | undefined, cap = COUNT_CAP) {
  const capped = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('capped');
  const [row] = await db.select({ n: count() }).from(capped);
  return Number(row?.n ?? 0);
}

/**
 * One page of a list: `rows` is the module's select (columns and joins, made `$dynamic()`), to which
 * the kit adds the WHERE, ORDER BY and paging; the capped count runs beside it on the main table.
 */
export async function listPage<Q extends PgSelect, Item>(opts: {
  db: DbOrTx;
  rows: Q;
  table: PgTable;
  where: SQL | undefined;
  orderBy: SQL[];
  query: ListQuery;
  map: (row: Awaited<Q>[number]) => Item;
}): Promise<Page<Item>> {
  const { query } = opts;
  assertPageWithinCap(query);
  const [rows, n] = await Promise.all([
    opts.rows
      .where(opts.where)
      .orderBy(...opts.orderBy)
      .limit(query.pageSize)
      .offset(query.pageIndex * query.pageSize),
    cappedCount(opts.db, opts.table, opts.where),
  ]);
  return {
    items: (rows as Awaited<Q>).map(opts.map),
    totalCount: Math.min(n, COUNT_CAP),
    totalCapped: n > COUNT_CAP,
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
  };
}
