'use client';

import { Button, Empty, Table, type TableProps } from 'antd';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Page } from '@/lib/api-client/resource';
import type { ListQueryBase, ListQueryState } from './use-list-query';
import { lazyComponent } from './lazy';

/**
 * rc-table measures the browser's scrollbar when it mounts, for a fixed header this table never has:
 * it inserts a stylesheet and a scrolling div and reads their size, a forced style recalculation of
 * the whole page in the middle of hydration (about 100 ms of a phone's main thread on a list page).
 * `tailor` is the switch its virtual table uses to skip that; without a numeric `scroll.x` it
 * changes nothing else (rc-table Table.js). resource-table.test.tsx fails if an upgrade measures again.
 */
const NO_SCROLLBAR_MEASURE = { tailor: true } as object;

/** Shown only when a list fails to load: antd's Alert stays off the list page's first load. */
const LoadErrorAlert = lazyComponent(() => import('./load-error-alert').then((m) => m.LoadErrorAlert));

export interface ListColumn<Item> {
  key: string;
  /** Column header, and the label of the value on a phone card. */
  title: string;
  render: (item: Item) => ReactNode;
  /** The list query's sortField when this column sorts. */
  sortField?: string;
  align?: 'left' | 'right' | 'center';
  /** Left out of the table below this width (phone cards show every column). */
  hideBelow?: 'md' | 'lg';
  width?: number;
}

interface Props<Item extends { id: string }, Q extends ListQueryBase> {
  list: { data?: Page<Item>; isPending: boolean; isFetching: boolean; isError: boolean; refetch: () => unknown };
  state: ListQueryState<Q>;
  columns: ListColumn<Item>[];
  /** The actions cell of a row (edit, delete, more). */
  rowActions?: (item: Item) => ReactNode;
  /** What an empty list (no search, no filter) says and offers. */
  empty: ReactNode;
  total: (count: number) => string;
  /** What a failed load says (default: the kit's "the list could not be loaded"). */
  loadError?: string;
  testId?: string;
}

/**
 * The kit's list table: server-side paging and sorting on the list query, a table from 576px up
 * and cards on a phone (CSS, so the server's first paint is final), the error state with a retry,
 * and an empty state that tells "nothing yet" from "nothing matches".
 */
export function ResourceTable<Item extends { id: string }, Q extends ListQueryBase>(props: Props<Item, Q>) {
  const kit = useTranslations('Kit');
  const { list, state } = props;
  const { query } = state;
  const sortOrder = (field?: string) =>
    field && query.sortField === field ? (query.sortOrder === 'desc' ? 'descend' : 'ascend') : null;
  const columns: TableProps<Item>['columns'] = props.columns.map((c) => ({
    key: c.key,
    title: c.title,
    align: c.align,
    width: c.width,
    className: c.hideBelow ? `cari-hide-below-${c.hideBelow}` : undefined,
    sorter: Boolean(c.sortField),
    sortOrder: sortOrder(c.sortField),
    sortDirections: ['ascend', 'descend'],
    showSorterTooltip: false,
    render: (_: unknown, item: Item) => c.render(item),
    onCell: () => ({ 'data-label': c.title }) as object,
  }));
  if (props.rowActions) {
    columns.push({
      key: 'actions',
      title: <span className="sr-only">{kit('actions')}</span>,
      align: 'right',
      render: (_: unknown, item: Item) => props.rowActions!(item),
    });
  }
  const empty = state.filtered ? (
    <Empty description={kit('emptyFiltered')}>
      <Button onClick={state.clear}>{kit('clearFilters')}</Button>
    </Empty>
  ) : (
    props.empty
  );

  return (
    <>
      {list.isError ? (
        <LoadErrorAlert
          title={props.loadError ?? kit('loadError')}
          onRetry={() => void list.refetch()}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Table<Item>
        {...NO_SCROLLBAR_MEASURE}
        className="cari-list"
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items ?? []}
        loading={list.isFetching}
        data-testid={props.testId}
        locale={{ emptyText: list.isPending ? ' ' : empty }}
        onChange={(pagination, _filters, sorter) => {
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          const field = s?.order ? props.columns.find((c) => c.key === s.columnKey)?.sortField : undefined;
          const sortField = field ?? query.sortField;
          const sortOrder: Q['sortOrder'] = s?.order ? (s.order === 'descend' ? 'desc' : 'asc') : query.sortOrder;
          const pageSize = pagination.pageSize ?? query.pageSize;
          const restart = sortField !== query.sortField || sortOrder !== query.sortOrder || pageSize !== query.pageSize;
          const pageIndex = restart ? 0 : (pagination.current ?? 1) - 1;
          state.setQuery((q) => ({ ...q, sortField, sortOrder, pageSize, pageIndex }));
        }}
        pagination={{
          current: query.pageIndex + 1,
          pageSize: query.pageSize,
          total: list.data?.totalCount ?? 0,
          showSizeChanger: true,
          showTotal: (count) => (list.data?.totalCapped ? kit('totalCapped', { count }) : props.total(count)),
        }}
      />
    </>
  );
}
