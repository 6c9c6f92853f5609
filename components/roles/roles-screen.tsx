'use client';

import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Input, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { initialRolesQuery } from '@/lib/api-client/tenant-access-keys';
import { useCan } from '@/lib/api-client/use-permissions';
import { useRoles } from '@/lib/api-client/use-roles';
import type { ListRolesQuery } from '@/lib/schemas/roles';
import { RoleFormDrawer, type RoleDrawerState } from './role-form-drawer';
import { RolesTable } from './roles-table';

/** /tenant/role-management: the tenant's roles, searchable and paged on the server. */
export function RolesScreen() {
  const t = useTranslations('RolesPage');
  const tc = useTranslations('Common');
  const canCreate = useCan('roles.create');
  const [query, setQuery] = useState<ListRolesQuery>(initialRolesQuery);
  const [drawer, setDrawer] = useState<RoleDrawerState>(null);
  const roles = useRoles(query);

  return (
    <div data-testid="roles-page">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {t('title')}
        </Typography.Title>
        {canCreate ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({ mode: 'create' })}>
            {t('newRole')}
          </Button>
        ) : null}
      </Flex>
      <Card>
        <Input.Search
          allowClear
          placeholder={t('searchPlaceholder')}
          aria-label={t('searchPlaceholder')}
          style={{ maxWidth: 360, marginBottom: 16 }}
          onSearch={(text) => setQuery((q) => ({ ...q, pageIndex: 0, searchText: text.trim() || undefined }))}
        />
        {roles.isError ? (
          <Alert
            type="error"
            showIcon
            title={t('loadError')}
            action={<Button onClick={() => void roles.refetch()}>{tc('retry')}</Button>}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        <RolesTable
          items={roles.data?.items ?? []}
          total={roles.data?.totalCount ?? 0}
          pageIndex={query.pageIndex}
          pageSize={query.pageSize}
          loading={roles.isPending || roles.isPlaceholderData}
          onPage={(pageIndex, pageSize) => setQuery((q) => ({ ...q, pageIndex, pageSize }))}
          onOpen={(mode, id) => setDrawer({ mode, id })}
        />
      </Card>
      <RoleFormDrawer state={drawer} onClose={() => setDrawer(null)} />
    </div>
  );
}
