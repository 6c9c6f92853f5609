'use client';

import { Space, Table, Typography, type TableProps } from 'antd';
import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/ui/nav-link';
import type { Tenant } from '@/lib/schemas/backoffice-tenants';
import { TenantActions } from './tenant-actions';
import { TenantStatusTag, UserStatusTag } from './tenant-status-tag';
import { serverPagination } from '@/components/ui/server-pagination';

interface Props {
  items: Tenant[];
  total: number;
  pageIndex: number;
  pageSize: number;
  loading: boolean;
  onPage: (pageIndex: number, pageSize: number) => void;
  onEdit: (tenant: Tenant) => void;
}

/** The tenant list; the server pages it (0-based pageIndex). */
export function TenantsTable({ items, total, pageIndex, pageSize, loading, onPage, onEdit }: Props) {
  const t = useTranslations('BackofficeTenants');
  const columns: TableProps<Tenant>['columns'] = [
    {
      key: 'name',
      title: t('columns.name'),
      render: (_, x) => (
        <Space orientation="vertical" size={0}>
          <NavLink href={`/backoffice/tenant/${x.id}`}>
            <Typography.Text strong>{x.name}</Typography.Text>
          </NavLink>
          <Typography.Text type="secondary">{x.taxNumber}</Typography.Text>
          <span className="cari-only-phone">
            <TenantStatusTag status={x.status} />
          </span>
        </Space>
      ),
    },
    {
      key: 'owner',
      title: t('columns.owner'),
      className: 'cari-col-from-md',
      render: (_, x) =>
        x.owner ? (
          <Space orientation="vertical" size={0}>
            <Typography.Text>
              {x.owner.name} {x.owner.surname}
            </Typography.Text>
            <Typography.Text type="secondary">{x.owner.email}</Typography.Text>
            {x.owner.status !== 'active' ? <UserStatusTag status={x.owner.status} /> : null}
          </Space>
        ) : (
          '—'
        ),
    },
    { key: 'users', title: t('columns.users'), dataIndex: 'userCount', className: 'cari-col-from-lg', align: 'right' },
    {
      key: 'modules',
      title: t('columns.modules'),
      dataIndex: 'moduleCount',
      className: 'cari-col-from-lg',
      align: 'right',
    },
    {
      key: 'status',
      title: t('columns.status'),
      className: 'cari-col-from-sm',
      render: (_, x) => <TenantStatusTag status={x.status} />,
    },
    {
      key: 'actions',
      title: <span className="sr-only">{t('columns.actions')}</span>,
      align: 'right',
      width: 56,
      render: (_, x) => <TenantActions tenant={x} onEdit={onEdit} />,
    },
  ];
  return (
    <Table<Tenant>
      rowKey="id"
      columns={columns}
      dataSource={items}
      loading={loading}
      locale={{ emptyText: t('empty') }}
      data-testid="tenants-table"
      pagination={serverPagination({ pageIndex, pageSize, total, onPage, showTotal: (count) => t('total', { count }) })}
    />
  );
}
