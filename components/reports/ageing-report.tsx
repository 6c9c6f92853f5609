'use client';

import { Typography } from 'antd';
import { useTranslations } from 'next-intl';
import type { ReportData } from '@/lib/api-client/report-resources';
import { ageingBuckets } from '@/lib/schemas/values/reports';
import { formatDate } from '@/lib/utils/dates';
import { ReportChart, ReportFrame } from './report-frame';
import { ReportTable, type ReportColumn } from './report-table';

type Ageing = ReportData<'ageing'>;
type Row = Ageing['rows'][number];

/** From not yet due (calm) to 90+ days late (alarming). */
const bucketColors = ['#22C55E', '#3B82F6', '#F59E0B', '#F97316', '#EF4444'];

/** Open receivables per customer by days past due; the buckets add up to each customer's total. */
export function AgeingReport() {
  const t = useTranslations('ReportsPage');
  const columns: ReportColumn<Row>[] = [
    { key: 'customer', title: t('columns.customer'), kind: 'text', value: (r) => r.customerName },
    ...ageingBuckets.map((b) => ({
      key: b,
      title: t(`columns.${b}`),
      kind: 'money' as const,
      value: (r: Row) => r[b],
    })),
    { key: 'total', title: t('columns.total'), kind: 'money', value: (r) => r.total },
  ];
  return (
    <ReportFrame
      report="ageing"
      rangeLabel={t('invoiceDateRange')}
      isEmpty={(d) => d.rows.length === 0}
      note={(d) => (
        <Typography.Text type="secondary" data-testid="ageing-as-of">
          {t('asOf', { date: formatDate(d.asOf) })}
        </Typography.Text>
      )}
    >
      {(d: Ageing) => (
        <>
          <ReportChart
            format="money"
            xKey="label"
            data={ageingBuckets.map((b) => ({ label: t(`columns.${b}`), amount: d.totals[b] }))}
            series={[{ key: 'amount', label: t('columns.total'), color: bucketColors[2]! }]}
          />
          {d.customerCount > d.rows.length ? (
            <Typography.Paragraph type="secondary">
              {t('showing', { shown: d.rows.length, total: d.customerCount })}
            </Typography.Paragraph>
          ) : null}
          <ReportTable<Row, Ageing['totals']>
            label={t('tabs.ageing')}
            testId="ageing-table"
            rows={d.rows}
            rowKey={(r) => r.customerId}
            columns={columns}
            totals={d.totals}
            pageSize={20}
          />
        </>
      )}
    </ReportFrame>
  );
}
