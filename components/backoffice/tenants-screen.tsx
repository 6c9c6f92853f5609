'use client';

import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Input, Select, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { initialTenantsQuery } from '@/lib/api-client/backoffice-keys';
import { useTenants } from '@/lib/api-client/backoffice-tenant-hooks';
import {
  tenantStatuses,
  type ListTenantsQuery,
  type Tenant,
  type TenantStatus,
} from '@/lib/schemas/backoffice-tenants';
import { TenantFormDrawer } from './tenant-form-drawer';
import { TenantsTable } from './tenants-table';

/** /backoffice/tenant: search, status filter, server-side paging, create and per-row actions. */
export function TenantsScreen() {
  const t = useTranslations('BackofficeTenants');
  const tc = useTranslations('Common');
  const [query, setQuery] = useState<ListTenantsQuery>(initialTenantsQuery);
  const [drawer, setDrawer] = useState<{ tenant?: Tenant } | null>(null);
  const tenants = useTenants(query);

  return (
    <div data-testid="tenants-page">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {t('title')}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({})}>
          {t('new')}
        </Button>
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
          <Select<TenantStatus | 'all'>
            aria-label={t('statusFilter')}
            style={{ flex: '0 1 200px' }}
            value={query.status ?? 'all'}
            onChange={(v) => setQuery((q) => ({ ...q, pageIndex: 0, status: v === 'all' ? undefined : v }))}
            options={[
              { value: 'all', label: t('allStatuses') },
              ...tenantStatuses.map((s) => ({ value: s, label: t(`status.${s}`) })),
            ]}
          />
        </Flex>
        {tenants.isError ? (
          <Alert
            type="error"
            showIcon
            title={t('loadError')}
            action={<Button onClick={() => void tenants.refetch()}>{tc('retry')}</Button>}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        <TenantsTable
          items={tenants.data?.items ?? []}
          total={tenants.data?.totalCount ?? 0}
          pageIndex={query.pageIndex}
          pageSize={query.pageSize}
          loading={tenants.isPending || tenants.isPlaceholderData}
          onPage={(pageIndex, pageSize) => setQuery((q) => ({ ...q, pageIndex, pageSize }))}
          onEdit={(tenant) => setDrawer({ tenant })}
        />
      </Card>
      <TenantFormDrawer open={Boolean(drawer)} tenant={drawer?.tenant} onClose={() => setDrawer(null)} />
    </div>
  );
}
