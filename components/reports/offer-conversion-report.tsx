'use client';

import { useTranslations } from 'next-intl';
import type { ReportData } from '@/lib/api-client/report-resources';
import { MonthlyChart, MonthlyTable } from './monthly-parts';
import { ReportFrame } from './report-frame';
import type { ReportColumn } from './report-table';

type Offers = ReportData<'offers'>;
type Row = Offers['rows'][number];

const rate = (value: number | null) => (value === null ? null : `%${String(value).replace('.', ',')}`);

/** Offers sent by month: accepted, rejected, expired and awaiting an answer, with the rate and amounts. */
export function OfferConversionReport() {
  const t = useTranslations('ReportsPage');
  const columns: ReportColumn<Row>[] = [
    { key: 'sent', title: t('columns.sent'), kind: 'number', value: (r) => r.sent },
    { key: 'accepted', title: t('columns.accepted'), kind: 'number', value: (r) => r.accepted },
    { key: 'rejected', title: t('columns.rejected'), kind: 'number', value: (r) => r.rejected },
    { key: 'expired', title: t('columns.expired'), kind: 'number', value: (r) => r.expired },
    { key: 'open', title: t('columns.open'), kind: 'number', value: (r) => r.open },
    { key: 'rate', title: t('conversionRate'), kind: 'text', value: (r) => rate(r.conversionRate) },
    { key: 'sentAmount', title: t('columns.sentAmount'), kind: 'money', value: (r) => r.sentAmount },
    { key: 'acceptedAmount', title: t('columns.acceptedAmount'), kind: 'money', value: (r) => r.acceptedAmount },
  ];
  return (
    <ReportFrame report="offers" isEmpty={(d) => d.rows.length === 0}>
      {(d: Offers) => (
        <>
          <MonthlyChart
            format="count"
            rows={d.rows}
            values={(r) => ({ accepted: r.accepted, rejected: r.rejected, expired: r.expired, open: r.open })}
            series={[
              { key: 'accepted', label: t('columns.accepted'), color: '#22C55E', stack: 'offers' },
              { key: 'rejected', label: t('columns.rejected'), color: '#EF4444', stack: 'offers' },
              { key: 'expired', label: t('columns.expired'), color: '#94A3B8', stack: 'offers' },
              { key: 'open', label: t('columns.open'), color: '#3B82F6', stack: 'offers' },
            ]}
          />
          <MonthlyTable testId="offers-table" rows={d.rows} columns={columns} totals={d.totals} />
        </>
      )}
    </ReportFrame>
  );
}
