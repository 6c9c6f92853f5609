'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Checkbox, Form, Input, Select, Skeleton } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useFormError } from '@/components/ui/form-errors';
import { fetchPortalSettings, portalSettingsKey, savePortalSettings } from '@/lib/api-client/customer-portal';
import { accountKeys } from '@/lib/api-client/query-keys';
import { persistLocale } from '@/lib/i18n/client-locale';
import { updatePortalSettingsInputSchema, type UpdatePortalSettingsInput } from '@/lib/schemas/notifications';
import { zodRule } from '@/lib/utils/zod-rules';
import { usePortalUserId } from './use-portal-user';

/** The portal account's profile (name, surname, phone), language and email notification choices. */
export function PortalSettingsForm() {
  const t = useTranslations('PortalSettings');
  const tm = useTranslations('ProfileMenu');
  const tv = useTranslations('Validation');
  const locale = useLocale();
  const router = useRouter();
  const userId = usePortalUserId();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm<UpdatePortalSettingsInput>();
  const formError = useFormError(form);
  const [error, setError] = useState<string | null>(null);
  const settings = useQuery({
    queryKey: portalSettingsKey(userId),
    queryFn: fetchPortalSettings,
    enabled: Boolean(userId),
  });
  const save = useMutation({
    mutationFn: savePortalSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(portalSettingsKey(userId), saved);
      void queryClient.invalidateQueries({ queryKey: accountKeys.current() });
    },
  });
  const shape = updatePortalSettingsInputSchema.shape;

  const onFinish = async (values: UpdatePortalSettingsInput) => {
    setError(null);
    try {
      const saved = await save.mutateAsync(values);
      void message.success(t('saved'));
      if (saved.language !== locale) {
        persistLocale(saved.language);
        router.refresh();
      }
    } catch (err) {
      setError(formError(err));
    }
  };

  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('profileTitle')}</h2>}>
      {!settings.data ? (
        settings.isError ? (
          <Alert type="error" showIcon title={t('loadError')} />
        ) : (
          <Skeleton active />
        )
      ) : (
        <Form<UpdatePortalSettingsInput>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={settings.data}
          onFinish={onFinish}
          data-testid="portal-settings-form"
        >
          {error ? <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} /> : null}
          <Form.Item name="name" label={t('name')} rules={[zodRule(shape.name, tv, tv.has)]}>
            <Input autoComplete="given-name" />
          </Form.Item>
          <Form.Item name="surname" label={t('surname')} rules={[zodRule(shape.surname, tv, tv.has)]}>
            <Input autoComplete="family-name" />
          </Form.Item>
          <Form.Item label={t('email')} extra={t('emailHint')} htmlFor="portal-settings-email">
            <Input id="portal-settings-email" value={settings.data.email} readOnly disabled />
          </Form.Item>
          <Form.Item name="phone" label={t('phone')} rules={[zodRule(shape.phone, tv, tv.has)]}>
            <Input autoComplete="tel" inputMode="tel" />
          </Form.Item>
          <Form.Item name="language" label={t('language')}>
            <Select
              options={[
                { value: 'tr', label: tm('turkish') },
                { value: 'en', label: tm('english') },
              ]}
            />
          </Form.Item>
          <Form.Item label={t('emailTitle')} extra={t('emailExtra')}>
            <Form.Item name={['emailPreferences', 'offerSent']} valuePropName="checked" noStyle>
              <Checkbox>{t('emailOfferSent')}</Checkbox>
            </Form.Item>
            <br />
            <Form.Item name={['emailPreferences', 'invoiceIssued']} valuePropName="checked" noStyle>
              <Checkbox>{t('emailInvoiceIssued')}</Checkbox>
            </Form.Item>
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('save')}
          </Button>
        </Form>
      )}
    </Card>
  );
}
