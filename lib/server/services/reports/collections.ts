import 'server-only';

import { sql, type SQL } from 'drizzle-orm';
import type { CollectionsReport, ReportRangeQuery } from '@/lib/schemas/reports';
import { ExactDecimal, sumDecimals } from '@/lib/utils/exact-decimal';
import type { DbOrTx } from '../../db/client';
import { paymentMethods, payments } from '../../db/schema';
import { moneySum, monthsOf, resolveRange, rowsOf } from './range';

/**
 * A payment's amount as it counts for its day: positive, or negative on a reversal row (ters kayıt
 * is a row of the same kind, dated the day of the reversal, that names the payment it reverses).
 */
const signedAmount = sql`case when ${payments.reversalOfId} is null then ${payments.amount} else -${payments.amount} end`;
const collected = moneySum(signedAmount, sql`${payments.kind} = 'collection'`);
const paidOut = moneySum(signedAmount, sql`${payments.kind} = 'payment'`);

interface Sums {
  collected: string;
  paidOut: string;
}
const net = (s: Sums) => new ExactDecimal(s.collected).minus(s.paidOut).toFixed(2);

const inRange = (tenantId: string, from: string, to: string): SQL =>
  sql`${payments.tenantId} = ${tenantId} and ${payments.paymentDate} between ${from} and ${to}`;

/** Collections that are not reversals. */
const collectionCount = sql`(count(*) filter (where ${payments.kind} = 'collection' and ${payments.reversalOfId} is null))::int`;

/** Collections (net of their reversals) and payments to customers in a range, in one aggregate. */
export async function collectedBetween(
  db: DbOrTx,
  tenantId: string,
  from: string,
  to: string,
): Promise<Sums & { count: number }> {
  const [row] = await rowsOf<Sums & { count: number }>(
    db,
    sql`select ${collected} as collected, ${paidOut} as "paidOut", ${collectionCount} as count
      from ${payments} where ${inRange(tenantId, from, to)}`,
  );
  return row!;
}

/**
 * Collections by month and by payment method: what came in from customers (a reversal takes its
 * collection back on the day it is reversed), what went out to them (refunds), and the net.
 */
export async function collectionsReport(
  db: DbOrTx,
  { tenantId, query }: { tenantId: string; query: ReportRangeQuery },
): Promise<CollectionsReport> {
  const range = resolveRange(query);
  const where = inRange(tenantId, range.from, range.to);
  const [months, methods] = await Promise.all([
    rowsOf<Sums & { month: string; count: number }>(
      db,
      sql`select to_char(${payments.paymentDate}, 'YYYY-MM') as month, ${collected} as collected, ${paidOut} as "paidOut",
          ${collectionCount} as count
        from ${payments} where ${where} group by 1`,
    ),
    rowsOf<Sums & { methodId: string; methodName: string; count: number }>(
      db,
      sql`select ${paymentMethods.id} as "methodId", ${paymentMethods.name} as "methodName",
          per.collected, per."paidOut", per.count
        from (select ${payments.paymentMethodId} as method, ${collected} as collected, ${paidOut} as "paidOut",
                ${collectionCount} as count
              from ${payments} where ${where} group by 1) per
        join ${paymentMethods} on ${paymentMethods.id} = per.method
        order by per.collected::numeric desc, ${paymentMethods.name}`,
    ),
  ]);
  const byMonth = new Map(months.map((m) => [m.month, m]));
  const rows = monthsOf(range).map((month) => {
    const m = byMonth.get(month) ?? { month, collected: '0.00', paidOut: '0.00', count: 0 };
    return { month, count: m.count, collected: m.collected, paidOut: m.paidOut, net: net(m) };
  });
  const sum = (key: 'collected' | 'paidOut') => sumDecimals(rows.map((r) => r[key]));
  const totals = { count: rows.reduce((a, r) => a + r.count, 0), collected: sum('collected'), paidOut: sum('paidOut') };
  return {
    ...range,
    rows,
    byMethod: methods.map((m) => ({ ...m, net: net(m) })),
    totals: { ...totals, net: net(totals) },
  };
}
