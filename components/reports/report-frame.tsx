'use client';

import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Dropdown, Flex, Skeleton, Typography } from 'antd';
import { DatePicker } from '@/components/ui/date-picker';
import dayjs from 'dayjs';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { downloadReport, reportOptions, type ReportData, type ServedReport } from '@/lib/api-client/report-resources';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { useTenantId } from '@/lib/api-client/use-permissions';
import type { ReportRangeQuery } from '@/lib/schemas/reports';
import { useFeedback } from '@/components/ui/feedback';
import { lazyComponent } from '@/components/ui/lazy';
import { Panel } from '@/components/ui/panel';

const CHART_HEIGHT = 300;

/**
 * The chart, loaded on first render: recharts is imported here only, so it never enters the shared
 * bundle or another page's JavaScript. The placeholder keeps the chart's height.
 */
export const ReportChart = lazyComponent(
  () => import('./report-chart').then((m) => m.default),
  <Skeleton.Node active style={{ width: '100%', height: CHART_HEIGHT }} />,
);

/** One report's data for a range; `{}` is the server's default range, prefetched with the page. */
export function useReport<K extends ServedReport>(key: K, range: ReportRangeQuery) {
  return useQuery(reportOptions(useTenantId(), key, range));
}

const iso = (d: dayjs.Dayjs | null | undefined) => (d ? d.format('YYYY-MM-DD') : undefined);

/**
 * What every report shows around its own chart and table: the date range (the server's default
 * until the user picks one), CSV / Excel export of the same range, loading, error and empty states.
 */
export function ReportFrame<K extends ServedReport>({
  report,
  rangeLabel,
  note,
  isEmpty,
  children,
}: {
  report: K;
  /** The range picker's label (what the dates filter). */
  rangeLabel?: string;
  note?: (data: ReportData<K>) => ReactNode;
  isEmpty: (data: ReportData<K>) => boolean;
  children: (data: ReportData<K>) => ReactNode;
}) {
  const t = useTranslations('ReportsPage');
  const { message } = useFeedback();
  const [range, setRange] = useState<ReportRangeQuery>({});
  const query = useReport(report, range);
  const data = query.data;

  async function download(format: 'csv' | 'xlsx') {
    try {
      await downloadReport(report, range, format);
    } catch {
      message.error(t('exportError'));
    }
  }

  const shown =
    range.from || range.to ? range : { from: data?.from ?? undefined, to: data?.from ? data?.to : undefined };
  let body: ReactNode;
  if (query.isError && !data) {
    body = <LoadErrorAlert title={t('loadError')} onRetry={() => void query.refetch()} />;
  } else if (!data) {
    body = <Skeleton active paragraph={{ rows: 8 }} />;
  } else if (isEmpty(data)) {
    body = <Typography.Paragraph type="secondary">{t('empty')}</Typography.Paragraph>;
  } else body = children(data);

  return (
    <Panel testId={`report-${report}`}>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Flex align="center" wrap gap={8}>
          <DatePicker.RangePicker
            aria-label={rangeLabel ?? t('dateRange')}
            format="DD.MM.YYYY"
            allowEmpty={[true, true]}
            value={
              (shown.from || shown.to
                ? [shown.from ? dayjs(shown.from) : null, shown.to ? dayjs(shown.to) : null]
                : null) as never
            }
            onChange={(v) => setRange(v ? { from: iso(v[0]), to: iso(v[1]) } : {})}
          />
          {data && note ? note(data) : null}
        </Flex>
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'csv', label: t('exportCsv') },
              { key: 'xlsx', label: t('exportXlsx') },
            ],
            onClick: ({ key }) => void download(key as 'csv' | 'xlsx'),
          }}
        >
          <Button icon={<DownloadOutlined />}>{t('export')}</Button>
        </Dropdown>
      </Flex>
      {body}
    </Panel>
  );
}
