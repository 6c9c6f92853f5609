'use client';

import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslations } from 'next-intl';
import { KeyboardScroll } from '@/components/ui/keyboard-scroll';
import { formatMoneyTr } from '@/lib/utils/decimal';

export interface ReportColumn<T> {
  key: string;
  title: string;
  kind: 'text' | 'money' | 'number';
  value: (row: T) => string | number | null;
}

const cell = (kind: ReportColumn<unknown>['kind'], value: string | number | null) =>
  value === null ? '–' : kind === 'money' ? formatMoneyTr(String(value)) : String(value);

/**
 * The table behind a report's chart: its rows and the totals row under them, numbers right
 * aligned in Turkish format (the export writes the same columns). Wider than a phone, it scrolls
 * sideways in a region named `label` that takes the keyboard focus.
 */
export function ReportTable<T, S = T>({
  label,
  testId,
  rows,
  rowKey,
  columns,
  totals,
  totalsColumns,
  pageSize,
}: {
  /** The name of the table's scroll region, e.g. the report's title. */
  label: string;
  testId: string;
  rows: T[];
  rowKey: (row: T) => string;
  columns: ReportColumn<T>[];
  totals: S;
  /** The totals row's cells when its shape differs from a row's (the first column is 'Toplam'). */
  totalsColumns?: ReportColumn<S>[];
  pageSize?: number;
}) {
  const t = useTranslations('ReportsPage');
  const antColumns: ColumnsType<T> = columns.map((c) => ({
    key: c.key,
    title: c.title,
    align: c.kind === 'text' ? 'left' : 'right',
    render: (_: unknown, row: T) => cell(c.kind, c.value(row)),
  }));
  const sumColumns = (totalsColumns ?? (columns as unknown as ReportColumn<S>[])).slice(1);
  return (
    <KeyboardScroll label={label}>
      <Table<T>
        data-testid={testId}
        size="small"
        rowKey={rowKey}
        columns={antColumns}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        pagination={pageSize && rows.length > pageSize ? { pageSize, showSizeChanger: false } : false}
        summary={() => (
          <Table.Summary fixed>
            <Table.Summary.Row data-testid={`${testId}-totals`}>
              <Table.Summary.Cell index={0}>
                <strong>{t('total')}</strong>
              </Table.Summary.Cell>
              {sumColumns.map((c, i) => (
                <Table.Summary.Cell key={c.key} index={i + 1} align={c.kind === 'text' ? 'left' : 'right'}>
                  <strong>{cell(c.kind, c.value(totals))}</strong>
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          </Table.Summary>
        )}
      />
    </KeyboardScroll>
  );
}
