'use client';

import { Flex, Input, Select, Table, type TableProps } from 'antd';
import { useTranslations } from 'next-intl';
import type { Dispatch, ReactNode, SetStateAction } from 'react';
import { LoadErrorAlert } from './load-error-alert';
import { Panel } from './panel';
import { serverPagination } from './server-pagination';

type PagedNamespace = 'BackofficeTenants' | 'BackofficeModules';

export interface PagedQuery {
  pageIndex: number;
  pageSize: number;
  searchText?: string;
}

/** What the list hooks of the Backoffice screens return (react-query results). */
interface PagedList<Item> {
  data?: { items: Item[]; totalCount: number };
  isPending: boolean;
  isPlaceholderData: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * The list panel of the Backoffice screens (tenants, modules), whose records are platform records,
 * not a tenant's: search and filters, the load error with a retry, and a table paged on the server.
 * Tenant modules use ResourceListScreen, which adds forms, permissions and the list in the address.
 */
export function PagedTable<Item extends { id: string }, Query extends PagedQuery>({
  list,
  query,
  setQuery,
  columns,
  filters,
  testId,
  namespace,
}: {
  list: PagedList<Item>;
  query: Query;
  setQuery: Dispatch<SetStateAction<Query>>;
  columns: TableProps<Item>['columns'];
  filters?: ReactNode;
  testId: string;
  /** Messages: searchPlaceholder, loadError, empty, total. */
  namespace: PagedNamespace;
}) {
  const t = useTranslations(namespace);
  return (
    <Panel>
      <Flex wrap gap={12} style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('searchPlaceholder')}
          aria-label={t('searchPlaceholder')}
          style={{ flex: '1 1 240px', maxWidth: 360 }}
          onSearch={(text) => setQuery((q) => ({ ...q, pageIndex: 0, searchText: text.trim() || undefined }))}
        />
        {filters}
      </Flex>
      {list.isError ? (
        <LoadErrorAlert title={t('loadError')} onRetry={() => void list.refetch()} style={{ marginBottom: 16 }} />
      ) : null}
      <Table<Item>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items ?? []}
        loading={list.isPending || list.isPlaceholderData}
        locale={{ emptyText: t('empty') }}
        data-testid={testId}
        pagination={serverPagination({
          pageIndex: query.pageIndex,
          pageSize: query.pageSize,
          total: list.data?.totalCount ?? 0,
          onPage: (pageIndex, pageSize) => setQuery((q) => ({ ...q, pageIndex, pageSize })),
          showTotal: (count) => t('total', { count }),
        })}
      />
    </Panel>
  );
}

/** The status filter beside a PagedTable's search: "all" or one status. */
export function StatusFilter<Status extends string>({
  value,
  statuses,
  label,
  allLabel,
  statusLabel,
  onChange,
}: {
  value: Status | undefined;
  statuses: readonly Status[];
  label: string;
  allLabel: string;
  statusLabel: (status: Status) => string;
  onChange: (status: Status | undefined) => void;
}) {
  return (
    <Select<Status | 'all'>
      aria-label={label}
      style={{ flex: '0 1 200px' }}
      value={value ?? 'all'}
      onChange={(v) => onChange(v === 'all' ? undefined : v)}
      options={[{ value: 'all', label: allLabel }, ...statuses.map((s) => ({ value: s, label: statusLabel(s) }))]}
    />
  );
}
