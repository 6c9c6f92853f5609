'use client';

import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FilterSelect } from '@/components/ui/filter-select';
import { lazyComponent } from '@/components/ui/lazy';
import { PageHeader } from '@/components/ui/page-header';
import { tenantList } from '@/lib/api-client/backoffice-resources';
import type { Tenant } from '@/lib/schemas/backoffice-tenants';
import { tenantStatuses } from '@/lib/schemas/values/backoffice-tenants';
import { BackofficeList } from './backoffice-list';
import { TenantActions } from './tenant-actions';
import { useTenantColumns } from './tenant-columns';

// The form (and the schemas it validates with) loads when first opened.
const TenantFormDrawer = lazyComponent(() => import('./tenant-form-drawer').then((m) => m.TenantFormDrawer));

/** /backoffice/tenant: search, status filter and server-side paging in the address, create and per-row actions. */
export function TenantsScreen() {
  const t = useTranslations('BackofficeTenants');
  const [drawer, setDrawer] = useState<{ tenant?: Tenant } | null>(null);
  const columns = useTenantColumns();

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
      <BackofficeList
        list={tenantList}
        namespace="BackofficeTenants"
        testId="tenants-table"
        columns={columns}
        filters={({ query, patch }) => (
          <FilterSelect
            label={t('statusFilter')}
            placeholder={t('allStatuses')}
            width={200}
            value={query.status}
            onChange={(status) => patch({ status })}
            options={tenantStatuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          />
        )}
        rowActions={(x) => <TenantActions tenant={x} onEdit={(tenant) => setDrawer({ tenant })} />}
      />
      {drawer ? <TenantFormDrawer tenant={drawer.tenant} onClose={() => setDrawer(null)} /> : null}
    </div>
  );
}
