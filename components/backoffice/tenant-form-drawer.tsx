'use client';

import { Alert, App, Button, Divider, Drawer, Flex, Form, Grid, Input } from 'antd';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { z } from 'zod';
import { useFormError } from '@/components/ui/form-errors';
import { useTenantMutations } from '@/lib/api-client/backoffice-tenant-hooks';
import { createTenantInputSchema, type Tenant } from '@/lib/schemas/backoffice-tenants';
import { zodRule } from '@/lib/utils/zod-rules';
import { ModuleChecklist } from './module-checklist';

type Values = z.input<typeof createTenantInputSchema>;
const profileKeys = ['name', 'taxNumber', 'taxOffice', 'contactName', 'contactEmail', 'contactPhone'] as const;
const ownerKeys = ['ownerName', 'ownerSurname', 'ownerEmail'] as const;

/**
 * Creates a tenant (company profile, owner, modules) or edits a tenant's profile. A new tenant
 * opens on its detail page, where the owner's activation link can be copied.
 */
export function TenantFormDrawer({ open, tenant, onClose }: { open: boolean; tenant?: Tenant; onClose: () => void }) {
  const t = useTranslations('BackofficeTenants');
  const tv = useTranslations('Validation');
  const { message } = App.useApp();
  const router = useRouter();
  const wide = Grid.useBreakpoint().sm;
  const [form] = Form.useForm<Values>();
  const formError = useFormError(form);
  const [error, setError] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const { create, update } = useTenantMutations();
  const shape = createTenantInputSchema.shape;

  // The drawer unmounts its form when hidden, so each opening starts from these values.
  const initialValues: Partial<Values> = tenant
    ? Object.fromEntries(profileKeys.map((k) => [k, tenant[k] ?? '']))
    : { moduleIds: [] };
  const reset = (visible: boolean) => {
    if (visible) return;
    setError(null);
    setStale(false);
  };

  const onFinish = async (values: Values) => {
    setError(null);
    try {
      if (tenant) {
        const { ownerName: _n, ownerSurname: _s, ownerEmail: _e, moduleIds: _m, ...profile } = values;
        await update.mutateAsync({ ...profile, id: tenant.id, version: tenant.version });
        void message.success(t('saved'));
        onClose();
        return;
      }
      const created = await create.mutateAsync(values);
      if (created.activationEmailSent) void message.success(t('created', { email: created.owner?.email ?? '' }));
      else void message.warning(t('createdWithoutEmail'));
      onClose();
      router.push(`/backoffice/tenant/${created.id}`);
    } catch (err) {
      const result = formError(err);
      if (result === 'stale') setStale(true);
      else setError(result);
    }
  };

  const field = (name: (typeof profileKeys)[number] | (typeof ownerKeys)[number], type?: string) => (
    <Form.Item key={name} name={name} label={t(`fields.${name}`)} rules={[zodRule(shape[name], tv, tv.has)]}>
      <Input type={type} autoComplete="off" inputMode={name === 'taxNumber' ? 'numeric' : undefined} />
    </Form.Item>
  );
  const pending = create.isPending || update.isPending;
  const footer = (
    <Flex justify="end" gap={8}>
      <Button onClick={onClose}>{t('cancel')}</Button>
      <Button type="primary" loading={pending} onClick={() => form.submit()}>
        {tenant ? t('save') : t('create')}
      </Button>
    </Flex>
  );

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={tenant ? t('editTitle') : t('createTitle')}
      size={wide ? 560 : '100%'}
      destroyOnHidden
      footer={footer}
      afterOpenChange={reset}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        data-testid="tenant-form"
        initialValues={initialValues}
      >
        {stale ? <Alert type="warning" showIcon title={t('stale')} style={{ marginBottom: 16 }} /> : null}
        {error ? <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} /> : null}
        {field('name')}
        {field('taxNumber')}
        {field('taxOffice')}
        {field('contactName')}
        {field('contactEmail', 'email')}
        {field('contactPhone', 'tel')}
        {tenant ? null : (
          <>
            <Divider titlePlacement="start">{t('ownerSection')}</Divider>
            {ownerKeys.map((k) => field(k, k === 'ownerEmail' ? 'email' : undefined))}
            <Divider titlePlacement="start">{t('modulesSection')}</Divider>
            <Form.Item name="moduleIds" rules={[zodRule(shape.moduleIds, tv, tv.has)]}>
              <ModuleChecklist />
            </Form.Item>
          </>
        )}
      </Form>
    </Drawer>
  );
}
