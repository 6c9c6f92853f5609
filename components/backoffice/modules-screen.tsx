'use client';

import { AppstoreAddOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Select } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { PagedTable } from '@/components/ui/paged-table';
import { initialModulesQuery } from '@/lib/api-client/backoffice-keys';
import { useAllModuleCategories, useModules } from '@/lib/api-client/backoffice-module-hooks';
import type { ListModulesQuery, Module } from '@/lib/schemas/backoffice-modules';
import { ModuleCategoriesDrawer } from './module-categories-drawer';
import { useModuleColumns } from './module-columns';
import { ModuleFormDrawer } from './module-form-drawer';
import { ModulePermissionsDrawer } from './module-permissions-drawer';

/** /backoffice/module: modules filtered by category and search; module, category and permission editors. */
export function ModulesScreen() {
  const t = useTranslations('BackofficeModules');
  const locale = useLocale();
  const [query, setQuery] = useState<ListModulesQuery>(initialModulesQuery);
  const [editing, setEditing] = useState<{ module?: Module } | null>(null);
  const [permissionsOf, setPermissionsOf] = useState<Module | null>(null);
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const modules = useModules(query);
  const categories = useAllModuleCategories();
  const columns = useModuleColumns(categories.data ?? [], (module) => setEditing({ module }), setPermissionsOf);

  return (
    <div data-testid="modules-page">
      <PageHeader
        title={t('title')}
        actions={
          <>
            <Button icon={<AppstoreAddOutlined />} onClick={() => setCategoriesOpen(true)}>
              {t('categories')}
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
              {t('new')}
            </Button>
          </>
        }
      />
      <PagedTable
        list={modules}
        query={query}
        setQuery={setQuery}
        columns={columns}
        testId="modules-table"
        namespace="BackofficeModules"
        filters={
          <Select<string>
            allowClear
            aria-label={t('categoryFilter')}
            placeholder={t('allCategories')}
            style={{ flex: '0 1 240px' }}
            value={query.categoryId}
            loading={categories.isPending}
            onChange={(v) => setQuery((q) => ({ ...q, pageIndex: 0, categoryId: v || undefined }))}
            options={(categories.data ?? []).map((c) => ({
              value: c.id,
              label: locale === 'en' ? c.nameEn : c.nameTr,
            }))}
          />
        }
      />
      {editing ? <ModuleFormDrawer module={editing.module} onClose={() => setEditing(null)} /> : null}
      <ModulePermissionsDrawer module={permissionsOf} onClose={() => setPermissionsOf(null)} />
      <ModuleCategoriesDrawer open={categoriesOpen} onClose={() => setCategoriesOpen(false)} />
    </div>
  );
}
