'use client';

import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { lazyComponent } from '@/components/ui/lazy';
import { ResourceListScreen } from '@/components/ui/resource-list-screen';
import { roleResource } from '@/lib/api-client/access-resources';
import { useCan } from '@/lib/api-client/use-permissions';
import type { RoleDrawerState } from './role-form-drawer';
import { useRoleActions, useRoleColumns } from './role-columns';

// The form (and the schemas it validates with) loads when first opened.
const RoleFormDrawer = lazyComponent(() => import('./role-form-drawer').then((m) => m.RoleFormDrawer));

/**
 * /tenant/role-management on the kit's list screen (search and paging in the address); a role opens
 * in its own drawer with the permission matrix, read-only for the owner role.
 */
export function RolesScreen() {
  const t = useTranslations('RolesPage');
  const canCreate = useCan('roles.create');
  const [drawer, setDrawer] = useState<RoleDrawerState>(null);
  const columns = useRoleColumns();
  const rowActions = useRoleActions((mode, id) => setDrawer({ mode, id }));

  return (
    <>
      <ResourceListScreen
        resource={roleResource}
        namespace="RolesPage"
        testId="roles-page"
        tableTestId="roles-table"
        itemLabel={(r) => r.name}
        columns={columns}
        headerActions={() =>
          canCreate ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({ mode: 'create' })}>
              {t('newRole')}
            </Button>
          ) : null
        }
        rowActions={rowActions}
      />
      {drawer ? <RoleFormDrawer state={drawer} onClose={() => setDrawer(null)} /> : null}
    </>
  );
}
