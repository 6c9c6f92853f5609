'use client';

import { Table, Tag, Typography, type TableProps } from 'antd';
import { useFormatter, useTranslations } from 'next-intl';
import type { TenantDetail, TenantUser } from '@/lib/schemas/backoffice-tenants';
import { UserStatusTag } from './tenant-status-tag';
import { Panel } from '@/components/ui/panel';

/** The tenant's staff accounts; portal (customer) accounts are only counted. */
export function TenantUsersCard({ tenant }: { tenant: TenantDetail }) {
  const t = useTranslations('BackofficeTenants');
  const format = useFormatter();
  const columns: TableProps<TenantUser>['columns'] = [
    {
      key: 'name',
      title: t('columns.name'),
      render: (_, u) => (
        <>
          <Typography.Text strong>
            {u.name} {u.surname}
          </Typography.Text>{' '}
          {u.isOwner ? <Tag color="blue">{t('owner')}</Tag> : null}
          <br />
          <Typography.Text type="secondary">{u.email}</Typography.Text>
        </>
      ),
    },
    { key: 'status', title: t('columns.status'), render: (_, u) => <UserStatusTag status={u.status} /> },
    {
      key: 'created',
      title: t('columns.createdAt'),
      className: 'cari-col-from-md',
      render: (_, u) => format.dateTime(new Date(u.createdAt), { dateStyle: 'medium' }),
    },
  ];
  return (
    <Panel
      title={t('usersTitle', { count: tenant.users.length })}
      extra={
        <Typography.Text type="secondary">
          {t('customerAccounts', { count: tenant.customerAccountCount })}
        </Typography.Text>
      }
    >
      <Table<TenantUser>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={tenant.users}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        locale={{ emptyText: t('noUsers') }}
        data-testid="tenant-users"
      />
    </Panel>
  );
}
