'use client';

import { Alert, App, Form, Input, Modal, TreeSelect } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { showApiError } from '@/components/ui/show-api-error';
import { useCatalogMutations } from '@/lib/api-client/use-catalog';
import { createCategoryInputSchema, type Category } from '@/lib/schemas/catalog';
import { zodRule } from '@/lib/utils/zod-rules';
import { categoryTreeOptions, type CategoryNode } from './category-tree';

interface Props {
  category: Category | null;
  parentId: string | null;
  tree: CategoryNode[];
  onClose: () => void;
}

/** Add or edit a category; the parent picker leaves out the category and its own subtree (no cycles). */
export function CategoryFormModal({ category, parentId, tree, onClose }: Props) {
  const t = useTranslations('CategoriesPage');
  const tc = useTranslations('CatalogCommon');
  const tv = useTranslations('Validation');
  const tcm = useTranslations('Common');
  const { message } = App.useApp();
  const m = useCatalogMutations();
  const [form] = Form.useForm<{ name: string; parentId: string | null }>();
  const [error, setError] = useState<string | null>(null);

  async function save(values: { name: string; parentId: string | null }) {
    const input = { name: values.name, parentId: values.parentId ?? null };
    try {
      if (category) await m.updateCategory.mutateAsync({ ...input, id: category.id, version: category.version });
      else await m.createCategory.mutateAsync(input);
      message.success(tc('saved'));
      onClose();
    } catch (e) {
      const result = showApiError(form, e, tcm('unexpectedError'));
      setError(result === 'stale' ? tc('staleTitle') : result);
    }
  }

  return (
    <Modal
      open
      title={category ? t('editTitle') : t('createTitle')}
      onCancel={onClose}
      okText={tc('save')}
      cancelText={tc('cancel')}
      onOk={() => form.submit()}
      confirmLoading={m.createCategory.isPending || m.updateCategory.isPending}
    >
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} /> : null}
      <Form
        form={form}
        layout="vertical"
        onFinish={save}
        initialValues={{ name: category?.name ?? '', parentId: category?.parentId ?? parentId }}
      >
        <Form.Item
          name="name"
          label={t('name')}
          rules={[
            { required: true, message: tv('required') },
            zodRule(createCategoryInputSchema.shape.name, tv, tv.has),
          ]}
        >
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
      </Form>
    </Modal>
  );
}
