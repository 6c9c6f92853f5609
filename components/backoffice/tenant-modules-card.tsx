'use client';

import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useFormError } from '@/components/ui/form-errors';
import { allModulesOptions } from '@/lib/api-client/backoffice-resources';
import { useTenantMutations } from '@/lib/api-client/use-backoffice-writes';
import type { TenantDetail } from '@/lib/schemas/backoffice-tenants';
import { ModuleChecklist } from './module-checklist';
import { useFeedback } from '@/components/ui/feedback';
import { Panel } from '@/components/ui/panel';

/**
 * The tenant's enabled modules; saving changes its users' menus on their next load. Taking modules
 * away (their users lose those pages at once) asks first, naming them.
 */
export function TenantModulesCard({ tenant }: { tenant: TenantDetail }) {
  const t = useTranslations('BackofficeTenants');
  const locale = useLocale();
  const { message, modal } = useFeedback();
  const catalogue = useQuery(allModulesOptions());
  const [form] = Form.useForm<{ moduleIds: string[] }>();
  const formError = useFormError(form);
  const [error, setError] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const { setModules } = useTenantMutations();
  const selected = Form.useWatch('moduleIds', form) ?? tenant.moduleIds;
  const changed = selected.length !== tenant.moduleIds.length || selected.some((id) => !tenant.moduleIds.includes(id));

  // A fresh answer (after save or reload) resets the form to what the server holds.
  useEffect(() => form.setFieldsValue({ moduleIds: tenant.moduleIds }), [tenant.moduleIds, form]);

  const onFinish = ({ moduleIds }: { moduleIds: string[] }) => {
    const removed = tenant.moduleIds.filter((id) => !moduleIds.includes(id));
    if (removed.length === 0) return save(moduleIds);
    const labels = removed.map((id) => {
      const m = catalogue.data?.find((x) => x.id === id);
      return m ? (locale === 'en' ? m.labelEn : m.labelTr) : id;
    });
    modal.confirm({
      title: t('removeModulesTitle'),
      content: t('removeModulesText', { count: removed.length, modules: labels.join(', ') }),
      okText: t('removeModulesOk'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: () => save(moduleIds),
    });
  };

  const save = async (moduleIds: string[]) => {
    setError(null);
    setStale(false);
    try {
      await setModules.mutateAsync({ id: tenant.id, moduleIds, version: tenant.version });
      void message.success(t('modulesSaved'));
    } catch (err) {
      const result = formError(err);
      if (result === 'stale') setStale(true);
      else setError(result);
    }
  };

  return (
    <Panel
      title={t('modulesTitle')}
      extra={
        <Button type="primary" disabled={!changed} loading={setModules.isPending} onClick={() => form.submit()}>
          {t('saveModules')}
        </Button>
      }
    >
      {stale ? <Alert type="warning" showIcon title={t('stale')} style={{ marginBottom: 16 }} /> : null}
      {error ? <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} /> : null}
      <Form
        form={form}
        initialValues={{ moduleIds: tenant.moduleIds }}
        onFinish={onFinish}
        data-testid="tenant-modules-form"
      >
        <Form.Item name="moduleIds" noStyle>
          <ModuleChecklist />
        </Form.Item>
      </Form>
    </Panel>
  );
}
