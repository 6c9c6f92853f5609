'use client';

import { AppstoreAddOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Input, Select, Typography } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { initialModulesQuery } from '@/lib/api-client/backoffice-keys';
import { useAllModuleCategories, useModules } from '@/lib/api-client/backoffice-module-hooks';
import type { ListModulesQuery, Module } from '@/lib/schemas/backoffice-modules';
import { ModuleCategoriesDrawer } from './module-categories-drawer';
import { ModuleFormDrawer } from './module-form-drawer';
import { ModulePermissionsDrawer } from './module-permissions-drawer';
import { ModulesTable } from './modules-table';

/** /backoffice/module: modules filtered by category and search; module, category and permission editors. */
export function ModulesScreen() {
  const t = useTranslations('BackofficeModules');
  const tc = useTranslations('Common');
  const locale = useLocale();
  const [query, setQuery] = useState<ListModulesQuery>(initialModulesQuery);
  const [editing, setEditing] = useState<{ module?: Module } | null>(null);
  const [permissionsOf, setPermissionsOf] = useState<Module | null>(null);
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const modules = useModules(query);
  const categories = useAllModuleCategories();

  return (
    <div data-testid="modules-page">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {t('title')}
        </Typography.Title>
        <Flex gap={8} wrap>
          <Button icon={<AppstoreAddOutlined />} onClick={() => setCategoriesOpen(true)}>
            {t('categories')}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            {t('new')}
          </Button>
        </Flex>
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
        </Flex>
        {modules.isError ? (
          <Alert
            type="error"
            showIcon
            title={t('loadError')}
            action={<Button onClick={() => void modules.refetch()}>{tc('retry')}</Button>}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        <ModulesTable
          items={modules.data?.items ?? []}
          categories={categories.data ?? []}
          total={modules.data?.totalCount ?? 0}
          pageIndex={query.pageIndex}
          pageSize={query.pageSize}
          loading={modules.isPending || modules.isPlaceholderData}
          onPage={(pageIndex, pageSize) => setQuery((q) => ({ ...q, pageIndex, pageSize }))}
          onEdit={(module) => setEditing({ module })}
          onPermissions={setPermissionsOf}
        />
      </Card>
      <ModuleFormDrawer open={Boolean(editing)} module={editing?.module} onClose={() => setEditing(null)} />
      <ModulePermissionsDrawer module={permissionsOf} onClose={() => setPermissionsOf(null)} />
      <ModuleCategoriesDrawer open={categoriesOpen} onClose={() => setCategoriesOpen(false)} />
    </div>
  );
}
