'use client';

import { Space, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/ui/nav-link';
import type { ListColumn } from '@/components/ui/resource-table';
import type { Tenant } from '@/lib/schemas/backoffice-tenants';
import { TenantStatusTag, UserStatusTag } from './tenant-status-tag';

/** The columns of the tenant list (the kit's table: a phone shows each row as a card of them all). */
export function useTenantColumns(): ListColumn<Tenant>[] {
  const t = useTranslations('BackofficeTenants');
  return [
    {
      key: 'name',
      title: t('columns.name'),
      render: (x) => (
        <Space orientation="vertical" size={0}>
          <NavLink href={`/backoffice/tenant/${x.id}`}>
            <Typography.Text strong>{x.name}</Typography.Text>
          </NavLink>
          <Typography.Text type="secondary">{x.taxNumber}</Typography.Text>
        </Space>
      ),
    },
    {
      key: 'owner',
      title: t('columns.owner'),
      hideBelow: 'md',
      render: (x) =>
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
    { key: 'users', title: t('columns.users'), hideBelow: 'lg', align: 'right', render: (x) => x.userCount },
    { key: 'modules', title: t('columns.modules'), hideBelow: 'lg', align: 'right', render: (x) => x.moduleCount },
    { key: 'status', title: t('columns.status'), render: (x) => <TenantStatusTag status={x.status} /> },
  ];
}
