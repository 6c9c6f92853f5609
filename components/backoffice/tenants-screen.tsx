'use client';

import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { PagedTable, StatusFilter } from '@/components/ui/paged-table';
import { initialTenantsQuery } from '@/lib/api-client/backoffice-keys';
import { useTenants } from '@/lib/api-client/backoffice-tenant-hooks';
import type { ListTenantsQuery, Tenant } from '@/lib/schemas/backoffice-tenants';
import { tenantStatuses } from '@/lib/schemas/values/backoffice-tenants';
import { useTenantColumns } from './tenant-columns';
import { lazyComponent } from '@/components/ui/lazy';

// The form (and the schemas it validates with) loads when first opened.
const TenantFormDrawer = lazyComponent(() => import('./tenant-form-drawer').then((m) => m.TenantFormDrawer));

/** /backoffice/tenant: search, status filter, server-side paging, create and per-row actions. */
export function TenantsScreen() {
  const t = useTranslations('BackofficeTenants');
  const [query, setQuery] = useState<ListTenantsQuery>(initialTenantsQuery);
  const [drawer, setDrawer] = useState<{ tenant?: Tenant } | null>(null);
  const tenants = useTenants(query);
  const columns = useTenantColumns((tenant) => setDrawer({ tenant }));

  return (
    <div data-testid="tenants-page">
      <PageHeader
        title={t('title')}
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({})}>
            {t('new')}
          </Button>
        }
      />
      <PagedTable
        list={tenants}
        query={query}
        setQuery={setQuery}
        columns={columns}
        testId="tenants-table"
        namespace="BackofficeTenants"
        filters={
          <StatusFilter
            value={query.status}
            statuses={tenantStatuses}
            label={t('statusFilter')}
            allLabel={t('allStatuses')}
            statusLabel={(s) => t(`status.${s}`)}
            onChange={(status) => setQuery((q) => ({ ...q, pageIndex: 0, status }))}
          />
        }
      />
      {drawer ? <TenantFormDrawer tenant={drawer.tenant} onClose={() => setDrawer(null)} /> : null}
    </div>
  );
}
