'use client';

import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Space, Table, Tag, Typography, type TableProps } from 'antd';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { CustomerListItem, CustomerPage, ListCustomersQuery } from '@/lib/schemas/customers';

interface Props {
  page: CustomerPage | undefined;
  query: ListCustomersQuery;
  loading: boolean;
  canUpdate: boolean;
  canDelete: boolean;
  onQuery: (patch: Partial<ListCustomersQuery>) => void;
  onEdit: (c: CustomerListItem) => void;
  onDelete: (c: CustomerListItem) => void;
}

/** Server-side paged and sorted (name or date); the name links to the detail page. */
export function CustomersTable({ page, query, loading, canUpdate, canDelete, onQuery, onEdit, onDelete }: Props) {
  const t = useTranslations('CustomersPage');
  const tk = useTranslations('CustomerKinds');
  const sortOrder = (field: string) =>
    query.sortField === field ? (query.sortOrder === 'desc' ? 'descend' : 'ascend') : null;
  const columns: TableProps<CustomerListItem>['columns'] = [
    {
      key: 'name',
      title: t('columns.name'),
      sorter: true,
      sortOrder: sortOrder('name'),
      showSorterTooltip: false,
      render: (_, c) => (
        <Space orientation="vertical" size={0}>
          <Link href={`/tenant/customers/${c.id}`}>
            <Typography.Text strong>{c.name}</Typography.Text>
          </Link>
          <Typography.Text type="secondary">{tk(c.kind)}</Typography.Text>
        </Space>
      ),
    },
    { key: 'taxNumber', title: t('columns.taxNumber'), dataIndex: 'taxNumber', responsive: ['md'] },
    {
      key: 'contact',
      title: t('columns.contact'),
      responsive: ['sm'],
      render: (_, c) => (
        <Space orientation="vertical" size={0}>
          {c.email ? <Typography.Text>{c.email}</Typography.Text> : null}
          {c.phone ? <Typography.Text type="secondary">{c.phone}</Typography.Text> : null}
        </Space>
      ),
    },
    {
      key: 'tags',
      title: t('columns.tags'),
      responsive: ['lg'],
      render: (_, c) => c.tags.map((tag) => <Tag key={tag}>{tag}</Tag>),
    },
    {
      key: 'actions',
      title: <span className="sr-only">{t('columns.actions')}</span>,
      align: 'right',
      width: 96,
      render: (_, c) => (
        <Space size={0}>
          {canUpdate ? (
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={t('edit')}
              title={t('edit')}
              onClick={() => onEdit(c)}
            />
          ) : null}
          {canDelete ? (
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('delete')}
              title={t('delete')}
              onClick={() => onDelete(c)}
            />
          ) : null}
        </Space>
      ),
    },
  ];
  const total = page?.totalCount ?? 0;
  return (
    <Table<CustomerListItem>
      rowKey="id"
      columns={columns}
      dataSource={page?.items ?? []}
      loading={loading}
      data-testid="customers-table"
      locale={{ emptyText: query.searchText ? t('emptySearch') : t('empty') }}
      onChange={(pagination, _filters, sorter) => {
        const s = Array.isArray(sorter) ? sorter[0] : sorter;
        const sortField = s?.order ? 'name' : query.sortField;
        const sortOrder = s?.order === 'descend' ? 'desc' : 'asc';
        const size = pagination.pageSize ?? query.pageSize;
        const changedSort = sortField !== query.sortField || sortOrder !== query.sortOrder;
        onQuery({
          sortField,
          sortOrder,
          pageSize: size,
          pageIndex: changedSort || size !== query.pageSize ? 0 : (pagination.current ?? 1) - 1,
        });
      }}
      pagination={{
        current: query.pageIndex + 1,
        pageSize: query.pageSize,
        total,
        showSizeChanger: true,
        showTotal: (count) => (page?.totalCapped ? t('totalCapped', { count }) : t('total', { count })),
      }}
    />
  );
}
