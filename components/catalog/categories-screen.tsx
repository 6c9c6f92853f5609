'use client';

import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Table, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { Panel } from '@/components/ui/panel';
import { useMemo, useState } from 'react';
import { useConfirmDelete } from '@/components/ui/use-confirm-delete';
import { DeleteRowButton, EditRowButton, RowActions } from '@/components/ui/row-actions';
import { categoryResource } from '@/lib/api-client/catalog-resources';
import { useCategories } from '@/lib/api-client/use-categories';
import { useCan } from '@/lib/api-client/use-permissions';
import type { CategoryEditing } from './category-form';
import { buildCategoryTree, type CategoryNode } from './category-tree';
import { useFeedback } from '@/components/ui/feedback';
import { lazyComponent } from '@/components/ui/lazy';

type Editing = CategoryEditing | null;

const CategoryForm = lazyComponent(() => import('./category-form').then((m) => m.CategoryForm));

/** /tenant/categories: the category tree with add (also as a child), rename/move and delete. */
export function CategoriesScreen() {
  const t = useTranslations('CategoriesPage');
  const kit = useTranslations('Kit');
  const categories = useCategories();
  const can = {
    create: useCan('categories.create'),
    update: useCan('categories.update'),
    delete: useCan('categories.delete'),
  };
  const tree = useMemo(() => buildCategoryTree(categories.data ?? []), [categories.data]);
  // Every branch starts open (also one that just got its first child); the user may close some.
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set());
  const expanded = (categories.data ?? []).flatMap((c) =>
    c.parentId && !collapsed.has(c.parentId) ? [c.parentId] : [],
  );
  const [editing, setEditing] = useState<Editing>(null);
  const confirmDelete = useConfirmDelete(categoryResource);
  const { modal } = useFeedback();
  // A category that still holds sub-categories, products or labour cannot be deleted (the API says
  // so too): say why at once instead of asking first and refusing after the confirmation.
  const onDelete = (c: CategoryNode) => {
    const reason = c.children?.length
      ? t('deleteBlockedChildren', { count: c.children.length })
      : c.itemCount
        ? t('deleteBlockedItems', { count: c.itemCount })
        : null;
    if (!reason) return confirmDelete(c.id, c.name);
    modal.warning({ title: t('deleteBlockedTitle', { name: c.name }), content: reason, okText: kit('ok') });
  };
  const toggle = (open: boolean, id: string) =>
    setCollapsed((prev) => {
      const next = new Set(prev);
      if (open) next.delete(id);
      else next.add(id);
      return next;
    });

  const columns = [
    { key: 'name', title: t('name'), dataIndex: 'name' },
    {
      key: 'actions',
      title: <span className="sr-only">{kit('actions')}</span>,
      align: 'right' as const,
      width: 260,
      render: (_: unknown, c: CategoryNode) => (
        <RowActions>
          {can.create ? (
            <Button type="link" size="small" onClick={() => setEditing({ category: null, parentId: c.id })}>
              {t('addChild')}
            </Button>
          ) : null}
          {can.update ? <EditRowButton onClick={() => setEditing({ category: c, parentId: c.parentId })} /> : null}
          {can.delete ? <DeleteRowButton onClick={() => onDelete(c)} /> : null}
        </RowActions>
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
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ category: null, parentId: null })}>
            {t('new')}
          </Button>
        ) : null}
      </Flex>
      <Panel>
        {categories.isError ? (
          <Alert
            type="error"
            showIcon
            title={kit('loadError')}
            action={<Button onClick={() => void categories.refetch()}>{kit('retry')}</Button>}
          />
        ) : (
          <Table<CategoryNode>
            rowKey="id"
            columns={columns}
            dataSource={tree}
            loading={categories.isPending}
            pagination={false}
            expandable={{ expandedRowKeys: [...new Set(expanded)], onExpand: (open, c) => toggle(open, c.id) }}
            locale={{ emptyText: <Empty description={t('empty')} /> }}
          />
        )}
      </Panel>
      {editing ? <CategoryForm editing={editing} tree={tree} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}
