import 'server-only';

import { gte, lte, sql } from 'drizzle-orm';
import { AGEING_MAX_ROWS, type AgeingReport, type ReportRangeQuery } from '@/lib/schemas/reports';
import type { DbOrTx } from '../../db/client';
import { customers, invoices } from '../../db/schema';
import { istanbulToday } from '@/lib/utils/dates';
import { istanbulTodaySql } from '../../db/sql-dates';
import { moneySum, rowsOf } from './range';
import { openReceivables, receivableSql } from '../invoices/receivables';

type Figures = AgeingReport['totals'];

/** Days past the due date: 0 or less is not due yet. */
const late = sql`(${istanbulTodaySql} - ${invoices.dueDate})`;
const bucketSums = sql`
  ${moneySum(receivableSql, sql`${late} <= 0`)} as "notDue",
  ${moneySum(receivableSql, sql`${late} between 1 and 30`)} as "days1to30",
  ${moneySum(receivableSql, sql`${late} between 31 and 60`)} as "days31to60",
  ${moneySum(receivableSql, sql`${late} between 61 and 90`)} as "days61to90",
  ${moneySum(receivableSql, sql`${late} > 90`)} as "days90plus",
  ${moneySum(receivableSql)} as total`;

/**
 * Receivables ageing as of today: each customer's open amounts by days past due (not due, 1–30,
 * 31–60, 61–90, 90+), the largest debtors first. A range narrows it to invoices dated within it.
 */
export async function ageingReport(
  db: DbOrTx,
  { tenantId, query }: { tenantId: string; query: ReportRangeQuery },
): Promise<AgeingReport> {
  const where = openReceivables(
    tenantId,
    query.from ? gte(invoices.invoiceDate, query.from) : undefined,
    query.to ? lte(invoices.invoiceDate, query.to) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    rowsOf<Figures & { customerId: string; customerName: string }>(
      db,
      sql`select per.*, ${customers.name} as "customerName"
        from (select ${invoices.customerId} as "customerId", ${bucketSums}
              from ${invoices} where ${where} group by ${invoices.customerId}) per
        join ${customers} on ${customers.id} = per."customerId"
        order by per.total::numeric desc, ${customers.sortName}, per."customerId"
        limit ${AGEING_MAX_ROWS}`,
    ),
    rowsOf<Figures & { customerCount: number }>(
      db,
      sql`select ${bucketSums}, count(distinct ${invoices.customerId})::int as "customerCount"
        from ${invoices} where ${where}`,
    ),
  ]);
  const { customerCount, ...sums } = totals!;
  return {
    from: query.from ?? null,
    to: query.to ?? istanbulToday(),
    asOf: istanbulToday(),
    rows,
    totals: sums,
    customerCount: Number(customerCount),
  };
}
