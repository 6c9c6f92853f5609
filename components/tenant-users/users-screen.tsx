'use client';

import { UserAddOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { PagedTable, StatusFilter } from '@/components/ui/paged-table';
import { useSessionUser } from '@/lib/api-client/hooks';
import { initialUsersQuery } from '@/lib/api-client/tenant-access-keys';
import { useCan } from '@/lib/api-client/use-permissions';
import { useTenantUsers } from '@/lib/api-client/use-tenant-users';
import type { ListUsersQuery, TenantUser } from '@/lib/schemas/tenant-users';
import { userStatuses } from '@/lib/schemas/values/tenant-users';
import { useUserColumns } from './user-columns';
import { lazyComponent } from '@/components/ui/lazy';

// The dialogs (and the schemas they validate with) load when first opened.
const EditRolesModal = lazyComponent(() => import('./edit-roles-modal').then((m) => m.EditRolesModal));
const InviteUserModal = lazyComponent(() => import('./invite-user-modal').then((m) => m.InviteUserModal));

/** /tenant/users: search, status filter, server-side paging, invite and per-row actions. */
export function UsersScreen() {
  const t = useTranslations('UsersPage');
  const self = useSessionUser();
  const canInvite = useCan('users.create');
  const [query, setQuery] = useState<ListUsersQuery>(initialUsersQuery);
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<TenantUser | null>(null);
  const users = useTenantUsers(query);
  const columns = useUserColumns(self?.id, setEditing);

  return (
    <div data-testid="users-page">
      <PageHeader
        title={t('title')}
        actions={
          canInvite ? (
            <Button type="primary" icon={<UserAddOutlined />} onClick={() => setInviting(true)}>
              {t('invite')}
            </Button>
          ) : undefined
        }
      />
      <PagedTable
        list={users}
        query={query}
        setQuery={setQuery}
        columns={columns}
        testId="users-table"
        namespace="UsersPage"
        filters={
          <StatusFilter
            value={query.status}
            statuses={userStatuses}
            label={t('statusFilter')}
            allLabel={t('allStatuses')}
            statusLabel={(s) => t(`status.${s}`)}
            onChange={(status) => setQuery((q) => ({ ...q, pageIndex: 0, status }))}
          />
        }
      />
      {canInvite && inviting ? <InviteUserModal open onClose={() => setInviting(false)} /> : null}
      {editing ? <EditRolesModal user={editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}
