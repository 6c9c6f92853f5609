'use client';

import { useTranslations } from 'next-intl';
import { SectionTitle } from '@/components/ui/section-title';
import type { ReportData } from '@/lib/api-client/report-resources';
import { MonthlyChart, MonthlyTable } from './monthly-parts';
import { ReportChart, ReportFrame } from './report-frame';
import { ReportTable, type ReportColumn } from './report-table';

type Collections = ReportData<'collections'>;
type Figures = Collections['totals'];
type MonthRow = Collections['rows'][number];
type MethodRow = Collections['byMethod'][number];

/** Collections by month (in, refunds out, net) and by payment method. */
export function CollectionsReport() {
  const t = useTranslations('ReportsPage');
  const figures = <T extends Figures>(): ReportColumn<T>[] => [
    { key: 'count', title: t('columns.collectionCount'), kind: 'number', value: (r) => r.count },
    { key: 'collected', title: t('columns.collected'), kind: 'money', value: (r) => r.collected },
    { key: 'paidOut', title: t('columns.paidOut'), kind: 'money', value: (r) => r.paidOut },
    { key: 'net', title: t('columns.net'), kind: 'money', value: (r) => r.net },
  ];
  const methodColumns: ReportColumn<MethodRow>[] = [
    { key: 'method', title: t('columns.paymentMethod'), kind: 'text', value: (r) => r.methodName },
    ...figures<MethodRow>(),
  ];
  return (
    <ReportFrame report="collections" isEmpty={(d) => d.rows.length === 0}>
      {(d: Collections) => (
        <>
          <MonthlyChart
            format="money"
            rows={d.rows}
            values={(r) => ({ collected: r.collected, paidOut: r.paidOut })}
            series={[
              { key: 'collected', label: t('columns.collected'), color: '#22C55E' },
              { key: 'paidOut', label: t('columns.paidOut'), color: '#EF4444' },
            ]}
          />
          <SectionTitle>{t('byMonth')}</SectionTitle>
          <MonthlyTable testId="collections-table" rows={d.rows} columns={figures<MonthRow>()} totals={d.totals} />
          <SectionTitle marginTop={24}>{t('byMethod')}</SectionTitle>
          <ReportChart
            format="money"
            height={220}
            xKey="label"
            data={d.byMethod.map((m) => ({ label: m.methodName, net: m.net }))}
            series={[{ key: 'net', label: t('columns.net'), color: '#3B82F6' }]}
          />
          <ReportTable<MethodRow, Figures>
            label={t('byMethod')}
            testId="collections-methods-table"
            rows={d.byMethod}
            rowKey={(r) => r.methodId}
            columns={methodColumns}
            totals={d.totals}
          />
        </>
      )}
    </ReportFrame>
  );
}
