'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ReportData } from '@/lib/api-client/report-resources';
import { formatMonth } from '@/lib/utils/dates';
import { ReportChart, ReportFrame } from './report-frame';
import { ReportTable, type ReportColumn } from './report-table';

type Sales = ReportData<'sales'>;
type Row = Sales['rows'][number];

/** Sales by month (net, KDV, grand total) beside the same months of the previous year. */
export function SalesReport() {
  const t = useTranslations('ReportsPage');
  const lang = useLocale() === 'en' ? 'en' : 'tr';
  const columns: ReportColumn<Row>[] = [
    { key: 'month', title: t('columns.month'), kind: 'text', value: (r) => formatMonth(r.month, lang) },
    { key: 'count', title: t('columns.invoiceCount'), kind: 'number', value: (r) => r.count },
    { key: 'net', title: t('columns.netTotal'), kind: 'money', value: (r) => r.netTotal },
    { key: 'vat', title: t('columns.vatTotal'), kind: 'money', value: (r) => r.vatTotal },
    { key: 'grand', title: t('columns.grandTotal'), kind: 'money', value: (r) => r.grandTotal },
    { key: 'pnet', title: t('columns.previousNetTotal'), kind: 'money', value: (r) => r.previousNetTotal },
    { key: 'pvat', title: t('columns.previousVatTotal'), kind: 'money', value: (r) => r.previousVatTotal },
    { key: 'pgrand', title: t('columns.previousGrandTotal'), kind: 'money', value: (r) => r.previousGrandTotal },
  ];
  return (
    <ReportFrame report="sales" isEmpty={(d) => d.rows.length === 0}>
      {(d: Sales) => (
        <>
          <ReportChart
            format="money"
            xKey="label"
            data={d.rows.map((r) => ({
              label: formatMonth(r.month, lang),
              current: r.netTotal,
              previous: r.previousNetTotal,
            }))}
            series={[
              { key: 'current', label: `${t('thisPeriod')} (${t('columns.netTotal')})`, color: '#3B82F6' },
              { key: 'previous', label: `${t('previousYear')} (${t('columns.netTotal')})`, color: '#94A3B8' },
            ]}
          />
          <ReportTable<Row, Sales['totals']>
            testId="sales-table"
            rows={d.rows}
            rowKey={(r) => r.month}
            columns={columns}
            totals={d.totals}
          />
        </>
      )}
    </ReportFrame>
  );
}
