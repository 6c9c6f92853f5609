import 'server-only';

import { sql, type SQL } from 'drizzle-orm';
import type { ReportRangeQuery } from '@/lib/schemas/reports';
import { istanbulToday } from '@/lib/utils/dates';
import type { DbOrTx } from '../../db/client';
import { istanbulDayStartSql } from '../../db/sql-dates';

export interface ResolvedRange {
  from: string;
  to: string;
}

/** The range a report covers: the query's days, or this year from 1 January up to today. */
export function resolveRange(query: ReportRangeQuery): ResolvedRange {
  const today = istanbulToday();
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from = query.from ?? `${to.slice(0, 4)}-01-01`;
  return { from, to };
}

/**
 * The first days of the months of a range as 'YYYY-MM' (at most 61: the schema caps the span),
 * so a month without data still gets its row.
 */
export function monthsOf({ from, to }: ResolvedRange): string[] {
  const months: string[] = [];
  let [y, m] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  const end = to.slice(0, 7);
  for (;;) {
    const key = `${y}-${String(m).padStart(2, '0')}`;
    if (key > end) break;
    months.push(key);
    if (++m > 12) [y, m] = [y + 1, 1];
  }
  return months;
}

/** A timestamp column within the Istanbul days of a range, written so its index can serve it. */
export function timestampInRange(column: SQL | unknown, { from, to }: ResolvedRange): SQL {
  return sql`${column} >= ${istanbulDayStartSql(from)} and ${column} < ${istanbulDayStartSql(sql`${to}::date + 1`)}`;
}

/** Rows of a raw query on either driver (both answer `{ rows }`). */
export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A numeric sum (of the rows `where` keeps) as a decimal string with two places, 0.00 when there is nothing to sum. */
export const moneySum = (expression: SQL, where?: SQL) =>
  sql`round(coalesce(sum(${expression})${where ? sql` filter (where ${where})` : sql``}, 0), 2)::text`;
