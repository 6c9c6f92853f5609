'use client';

import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Flex, Space, Table, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useCan } from '@/lib/api-client/use-permissions';
import { useCatalogMutations, useCategories } from '@/lib/api-client/use-catalog';
import type { Category } from '@/lib/schemas/catalog';
import { CategoryFormModal } from './category-form-modal';
import { buildCategoryTree, type CategoryNode } from './category-tree';
import { useCatalogDelete } from './use-catalog-delete';

type Editing = { category: Category | null; parentId: string | null } | null;

/** /tenant/categories: the category tree with add (also as a child), rename/move and delete. */
export function CategoriesScreen() {
  const t = useTranslations('CategoriesPage');
  const tc = useTranslations('CatalogCommon');
  const tcm = useTranslations('Common');
  const categories = useCategories();
  const m = useCatalogMutations();
  const can = {
    create: useCan('categories.create'),
    update: useCan('categories.update'),
    delete: useCan('categories.delete'),
  };
  const tree = useMemo(() => buildCategoryTree(categories.data ?? []), [categories.data]);
  // Every branch starts open (also one that just got its first child); the user may close some.
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set());
  const parentIds = useMemo(
    () => [...new Set((categories.data ?? []).map((c) => c.parentId).filter((id): id is string => !!id))],
    [categories.data],
  );
  const expanded = parentIds.filter((id) => !collapsed.has(id));
  const [editing, setEditing] = useState<Editing>(null);
  const confirmDelete = useCatalogDelete((id) => m.deleteCategory.mutateAsync(id));

  const open = (next: Editing) => setEditing(next);

  const columns = [
    { key: 'name', title: t('name'), dataIndex: 'name' },
    {
      key: 'actions',
      title: <span className="sr-only">{tc('actions')}</span>,
      align: 'right' as const,
      width: 260,
      render: (_: unknown, c: CategoryNode) => (
        <Space size={0}>
          {can.create ? (
            <Button type="link" size="small" onClick={() => open({ category: null, parentId: c.id })}>
              {t('addChild')}
            </Button>
          ) : null}
          {can.update ? (
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={tc('edit')}
              onClick={() => open({ category: c, parentId: c.parentId })}
            />
          ) : null}
          {can.delete ? (
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={tc('delete')}
              onClick={() => confirmDelete(c)}
            />
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <div data-testid="categories-page">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {t('title')}
        </Typography.Title>
        {can.create ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open({ category: null, parentId: null })}>
            {t('new')}
          </Button>
        ) : null}
      </Flex>
      <Card>
        {categories.isError ? (
          <Alert
            type="error"
            showIcon
            title={tc('loadError')}
            action={<Button onClick={() => void categories.refetch()}>{tcm('retry')}</Button>}
          />
        ) : (
          <Table<CategoryNode>
            rowKey="id"
            columns={columns}
            dataSource={tree}
            loading={categories.isPending}
            pagination={false}
            expandable={{
              expandedRowKeys: expanded,
              onExpand: (open, c) =>
                setCollapsed((prev) => {
                  const next = new Set(prev);
                  if (open) next.delete(c.id);
                  else next.add(c.id);
                  return next;
                }),
            }}
            locale={{ emptyText: <Empty description={t('empty')} /> }}
          />
        )}
      </Card>
      {editing ? (
        <CategoryFormModal
          key={`${editing.category?.id ?? 'new'}-${editing.parentId}`}
          category={editing.category}
          parentId={editing.parentId}
          tree={tree}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
