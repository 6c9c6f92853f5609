import 'server-only';

import { sql } from 'drizzle-orm';
import type { ReportRangeQuery, SalesReport } from '@/lib/schemas/reports';
import { sumDecimals } from '@/lib/utils/exact-decimal';
import type { DbOrTx } from '../../db/client';
import { invoices } from '../../db/schema';
import { istanbulToday } from '@/lib/utils/dates';
import { moneySum, monthsOf, resolveRange, rowsOf } from './range';

interface MonthSums {
  month: string;
  count: number;
  net: string;
  vat: string;
  grand: string;
}

/**
 * Issued invoices of a range summed by month, as the invoice list's totals count them: a return
 * negative, drafts and cancelled invoices not at all. `shift` years back moves both the range and
 * the month key, so last year's March lands beside this year's.
 */
async function monthSums(db: DbOrTx, tenantId: string, from: string, to: string, shift: 0 | 1) {
  const signed = (column: typeof invoices.netTotal) =>
    sql`case when ${invoices.kind} = 'return' then -${column} else ${column} end`;
  const interval = sql.raw(`interval '${shift} year'`);
  return rowsOf<MonthSums>(
    db,
    sql`select to_char(${invoices.invoiceDate} + ${interval}, 'YYYY-MM') as month,
        (count(*) filter (where ${invoices.kind} = 'sales'))::int as count,
        ${moneySum(signed(invoices.netTotal))} as net,
        ${moneySum(signed(invoices.vatTotal))} as vat,
        ${moneySum(signed(invoices.grandTotal))} as grand
      from ${invoices}
      where ${invoices.tenantId} = ${tenantId} and ${invoices.status} = 'issued'
        and ${invoices.invoiceDate} between (${from}::date - ${interval})::date and (${to}::date - ${interval})::date
      group by 1`,
  );
}

/** Sales (net, KDV, grand total) by month of the range, with the same months of the year before. */
export async function salesReport(
  db: DbOrTx,
  { tenantId, query }: { tenantId: string; query: ReportRangeQuery },
): Promise<SalesReport> {
  const range = resolveRange(query);
  const [current, previous] = await Promise.all([
    monthSums(db, tenantId, range.from, range.to, 0),
    monthSums(db, tenantId, range.from, range.to, 1),
  ]);
  const byMonth = (list: MonthSums[]) => new Map(list.map((r) => [r.month, r]));
  const [now, before] = [byMonth(current), byMonth(previous)];
  const rows = monthsOf(range).map((month) => {
    const c = now.get(month);
    const p = before.get(month);
    return {
      month,
      count: c?.count ?? 0,
      netTotal: c?.net ?? '0.00',
      vatTotal: c?.vat ?? '0.00',
      grandTotal: c?.grand ?? '0.00',
      previousNetTotal: p?.net ?? '0.00',
      previousVatTotal: p?.vat ?? '0.00',
      previousGrandTotal: p?.grand ?? '0.00',
    };
  });
  const sum = (key: keyof (typeof rows)[number]) => sumDecimals(rows.map((r) => r[key] as string));
  return {
    ...range,
    rows,
    totals: {
      count: rows.reduce((acc, r) => acc + r.count, 0),
      netTotal: sum('netTotal'),
      vatTotal: sum('vatTotal'),
      grandTotal: sum('grandTotal'),
      previousNetTotal: sum('previousNetTotal'),
      previousVatTotal: sum('previousVatTotal'),
      previousGrandTotal: sum('previousGrandTotal'),
    },
  };
}

/** This month's sales so far (the dashboard widget): issued sales invoices and their signed grand total. */
export async function salesThisMonth(db: DbOrTx, tenantId: string): Promise<{ count: number; grandTotal: string }> {
  const today = istanbulToday();
  const [row] = await monthSums(db, tenantId, `${today.slice(0, 7)}-01`, today, 0);
  return { count: row?.count ?? 0, grandTotal: row?.grand ?? '0.00' };
}
