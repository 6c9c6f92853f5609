'use client';

import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Flex, Input, Space, Table, Typography, type TableProps } from 'antd';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import type { Resource } from '@/lib/api-client/resource';
import { useResourceList } from '@/lib/api-client/use-resource';
import { useCan } from '@/lib/api-client/use-permissions';
import { permissionOf } from '@/lib/modules/tenant-modules';
import { useConfirmDelete } from './use-confirm-delete';

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

export interface ListQueryBase {
  pageIndex: number;
  pageSize: number;
  searchText?: string;
  sortField?: string;
  sortOrder?: 'asc' | 'desc';
}

/** Message namespaces of list pages: each has title, new, searchPlaceholder, empty and total. */
export type ListNamespace = 'ProductsPage' | 'LaborsPage';

interface Props<Item extends { id: string }, Query extends ListQueryBase> {
  resource: Resource<Item, Query>;
  namespace: ListNamespace;
  columns: ListColumn<Item>[];
  /** Filter controls beside the search box; `patch` starts again at the first page. */
  filters?: (query: Query, patch: (p: Partial<Query>) => void) => ReactNode;
  /** The create / edit form, rendered while open. */
  form?: (record: Item | null, close: () => void) => ReactNode;
  /** The label of a record in confirmations and messages. */
  itemLabel: (item: Item) => string;
  testId: string;
}

const paging: (keyof ListQueryBase)[] = ['pageIndex', 'pageSize', 'sortField', 'sortOrder'];

/**
 * A module's list page: title and create action, Turkish search and filters, a server-paged and
 * sorted table (cards on a phone, by CSS, so the first paint is already right), edit and delete
 * by permission, and the empty, loading and error states.
 */
export function ResourceListScreen<Item extends { id: string }, Query extends ListQueryBase>(
  props: Props<Item, Query>,
) {
  const { resource } = props;
  const t = useTranslations(props.namespace);
  const kit = useTranslations('Kit');
  const [query, setQuery] = useState<Query>(resource.initialQuery);
  const [searchDraft, setSearchDraft] = useState('');
  const [editing, setEditing] = useState<Item | null | undefined>(undefined);
  const list = useResourceList(resource, query);
  const can = {
    create: useCan(permissionOf(resource.key, 'create')),
    update: useCan(permissionOf(resource.key, 'update')),
    delete: useCan(permissionOf(resource.key, 'delete')),
  };
  const confirmDelete = useConfirmDelete(resource);
  const patch = (p: Partial<Query>) => setQuery((q) => ({ ...q, pageIndex: 0, ...p }));
  const filtered = Object.entries(query).some(
    ([key, value]) => !paging.includes(key as keyof ListQueryBase) && value !== undefined && value !== '',
  );
  const clearFilters = () => {
    setSearchDraft('');
    setQuery((q) => ({ ...resource.initialQuery, pageSize: q.pageSize }));
  };

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
    showSorterTooltip: false,
    render: (_: unknown, item: Item) => c.render(item),
    onCell: () => ({ 'data-label': c.title }) as object,
  }));
  if (can.update || can.delete) {
    columns.push({
      key: 'actions',
      title: <span className="sr-only">{kit('actions')}</span>,
      align: 'right',
      width: 96,
      render: (_: unknown, item: Item) => (
        <Space size={0}>
          {can.update && props.form ? (
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={kit('edit')}
              title={kit('edit')}
              onClick={() => setEditing(item)}
            />
          ) : null}
          {can.delete ? (
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={kit('delete')}
              title={kit('delete')}
              onClick={() => confirmDelete(item.id, props.itemLabel(item))}
            />
          ) : null}
        </Space>
      ),
    });
  }

  const empty = filtered ? (
    <Empty description={kit('emptyFiltered')}>
      <Button onClick={clearFilters}>{kit('clearFilters')}</Button>
    </Empty>
  ) : (
    <Empty description={t('empty')}>
      {can.create && props.form ? (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          {t('new')}
        </Button>
      ) : null}
    </Empty>
  );

  return (
    <div data-testid={props.testId}>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {t('title')}
        </Typography.Title>
        {can.create && props.form ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            {t('new')}
          </Button>
        ) : null}
      </Flex>
      <Card>
        <Flex wrap gap={12} style={{ marginBottom: 16 }}>
          <Input.Search
            allowClear
            value={searchDraft}
            onChange={(e) => setSearchDraft(e.target.value)}
            placeholder={t('searchPlaceholder')}
            aria-label={t('searchPlaceholder')}
            style={{ flex: '1 1 240px', maxWidth: 360 }}
            onSearch={(text) => patch({ searchText: text.trim() || undefined } as Partial<Query>)}
          />
          {props.filters?.(query, patch)}
        </Flex>
        {list.isError ? (
          <Alert
            type="error"
            showIcon
            title={kit('loadError')}
            style={{ marginBottom: 16 }}
            action={<Button onClick={() => void list.refetch()}>{kit('retry')}</Button>}
          />
        ) : null}
        <Table<Item>
          className="cari-list"
          rowKey="id"
          columns={columns}
          dataSource={list.data?.items ?? []}
          loading={list.isFetching}
          locale={{ emptyText: list.isPending ? ' ' : empty }}
          onChange={(pagination, _filters, sorter) => {
            const s = Array.isArray(sorter) ? sorter[0] : sorter;
            const field = s?.order ? props.columns.find((c) => c.key === s.columnKey)?.sortField : undefined;
            const next = {
              sortField: field ?? resource.initialQuery.sortField,
              sortOrder: s?.order === 'descend' ? 'desc' : 'asc',
              pageSize: pagination.pageSize ?? query.pageSize,
            } as Partial<Query>;
            const restart =
              next.sortField !== query.sortField ||
              next.sortOrder !== query.sortOrder ||
              next.pageSize !== query.pageSize;
            setQuery((q) => ({ ...q, ...next, pageIndex: restart ? 0 : (pagination.current ?? 1) - 1 }));
          }}
          pagination={{
            current: query.pageIndex + 1,
            pageSize: query.pageSize,
            total: list.data?.totalCount ?? 0,
            showSizeChanger: true,
            showTotal: (count) => (list.data?.totalCapped ? kit('totalCapped', { count }) : t('total', { count })),
          }}
        />
      </Card>
      {editing !== undefined && props.form ? props.form(editing, () => setEditing(undefined)) : null}
    </div>
  );
}
