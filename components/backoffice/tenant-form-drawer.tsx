'use client';

import { Divider, Form, Input } from 'antd';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import type { z } from 'zod';
import { FormDrawer } from '@/components/ui/form-drawer';
import { useTenantMutations } from '@/lib/api-client/use-backoffice-writes';
import { createTenantInputSchema, type Tenant } from '@/lib/schemas/backoffice-tenants';
import { zodRule } from '@/lib/utils/zod-rules';
import { ModuleChecklist } from './module-checklist';
import { useFeedback } from '@/components/ui/feedback';

type Values = z.input<typeof createTenantInputSchema>;
const profileKeys = ['name', 'taxNumber', 'taxOffice', 'contactName', 'contactEmail', 'contactPhone'] as const;
const ownerKeys = ['ownerName', 'ownerSurname', 'ownerEmail'] as const;

/**
 * Creates a tenant (company profile, owner, modules) or edits a tenant's profile. A new tenant
 * opens on its detail page, where the owner's activation link can be copied.
 */
export function TenantFormDrawer({ tenant, onClose }: { tenant?: Tenant; onClose: () => void }) {
  const t = useTranslations('BackofficeTenants');
  const tv = useTranslations('Validation');
  const { message } = useFeedback();
  const router = useRouter();
  const [form] = Form.useForm<Values>();
  const { create, update } = useTenantMutations();
  const shape = createTenantInputSchema.shape;

  const initialValues: Partial<Values> = tenant
    ? Object.fromEntries(profileKeys.map((k) => [k, tenant[k] ?? '']))
    : { moduleIds: [] };

  const onSubmit = async (values: Values) => {
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
  };

  const field = (name: (typeof profileKeys)[number] | (typeof ownerKeys)[number], type?: string) => (
    <Form.Item key={name} name={name} label={t(`fields.${name}`)} rules={[zodRule(shape[name], tv, tv.has)]}>
      <Input type={type} autoComplete="off" inputMode={name === 'taxNumber' ? 'numeric' : undefined} />
    </Form.Item>
  );

  return (
    <FormDrawer<Values>
      title={tenant ? t('editTitle') : t('createTitle')}
      form={form}
      initialValues={initialValues}
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel={tenant ? t('save') : t('create')}
      testId="tenant-form"
      width={560}
    >
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
    </FormDrawer>
  );
}
