'use client';

import { Space, Tag, Typography, type TableProps } from 'antd';
import { useTranslations } from 'next-intl';
import type { TenantUser } from '@/lib/schemas/tenant-users';
import { UserActions } from './user-actions';
import { UserStatusTag } from './user-status-tag';

/** The columns of the users list (PagedTable); row actions by permission. */
export function useUserColumns(selfId: string | undefined, onEditRoles: (user: TenantUser) => void) {
  const t = useTranslations('UsersPage');
  const columns: TableProps<TenantUser>['columns'] = [
    {
      key: 'name',
      title: t('columns.name'),
      render: (_, u) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>
            {u.name} {u.surname} {u.id === selfId ? <Tag>{t('you')}</Tag> : null}
          </Typography.Text>
          <Typography.Text type="secondary">{u.email}</Typography.Text>
          {/* On a phone the status moves under the name so the email keeps its width. */}
          <span className="cari-only-phone">
            <UserStatusTag status={u.status} />
          </span>
        </Space>
      ),
    },
    {
      key: 'roles',
      title: t('columns.roles'),
      className: 'cari-col-from-md',
      render: (_, u) =>
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
    {
      key: 'status',
      title: t('columns.status'),
      className: 'cari-col-from-sm',
      render: (_, u) => <UserStatusTag status={u.status} />,
    },
    {
      key: 'actions',
      title: <span className="sr-only">{t('columns.actions')}</span>,
      align: 'right',
      width: 56,
      render: (_, u) => <UserActions user={u} isSelf={u.id === selfId} onEditRoles={onEditRoles} />,
    },
  ];
  return columns;
}
