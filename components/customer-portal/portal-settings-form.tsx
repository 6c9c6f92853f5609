'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Form, Input, Skeleton } from 'antd';
import { useTranslations } from 'next-intl';
import { FormErrorAlert } from '@/components/ui/form-error-alert';
import { LanguageField, PersonNameFields, useSaveOwnSettings } from '@/components/profile/own-settings';
import { portalSettingsOptions, savePortalSettings } from '@/lib/api-client/customer-portal';
import { accountKeys } from '@/lib/api-client/query-keys';
import { updatePortalSettingsInputSchema, type UpdatePortalSettingsInput } from '@/lib/schemas/notifications';
import { zodRule } from '@/lib/utils/zod-rules';
import { usePortalUserId } from './use-portal-user';
import { Panel } from '@/components/ui/panel';

/** The portal account's profile (name, surname, phone), language and email notification choices. */
export function PortalSettingsForm() {
  const t = useTranslations('PortalSettings');
  const tv = useTranslations('Validation');
  const userId = usePortalUserId();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<UpdatePortalSettingsInput>();
  const settings = useQuery(portalSettingsOptions(userId));
  const save = useMutation({
    mutationFn: savePortalSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(portalSettingsOptions(userId).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: accountKeys.current() });
    },
  });
  const shape = updatePortalSettingsInputSchema.shape;
  const { error, onFinish } = useSaveOwnSettings(form, (values) => save.mutateAsync(values), t('saved'));

  return (
    <Panel title={t('profileTitle')}>
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
          <FormErrorAlert error={error} />
          <PersonNameFields labels={{ name: t('name'), surname: t('surname') }} shape={shape} />
          <Form.Item label={t('email')} extra={t('emailHint')} htmlFor="portal-settings-email">
            <Input id="portal-settings-email" value={settings.data.email} readOnly disabled />
          </Form.Item>
          <Form.Item name="phone" label={t('phone')} rules={[zodRule(shape.phone, tv, tv.has)]}>
            <Input autoComplete="tel" inputMode="tel" />
          </Form.Item>
          <LanguageField label={t('language')} />
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
    </Panel>
  );
}
