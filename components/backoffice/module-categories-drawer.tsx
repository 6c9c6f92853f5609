'use client';

import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Drawer, Flex, Grid, Input, Table, type TableProps } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { apiErrorOf } from '@/lib/api-client/errors';
import { moduleCategoriesOptions } from '@/lib/api-client/backoffice-resources';
import { useModuleMutations } from '@/lib/api-client/use-backoffice-writes';
import type { ModuleCategory } from '@/lib/schemas/backoffice-modules';
import type { PagingQuery } from '@/lib/schemas/common';
import { CategoryFormModal } from './category-form-modal';
import { useFeedback } from '@/components/ui/feedback';

/** Module categories: searchable, paged by the server, with create, rename and delete (confirmed). */
export function ModuleCategoriesDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('BackofficeModules');
  const tc = useTranslations('Common');
  const locale = useLocale();
  const { message, modal } = useFeedback();
  const wide = Grid.useBreakpoint().sm;
  const [query, setQuery] = useState<PagingQuery>({ pageIndex: 0, pageSize: 20 });
  const [editing, setEditing] = useState<{ category?: ModuleCategory } | null>(null);
  const categories = useQuery({ ...moduleCategoriesOptions(query), enabled: open, placeholderData: keepPreviousData });
  const { deleteCategory } = useModuleMutations();

  const confirmDelete = (c: ModuleCategory) =>
    modal.confirm({
      title: t('deleteCategoryTitle', { name: locale === 'en' ? c.nameEn : c.nameTr }),
      content: t('deleteCategoryText', { count: c.moduleCount }),
      okText: t('delete'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: () =>
        deleteCategory
          .mutateAsync(c.id)
          .then(() => void message.success(t('categoryDeleted')))
          .catch((err: unknown) => void message.error(apiErrorOf(err)?.message ?? tc('unexpectedError'))),
    });

  const columns: TableProps<ModuleCategory>['columns'] = [
    { key: 'name', title: t('fields.nameTr'), dataIndex: 'nameTr' },
    { key: 'nameEn', title: t('fields.nameEn'), dataIndex: 'nameEn', className: 'cari-col-from-sm' },
    {
      key: 'order',
      title: t('fields.sortOrder'),
      dataIndex: 'sortOrder',
      className: 'cari-col-from-md',
      align: 'right',
    },
    { key: 'modules', title: t('columns.modules'), dataIndex: 'moduleCount', align: 'right' },
    {
      key: 'actions',
      title: <span className="sr-only">{t('columns.actions')}</span>,
      align: 'right',
      render: (_, c) => (
        <Flex gap={4} justify="end">
          <Button
            type="text"
            icon={<EditOutlined />}
            aria-label={t('editCategoryFor', { name: c.nameTr })}
            onClick={() => setEditing({ category: c })}
          />
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('deleteCategoryFor', { name: c.nameTr })}
            onClick={() => confirmDelete(c)}
          />
        </Flex>
      ),
    },
  ];

  return (
    <Drawer open={open} onClose={onClose} title={t('categoriesTitle')} size={wide ? 640 : '100%'}>
      <Flex wrap gap={8} justify="space-between" style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('categorySearch')}
          aria-label={t('categorySearch')}
          style={{ flex: '1 1 220px', maxWidth: 320 }}
          onSearch={(v) => setQuery((q) => ({ ...q, pageIndex: 0, searchText: v.trim() || undefined }))}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
          {t('newCategory')}
        </Button>
      </Flex>
      {categories.isError ? (
        <LoadErrorAlert
          title={t('categoriesLoadError')}
          onRetry={() => void categories.refetch()}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Table<ModuleCategory>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={categories.data?.items ?? []}
        loading={categories.isPending || categories.isPlaceholderData}
        locale={{ emptyText: t('noCategories') }}
        data-testid="categories-table"
        pagination={{
          current: query.pageIndex + 1,
          pageSize: query.pageSize,
          total: categories.data?.totalCount ?? 0,
          hideOnSinglePage: true,
          onChange: (page, size) =>
            setQuery((q) => ({ ...q, pageIndex: size === q.pageSize ? page - 1 : 0, pageSize: size })),
        }}
      />
      <CategoryFormModal state={editing} onClose={() => setEditing(null)} />
    </Drawer>
  );
}
