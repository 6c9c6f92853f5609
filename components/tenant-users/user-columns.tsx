'use client';

import { Space, Tag, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import type { ListColumn } from '@/components/ui/resource-list-screen';
import type { TenantUser } from '@/lib/schemas/tenant-users';
import { UserStatusTag } from './user-status-tag';

/** The columns of the users list; the row actions come beside them (UserActions). */
export function useUserColumns(selfId: string | undefined): ListColumn<TenantUser>[] {
  const t = useTranslations('UsersPage');
  return [
    {
      key: 'name',
      title: t('columns.name'),
      render: (u) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>
            {u.name} {u.surname} {u.id === selfId ? <Tag>{t('you')}</Tag> : null}
          </Typography.Text>
          <Typography.Text type="secondary">{u.email}</Typography.Text>
        </Space>
      ),
    },
    {
      key: 'roles',
      title: t('columns.roles'),
      hideBelow: 'md',
      render: (u) =>
        u.roles.length ? (
          u.roles.map((r) => (
            <Tag key={r.id} color={r.isOwner ? 'blue' : undefined}>
              {r.name}
            </Tag>
          ))
        ) : (
          <Typography.Text type="secondary">{t('noRoles')}</Typography.Text>
        ),
    },
    { key: 'status', title: t('columns.status'), render: (u) => <UserStatusTag status={u.status} /> },
  ];
}
