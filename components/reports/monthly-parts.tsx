'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatMonth } from '@/lib/utils/dates';
import type { ChartSeries, ReportChartProps } from './report-chart';
import { ReportChart } from './report-frame';
import { ReportTable, type ReportColumn } from './report-table';

/** A report row's month ('YYYY-MM') as the page's language names it. */
function useMonthLabel() {
  const lang = useLocale() === 'en' ? 'en' : 'tr';
  return (month: string) => formatMonth(month, lang);
}

/** A chart with one point a month: the x axis is the rows' months, `values` the figures drawn of each. */
export function MonthlyChart<Row extends { month: string }>({
  rows,
  format,
  values,
  series,
}: {
  rows: Row[];
  format: ReportChartProps['format'];
  values: (row: Row) => Record<string, string | number | null>;
  series: ChartSeries[];
}) {
  const month = useMonthLabel();
  return (
    <ReportChart
      format={format}
      xKey="label"
      data={rows.map((r) => ({ label: month(r.month), ...values(r) }))}
      series={series}
    />
  );
}

/** A report table with one row a month: the month column comes first, then `columns`, then the totals row. */
export function MonthlyTable<Row extends { month: string }, Totals>({
  testId,
  rows,
  columns,
  totals,
}: {
  testId: string;
  rows: Row[];
  columns: ReportColumn<Row>[];
  totals: Totals;
}) {
  const t = useTranslations('ReportsPage');
  const month = useMonthLabel();
  return (
    <ReportTable<Row, Totals>
      label={t('byMonth')}
      testId={testId}
      rows={rows}
      rowKey={(r) => r.month}
      columns={[{ key: 'month', title: t('columns.month'), kind: 'text', value: (r) => month(r.month) }, ...columns]}
      totals={totals}
    />
  );
}
