'use client';

import { Statistic } from 'antd';
import { useTranslations } from 'next-intl';
import type { ReportData } from '@/lib/api-client/report-resources';
import { workOrderStatuses } from '@/lib/schemas/values/work-orders';
import { ReportChart, ReportFrame } from './report-frame';
import { ReportTable, type ReportColumn } from './report-table';

type WorkOrders = ReportData<'work-orders'>;
type Row = WorkOrders['byAssignee'][number];

const statusColors: Record<string, string> = {
  planned: '#94A3B8',
  in_progress: '#3B82F6',
  waiting_parts: '#F59E0B',
  done: '#22C55E',
  cancelled: '#EF4444',
};

/** Work orders by assignee and status (the chart stacks the statuses), with the average time to done. */
export function WorkOrderReport() {
  const t = useTranslations('ReportsPage');
  const ts = useTranslations('WorkOrderStatuses');
  const hours = (value: number | null) =>
    value === null ? null : t('hours', { hours: String(value).replace('.', ',') });
  const columns: ReportColumn<Row>[] = [
    { key: 'assignee', title: t('columns.assignee'), kind: 'text', value: (r) => r.name ?? t('unassigned') },
    ...workOrderStatuses.map((s) => ({
      key: s,
      title: ts(s),
      kind: 'number' as const,
      value: (r: Row) => r.byStatus[s],
    })),
    { key: 'total', title: t('columns.total'), kind: 'number', value: (r) => r.total },
    { key: 'hours', title: t('averageCompletion'), kind: 'text', value: (r) => hours(r.averageHours) },
  ];
  return (
    <ReportFrame
      report="work-orders"
      isEmpty={(d) => d.totals.total === 0}
      note={(d) => (
        <Statistic
          data-testid="work-orders-average"
          title={t('averageCompletion')}
          value={hours(d.totals.averageHours) ?? t('noCompleted')}
          styles={{ content: { fontSize: 16 } }}
        />
      )}
    >
      {(d: WorkOrders) => (
        <>
          <ReportChart
            format="count"
            xKey="label"
            data={d.byAssignee.map((r) => ({ label: r.name ?? t('unassigned'), ...r.byStatus }))}
            series={workOrderStatuses.map((s) => ({ key: s, label: ts(s), color: statusColors[s]!, stack: 'status' }))}
          />
          <ReportTable<Row, WorkOrders['totals']>
            label={t('tabs.work-orders')}
            testId="work-orders-table"
            rows={d.byAssignee}
            rowKey={(r) => r.userId ?? 'unassigned'}
            columns={columns}
            totals={d.totals}
          />
        </>
      )}
    </ReportFrame>
  );
}
