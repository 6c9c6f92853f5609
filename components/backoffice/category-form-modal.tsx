'use client';

import { Alert, Form, Input, InputNumber, Modal } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { z } from 'zod';
import { useFormError } from '@/components/ui/form-errors';
import { useModuleMutations } from '@/lib/api-client/use-backoffice-writes';
import { saveModuleCategoryInputSchema, type ModuleCategory } from '@/lib/schemas/backoffice-modules';
import { zodRule } from '@/lib/utils/zod-rules';
import { useFeedback } from '@/components/ui/feedback';

type Values = z.input<typeof saveModuleCategoryInputSchema>;
const shape = saveModuleCategoryInputSchema.shape;

/** Create (no category given) or rename a module category. */
export function CategoryFormModal({
  state,
  onClose,
}: {
  state: { category?: ModuleCategory } | null;
  onClose: () => void;
}) {
  const t = useTranslations('BackofficeModules');
  const tv = useTranslations('Validation');
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const formError = useFormError(form);
  const [error, setError] = useState<string | null>(null);
  const { saveCategory } = useModuleMutations();
  const category = state?.category;

  const onFinish = async (values: Values) => {
    setError(null);
    try {
      await saveCategory.mutateAsync(category ? { ...values, id: category.id, version: category.version } : values);
      void message.success(t('categorySaved'));
      onClose();
    } catch (err) {
      const result = formError(err);
      setError(result === 'stale' ? t('stale') : result);
    }
  };

  return (
    <Modal
      open={Boolean(state)}
      title={category ? t('editCategory') : t('newCategory')}
      okText={t('save')}
      cancelText={t('cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saveCategory.isPending}
      destroyOnHidden
      afterOpenChange={(open) => (open ? undefined : setError(null))}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        initialValues={
          category
            ? { nameTr: category.nameTr, nameEn: category.nameEn, sortOrder: category.sortOrder }
            : { sortOrder: 0 }
        }
        data-testid="category-form"
      >
        {error ? <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} /> : null}
        <Form.Item name="nameTr" label={t('fields.nameTr')} rules={[zodRule(shape.nameTr, tv, tv.has)]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="nameEn" label={t('fields.nameEn')} rules={[zodRule(shape.nameEn, tv, tv.has)]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="sortOrder" label={t('fields.sortOrder')} rules={[zodRule(shape.sortOrder, tv, tv.has)]}>
          <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
