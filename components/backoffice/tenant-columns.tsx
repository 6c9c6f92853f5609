'use client';

import { Space, Typography, type TableProps } from 'antd';
import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/ui/nav-link';
import type { Tenant } from '@/lib/schemas/backoffice-tenants';
import { TenantActions } from './tenant-actions';
import { TenantStatusTag, UserStatusTag } from './tenant-status-tag';

/** The columns of the tenant list (PagedTable). */
export function useTenantColumns(onEdit: (tenant: Tenant) => void) {
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
  return columns;
}
