'use client';

import { useQuery } from '@tanstack/react-query';
import { Form, Input, InputNumber, Select } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { z } from 'zod';
import { FormDrawer } from '@/components/ui/form-drawer';
import { allModuleCategoriesOptions, allModulesOptions } from '@/lib/api-client/backoffice-resources';
import { useModuleMutations } from '@/lib/api-client/use-backoffice-writes';
import { createModuleInputSchema, type Module } from '@/lib/schemas/backoffice-modules';
import { zodRule } from '@/lib/utils/zod-rules';
import { IconSelect } from './icon-select';
import { useFeedback } from '@/components/ui/feedback';

type Values = z.input<typeof createModuleInputSchema>;

/** The ids of a module and everything under it: none of them can become its parent. */
function selfAndDescendants(all: Module[], id: string): Set<string> {
  const out = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const m of all) {
      if (m.parentId && out.has(m.parentId) && !out.has(m.id)) {
        out.add(m.id);
        grew = true;
      }
    }
  }
  return out;
}

/** Create or edit a module: key, Turkish and English labels, icon, parent, category and order. */
export function ModuleFormDrawer({ module, onClose }: { module?: Module; onClose: () => void }) {
  const t = useTranslations('BackofficeModules');
  const tv = useTranslations('Validation');
  const locale = useLocale();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const { create, update } = useModuleMutations();
  const modules = useQuery(allModulesOptions());
  const categories = useQuery(allModuleCategoriesOptions());
  const shape = createModuleInputSchema.shape;

  const parentOptions = useMemo(() => {
    const all = modules.data ?? [];
    const excluded = module ? selfAndDescendants(all, module.id) : new Set<string>();
    return all
      .filter((m) => !excluded.has(m.id))
      .map((m) => ({
        value: m.id,
        label: `${'— '.repeat(m.depth)}${locale === 'en' ? m.labelEn : m.labelTr} (${m.key})`,
      }));
  }, [modules.data, module, locale]);

  const initialValues: Partial<Values> = module
    ? {
        key: module.key,
        labelTr: module.labelTr,
        labelEn: module.labelEn,
        icon: module.icon as Values['icon'],
        parentId: module.parentId,
        categoryId: module.categoryId,
        sortOrder: module.sortOrder,
      }
    : { sortOrder: 0 };
  const onSubmit = async (values: Values) => {
    const input = { ...values, parentId: values.parentId ?? null, categoryId: values.categoryId ?? null };
    if (module) await update.mutateAsync({ ...input, id: module.id, version: module.version });
    else await create.mutateAsync(input);
    void message.success(t(module ? 'saved' : 'created'));
    onClose();
  };

  return (
    <FormDrawer<Values>
      title={module ? t('editTitle') : t('createTitle')}
      form={form}
      initialValues={initialValues}
      onSubmit={onSubmit}
      onClose={onClose}
      testId="module-form"
      width={520}
    >
      <Form.Item name="key" label={t('fields.key')} extra={t('keyHint')} rules={[zodRule(shape.key, tv, tv.has)]}>
        <Input autoComplete="off" spellCheck={false} />
      </Form.Item>
      <Form.Item name="labelTr" label={t('fields.labelTr')} rules={[zodRule(shape.labelTr, tv, tv.has)]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="labelEn" label={t('fields.labelEn')} rules={[zodRule(shape.labelEn, tv, tv.has)]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="icon" label={t('fields.icon')} rules={[zodRule(shape.icon, tv, tv.has)]}>
        <IconSelect />
      </Form.Item>
      <Form.Item name="parentId" label={t('fields.parent')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={modules.isPending}
          placeholder={t('noParent')}
          options={parentOptions}
        />
      </Form.Item>
      <Form.Item name="categoryId" label={t('fields.category')}>
        <Select
          allowClear
          loading={categories.isPending}
          placeholder={t('noCategory')}
          options={(categories.data ?? []).map((c) => ({
            value: c.id,
            label: locale === 'en' ? c.nameEn : c.nameTr,
          }))}
        />
      </Form.Item>
      <Form.Item name="sortOrder" label={t('fields.sortOrder')} rules={[zodRule(shape.sortOrder, tv, tv.has)]}>
        <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </FormDrawer>
  );
}
