'use client';

import { UserAddOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { StatusFilter } from '@/components/ui/filter-select';
import { lazyComponent } from '@/components/ui/lazy';
import { ResourceListScreen } from '@/components/ui/resource-list-screen';
import { userResource } from '@/lib/api-client/access-resources';
import { useSessionUser } from '@/lib/api-client/hooks';
import { useCan } from '@/lib/api-client/use-permissions';
import type { TenantUser } from '@/lib/schemas/tenant-users';
import { userStatuses } from '@/lib/schemas/values/tenant-users';
import { UserActions } from './user-actions';
import { useUserColumns } from './user-columns';

// The dialogs (and the schemas they validate with) load when first opened.
const EditRolesModal = lazyComponent(() => import('./edit-roles-modal').then((m) => m.EditRolesModal));
const InviteUserModal = lazyComponent(() => import('./invite-user-modal').then((m) => m.InviteUserModal));

/**
 * /tenant/users on the kit's list screen: search, status filter and paging in the address; users are
 * invited (a dialog), not created through the kit's form, and each row has its own actions.
 */
export function UsersScreen() {
  const t = useTranslations('UsersPage');
  const self = useSessionUser();
  const canInvite = useCan('users.create');
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<TenantUser | null>(null);
  const columns = useUserColumns(self?.id);

  return (
    <>
      <ResourceListScreen
        resource={userResource}
        namespace="UsersPage"
        testId="users-page"
        tableTestId="users-table"
        itemLabel={(u) => `${u.name} ${u.surname}`}
        columns={columns}
        filters={({ query, patch }) => (
          <StatusFilter
            statuses={userStatuses}
            labelOf={(s) => t(`status.${s}`)}
            value={query.status}
            onChange={(status) => patch({ status })}
          />
        )}
        headerActions={() =>
          canInvite ? (
            <Button type="primary" icon={<UserAddOutlined />} onClick={() => setInviting(true)}>
              {t('invite')}
            </Button>
          ) : null
        }
        rowActions={(u) => <UserActions user={u} isSelf={u.id === self?.id} onEditRoles={setEditing} />}
      />
      {canInvite && inviting ? <InviteUserModal open onClose={() => setInviting(false)} /> : null}
      {editing ? <EditRolesModal user={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
