'use client';

import { AppstoreAddOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { FilterSelect } from '@/components/ui/filter-select';
import { PageHeader } from '@/components/ui/page-header';
import { allModuleCategoriesOptions, moduleList } from '@/lib/api-client/backoffice-resources';
import type { Module } from '@/lib/schemas/backoffice-modules';
import { BackofficeList } from './backoffice-list';
import { ModuleCategoriesDrawer } from './module-categories-drawer';
import { ModuleRowActions, useModuleColumns } from './module-columns';
import { ModuleFormDrawer } from './module-form-drawer';
import { ModulePermissionsDrawer } from './module-permissions-drawer';

/** /backoffice/module: modules filtered by category and search (kept in the address); module, category and permission editors. */
export function ModulesScreen() {
  const t = useTranslations('BackofficeModules');
  const locale = useLocale();
  const [editing, setEditing] = useState<{ module?: Module } | null>(null);
  const [permissionsOf, setPermissionsOf] = useState<Module | null>(null);
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const categories = useQuery(allModuleCategoriesOptions()).data ?? [];
  const columns = useModuleColumns(categories, setPermissionsOf);

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
      <BackofficeList
        list={moduleList}
        namespace="BackofficeModules"
        testId="modules-table"
        columns={columns}
        filters={({ query, patch }) => (
          <FilterSelect
            label={t('categoryFilter')}
            placeholder={t('allCategories')}
            width={240}
            value={query.categoryId}
            onChange={(categoryId) => patch({ categoryId })}
            options={categories.map((c) => ({ value: c.id, label: locale === 'en' ? c.nameEn : c.nameTr }))}
          />
        )}
        rowActions={(m) => (
          <ModuleRowActions module={m} onEdit={(module) => setEditing({ module })} onPermissions={setPermissionsOf} />
        )}
      />
      {editing ? <ModuleFormDrawer module={editing.module} onClose={() => setEditing(null)} /> : null}
      <ModulePermissionsDrawer module={permissionsOf} onClose={() => setPermissionsOf(null)} />
      <ModuleCategoriesDrawer open={categoriesOpen} onClose={() => setCategoriesOpen(false)} />
    </div>
  );
}
