'use client';

import { Form, Input, TreeSelect } from 'antd';
import { useTranslations } from 'next-intl';
import { ResourceFormDrawer } from '@/components/ui/resource-form-drawer';
import { useFieldRules } from '@/components/ui/use-field-rules';
import { categoryResource } from '@/lib/api-client/catalog-resources';
import { createCategoryInputSchema, type Category, type CreateCategoryInput } from '@/lib/schemas/catalog';
import { categoryTreeOptions, type CategoryNode } from './category-tree';

export type CategoryEditing = { category: Category | null; parentId: string | null };

/** Add or edit a category; the parent picker leaves out the category and its own subtree (no cycles). */
export function CategoryForm({
  editing,
  tree,
  onClose,
}: {
  editing: CategoryEditing;
  tree: CategoryNode[];
  onClose: () => void;
}) {
  const t = useTranslations('CategoriesPage');
  const rules = useFieldRules();
  const { category, parentId } = editing;
  return (
    <ResourceFormDrawer<Category, CreateCategoryInput, CreateCategoryInput>
      resource={categoryResource}
      record={category}
      title={category ? t('editTitle') : t('createTitle')}
      toValues={(c) => ({ name: c?.name ?? '', parentId: c ? c.parentId : parentId })}
      toInput={(values) => ({ name: values.name, parentId: values.parentId ?? null })}
      onClose={onClose}
      width={480}
      testId="category-form"
    >
      <Form.Item name="name" label={t('name')} rules={rules(createCategoryInputSchema.shape.name)}>
        <Input autoFocus />
      </Form.Item>
      <Form.Item name="parentId" label={t('parent')}>
        <TreeSelect
          allowClear
          placeholder={t('noParent')}
          treeDefaultExpandAll
          treeData={categoryTreeOptions(tree, category?.id)}
        />
      </Form.Item>
    </ResourceFormDrawer>
  );
}
