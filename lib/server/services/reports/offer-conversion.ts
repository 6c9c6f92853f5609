import 'server-only';

import { sql, type SQL } from 'drizzle-orm';
import type { OfferConversionReport, ReportRangeQuery } from '@/lib/schemas/reports';
import { sumDecimals } from '@/lib/utils/exact-decimal';
import type { DbOrTx } from '../../db/client';
import { offers } from '../../db/schema';
import { offerExpiredSql, offerOpenSql } from '../offers/display-status';
import { moneySum, monthsOf, resolveRange, rowsOf } from './range';

type Figures = Omit<OfferConversionReport['totals'], 'conversionRate'>;

/** accepted / sent in percent, one decimal. */
const rate = (accepted: number, sent: number) => (sent === 0 ? null : Math.round((accepted / sent) * 1000) / 10);

/**
 * Offers that reached the customer, by month of their date: sent (every one that went out and is
 * the current revision: still sent, accepted or rejected), accepted, rejected, expired (sent and
 * past their valid-until day, as the offers module shows them) and still open, with the rate and
 * the amounts. Drafts never went out; a revised offer is counted through its newest revision.
 */
export async function offerConversionReport(
  db: DbOrTx,
  { tenantId, query }: { tenantId: string; query: ReportRangeQuery },
): Promise<OfferConversionReport> {
  const range = resolveRange(query);
  const counted = (where: SQL) => sql`(count(*) filter (where ${where}))::int`;
  const found = await rowsOf<Figures & { month: string }>(
    db,
    sql`select to_char(${offers.offerDate}, 'YYYY-MM') as month,
        count(*)::int as sent,
        ${counted(sql`${offers.status} = 'accepted'`)} as accepted,
        ${counted(sql`${offers.status} = 'rejected'`)} as rejected,
        ${counted(offerExpiredSql)} as expired,
        ${counted(offerOpenSql)} as open,
        ${moneySum(sql`${offers.grandTotal}`)} as "sentAmount",
        ${moneySum(sql`${offers.grandTotal}`, sql`${offers.status} = 'accepted'`)} as "acceptedAmount"
      from ${offers}
      where ${offers.tenantId} = ${tenantId} and ${offers.status} in ('sent', 'accepted', 'rejected')
        and ${offers.offerDate} between ${range.from} and ${range.to}
      group by 1`,
  );
  const byMonth = new Map(found.map((r) => [r.month, r]));
  const zero: Figures = {
    sent: 0,
    accepted: 0,
    rejected: 0,
    expired: 0,
    open: 0,
    sentAmount: '0.00',
    acceptedAmount: '0.00',
  };
  const rows = monthsOf(range).map((month) => {
    const { month: _m, ...figures } = byMonth.get(month) ?? { month, ...zero };
    return { month, ...figures, conversionRate: rate(figures.accepted, figures.sent) };
  });
  const totals = rows.reduce<Figures>(
    (acc, r) => ({
      sent: acc.sent + r.sent,
      accepted: acc.accepted + r.accepted,
      rejected: acc.rejected + r.rejected,
      expired: acc.expired + r.expired,
      open: acc.open + r.open,
      sentAmount: sumDecimals([acc.sentAmount, r.sentAmount]),
      acceptedAmount: sumDecimals([acc.acceptedAmount, r.acceptedAmount]),
    }),
    zero,
  );
  return { ...range, rows, totals: { ...totals, conversionRate: rate(totals.accepted, totals.sent) } };
}
