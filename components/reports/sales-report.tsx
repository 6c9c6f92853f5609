'use client';

import { useTranslations } from 'next-intl';
import type { ReportData } from '@/lib/api-client/report-resources';
import { MonthlyChart, MonthlyTable } from './monthly-parts';
import { ReportFrame } from './report-frame';
import type { ReportColumn } from './report-table';

type Sales = ReportData<'sales'>;
type Row = Sales['rows'][number];

/** Sales by month (net, KDV, grand total) beside the same months of the previous year. */
export function SalesReport() {
  const t = useTranslations('ReportsPage');
  const columns: ReportColumn<Row>[] = [
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
          <MonthlyChart
            format="money"
            rows={d.rows}
            values={(r) => ({ current: r.netTotal, previous: r.previousNetTotal })}
            series={[
              { key: 'current', label: `${t('thisPeriod')} (${t('columns.netTotal')})`, color: '#3B82F6' },
              { key: 'previous', label: `${t('previousYear')} (${t('columns.netTotal')})`, color: '#94A3B8' },
            ]}
          />
          <MonthlyTable testId="sales-table" rows={d.rows} columns={columns} totals={d.totals} />
        </>
      )}
    </ReportFrame>
  );
}
