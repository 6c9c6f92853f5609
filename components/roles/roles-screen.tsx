'use client';

import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { PagedTable } from '@/components/ui/paged-table';
import { initialRolesQuery } from '@/lib/api-client/tenant-access-keys';
import { useCan } from '@/lib/api-client/use-permissions';
import { useRoles } from '@/lib/api-client/use-roles';
import type { ListRolesQuery } from '@/lib/schemas/roles';
import type { RoleDrawerState } from './role-form-drawer';
import { useRoleColumns } from './role-columns';
import { lazyComponent } from '@/components/ui/lazy';

// The form (and the schemas it validates with) loads when first opened.
const RoleFormDrawer = lazyComponent(() => import('./role-form-drawer').then((m) => m.RoleFormDrawer));

/** /tenant/role-management: the tenant's roles, searchable and paged on the server. */
export function RolesScreen() {
  const t = useTranslations('RolesPage');
  const canCreate = useCan('roles.create');
  const [query, setQuery] = useState<ListRolesQuery>(initialRolesQuery);
  const [drawer, setDrawer] = useState<RoleDrawerState>(null);
  const roles = useRoles(query);
  const columns = useRoleColumns((mode, id) => setDrawer({ mode, id }));

  return (
    <div data-testid="roles-page">
      <PageHeader
        title={t('title')}
        actions={
          canCreate ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({ mode: 'create' })}>
              {t('newRole')}
            </Button>
          ) : undefined
        }
      />
      <PagedTable
        list={roles}
        query={query}
        setQuery={setQuery}
        columns={columns}
        testId="roles-table"
        namespace="RolesPage"
      />
      {drawer ? <RoleFormDrawer state={drawer} onClose={() => setDrawer(null)} /> : null}
    </div>
  );
}
