'use client';

import { UserAddOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Input, Select, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSessionUser } from '@/lib/api-client/hooks';
import { initialUsersQuery } from '@/lib/api-client/tenant-access-keys';
import { useCan } from '@/lib/api-client/use-permissions';
import { useTenantUsers } from '@/lib/api-client/use-tenant-users';
import { userStatuses, type ListUsersQuery, type TenantUser, type UserStatus } from '@/lib/schemas/tenant-users';
import { EditRolesModal } from './edit-roles-modal';
import { InviteUserModal } from './invite-user-modal';
import { UsersTable } from './users-table';

/** /tenant/users: search, status filter, server-side paging, invite and per-row actions. */
export function UsersScreen() {
  const t = useTranslations('UsersPage');
  const tc = useTranslations('Common');
  const self = useSessionUser();
  const canInvite = useCan('users.create');
  const [query, setQuery] = useState<ListUsersQuery>(initialUsersQuery);
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<TenantUser | null>(null);
  const users = useTenantUsers(query);

  return (
    <div data-testid="users-page">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {t('title')}
        </Typography.Title>
        {canInvite ? (
          <Button type="primary" icon={<UserAddOutlined />} onClick={() => setInviting(true)}>
            {t('invite')}
          </Button>
        ) : null}
      </Flex>
      <Card>
        <Flex wrap gap={12} style={{ marginBottom: 16 }}>
          <Input.Search
            allowClear
            placeholder={t('searchPlaceholder')}
            aria-label={t('searchPlaceholder')}
            style={{ flex: '1 1 240px', maxWidth: 360 }}
            onSearch={(text) => setQuery((q) => ({ ...q, pageIndex: 0, searchText: text.trim() || undefined }))}
          />
          <Select<UserStatus | 'all'>
            aria-label={t('statusFilter')}
            style={{ flex: '0 1 200px' }}
            value={query.status ?? 'all'}
            onChange={(v) => setQuery((q) => ({ ...q, pageIndex: 0, status: v === 'all' ? undefined : v }))}
            options={[
              { value: 'all', label: t('allStatuses') },
              ...userStatuses.map((s) => ({ value: s, label: t(`status.${s}`) })),
            ]}
          />
        </Flex>
        {users.isError ? (
          <Alert
            type="error"
            showIcon
            title={t('loadError')}
            action={<Button onClick={() => void users.refetch()}>{tc('retry')}</Button>}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        <UsersTable
          items={users.data?.items ?? []}
          total={users.data?.totalCount ?? 0}
          pageIndex={query.pageIndex}
          pageSize={query.pageSize}
          loading={users.isPending || users.isPlaceholderData}
          selfId={self?.id}
          onPage={(pageIndex, pageSize) => setQuery((q) => ({ ...q, pageIndex, pageSize }))}
          onEditRoles={setEditing}
        />
      </Card>
      {canInvite ? <InviteUserModal open={inviting} onClose={() => setInviting(false)} /> : null}
      <EditRolesModal user={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
