import 'server-only';

import { asc, desc, getTableName, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { PgDialect, type PgColumn, type PgSelect, type PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { AppError } from '../errors';
import { countWork } from '../metrics';
import { ListWindows, listWindows, WINDOW_TTL_MS, type Window } from './list-window';
import { pageRows, type RowsSelect } from './page-statement';

const dialect = new PgDialect();

/** A table a list pages through by id: a tenant's, or a platform table of the Backoffice (platform-lists.ts). */
export type ListedTable = PgTable & { id: PgColumn };

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

/** A window is read again this long before it expires, by one request while the others keep using it. */
const REFRESH_AHEAD_MS = 3_000;

interface ListOptions<Q extends PgSelect = PgSelect, Item = unknown> {
  db: DbOrTx;
  /** Whose windows these are: the tenant, or the platform's (platform-lists.ts). */
  tenantId: string;
  table: ListedTable;
  /** The module's select (columns and joins): a builder, or a function of the db alone, built once (page-statement.ts). */
  rows: Q | RowsSelect<Q>;
  where: SQL | undefined;
  orderBy: SQL[];
  query: ListQuery;
  map: (row: Awaited<Q>[number]) => Item;
}

/**
 * One page of a list. The ordered ids matching the filter (up to the cap) are read once and kept
 * for a few seconds (list-window.ts), so later pages and the total cost nothing more; the page's
 * rows are then read by id through `rows`, the module's select (columns and joins, `$dynamic()`;
 * given as a function of the db, its statement is built once).
 * Deep pages cost what the first one does (the window is the keyset: page n is a slice of it), and
 * a search reads its matches once. Requests that miss the same window at once wait for one query;
 * a window in use is read again shortly before it expires by one request while the others go on
 * with it, so a steady stream of requests never all meet an expired window together.
 */
export async function listPage<Q extends PgSelect, Item>(opts: ListOptions<Q, Item>): Promise<Page<Item>> {
  const { query, table, tenantId } = opts;
  assertPageWithinCap(query);
  const tableName = getTableName(table);
  const statement = dialect.sqlToQuery(sql`${opts.where ?? sql``} order by ${sql.join(opts.orderBy, sql`, `)}`);
  const key = `${tenantId}|${tableName}|${statement.sql}|${JSON.stringify(statement.params)}`;

  // Before the process's database is open (its seed), nothing is kept.
  const lists = listWindows() ?? new ListWindows();
  const cached = lists.read(tenantId, tableName, key);
  // A kept window is used while its age allows, or while another request already reads it again
  // (refresh ahead), and only if the database's generation is still the one it was read under: that
  // lookup goes out beside the page's rows, so it costs no extra round trip.
  if (cached && (Date.now() - cached.at <= WINDOW_TTL_MS - REFRESH_AHEAD_MS || lists.loading.has(key))) {
    const [shared, rows] = await Promise.all([lists.sharedGenerationOf(tenantId, tableName), pageOf(opts, cached)]);
    if (shared === cached.shared) return rows;
    return pageOf(opts, await windowOf(opts, lists, key, shared));
  }
  const shared = await lists.sharedGenerationOf(tenantId, tableName);
  // Another request may have read the window meanwhile (not the one this request found too old).
  const kept = lists.read(tenantId, tableName, key);
  if (kept && kept !== cached && kept.shared === shared) return pageOf(opts, kept);
  return pageOf(opts, await windowOf(opts, lists, key, shared));
}

/**
 * The window of `key` read again: another request's query of this very window (same tenant, filter
 * and order, started under the same generations) serves this one too; if it fails, this request runs
 * its own. `shared` is the database's generation, read before any query this request starts.
 */
async function windowOf(
  opts: Pick<ListOptions, 'db' | 'tenantId' | 'table' | 'where' | 'orderBy'>,
  lists: ListWindows,
  key: string,
  shared: number,
): Promise<Window> {
  const tableName = getTableName(opts.table);
  const generation = lists.generationOf(opts.tenantId, tableName);
  const under = lists.loading.get(key);
  if (under && under.generation === generation && under.shared === shared) {
    const result = await under.promise.catch(() => null);
    if (result) return result;
  }
  countWork('listWindowQueries');
  const promise = windowQuery(opts.db, opts.table, opts.where, opts.orderBy).then((found) => {
    const ids = found.map((r) => r.id as string);
    return lists.write(key, { ids: ids.slice(0, COUNT_CAP), capped: ids.length > COUNT_CAP, generation, shared });
  });
  const entry = { promise, generation, shared };
  lists.loading.set(key, entry);
  try {
    return await promise;
  } finally {
    if (lists.loading.get(key) === entry) lists.loading.delete(key);
  }
}

/** The query's page of a window: its rows read by id, in the window's order. */
async function pageOf<Q extends PgSelect, Item>(opts: ListOptions<Q, Item>, window: Window): Promise<Page<Item>> {
  const { query, table } = opts;
  const pageIds = window.ids.slice(query.pageIndex * query.pageSize, (query.pageIndex + 1) * query.pageSize);
  const rows = !pageIds.length
    ? []
    : typeof opts.rows === 'function'
      ? await pageRows(opts.db, opts.rows, table.id, pageIds)
      : ((await opts.rows.where(inArray(table.id, pageIds))) as Awaited<Q>);
  const position = new Map(pageIds.map((id, i) => [id, i]));
  const byRow = (row: Awaited<Q>[number]) => position.get(idOf(row)) ?? 0;
  return {
    items: [...rows].sort((a, b) => byRow(a) - byRow(b)).map(opts.map),
    totalCount: window.ids.length,
    totalCapped: window.capped,
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
  };
}

/**
 * The ordered ids of a filter, one past the cap: the one statement a list's search costs, so its
 * plan is checked on PostgreSQL (tests/api/list-plan.test.ts).
 */
export function windowQuery(db: DbOrTx, table: ListedTable, where: SQL | undefined, orderBy: SQL[]) {
  return db
    .select({ id: table.id })
    .from(table)
    .where(where)
    .orderBy(...orderBy)
    .limit(COUNT_CAP + 1);
}

/** The id of a selected row: a flat row, or one whose main-table record sits under `row`. */
function idOf(row: unknown): string {
  const r = row as { id?: string; row?: { id: string } };
  return r.id ?? r.row?.id ?? '';
}
