'use client';

import { Alert, Button, Col, Form, Input, InputNumber, Row, Select, Skeleton, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { z } from 'zod';
import { useFormError } from '@/components/ui/form-errors';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { usePlatformSettings, useSettingsMutations } from '@/lib/api-client/backoffice-settings-hooks';
import { updatePlatformSettingsInputSchema } from '@/lib/schemas/backoffice-settings';
import { zodRule } from '@/lib/utils/zod-rules';
import { TestEmailCard } from './test-email-card';
import { useFeedback } from '@/components/ui/feedback';
import { Panel } from '@/components/ui/panel';

type Values = Omit<z.input<typeof updatePlatformSettingsInputSchema>, 'version'>;
const shape = updatePlatformSettingsInputSchema.shape;

/** /backoffice/settings: product name, support email, default language, link lifetime, test email. */
export function SettingsScreen() {
  const t = useTranslations('BackofficeSettings');
  const tv = useTranslations('Validation');
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const formError = useFormError(form);
  const [error, setError] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const settings = usePlatformSettings();
  const { save } = useSettingsMutations();

  const onFinish = async (values: Values) => {
    setError(null);
    setStale(false);
    try {
      await save.mutateAsync({ ...values, version: settings.data!.version });
      void message.success(t('saved'));
    } catch (err) {
      const result = formError(err);
      if (result === 'stale') setStale(true);
      else setError(result);
    }
  };

  const reload = async () => {
    setStale(false);
    const fresh = await settings.refetch();
    if (fresh.data) form.setFieldsValue(fresh.data);
  };

  return (
    <div data-testid="settings-page">
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        {t('title')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Panel title={t('platformTitle')}>
            {settings.isPending ? <Skeleton active /> : null}
            {settings.isError ? (
              <LoadErrorAlert title={t('loadError')} onRetry={() => void settings.refetch()} />
            ) : null}
            {settings.data ? (
              <Form<Values>
                form={form}
                layout="vertical"
                requiredMark={false}
                initialValues={settings.data}
                onFinish={onFinish}
                data-testid="settings-form"
              >
                {stale ? (
                  <Alert
                    type="warning"
                    showIcon
                    title={t('stale')}
                    action={<Button onClick={() => void reload()}>{t('reload')}</Button>}
                    style={{ marginBottom: 16 }}
                  />
                ) : null}
                {error ? <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} /> : null}
                <Form.Item
                  name="productName"
                  label={t('productName')}
                  extra={t('productNameHint')}
                  rules={[zodRule(shape.productName, tv, tv.has)]}
                >
                  <Input maxLength={60} />
                </Form.Item>
                <Form.Item
                  name="supportEmail"
                  label={t('supportEmail')}
                  rules={[zodRule(shape.supportEmail, tv, tv.has)]}
                >
                  <Input type="email" />
                </Form.Item>
                <Form.Item
                  name="defaultLanguage"
                  label={t('defaultLanguage')}
                  extra={t('defaultLanguageHint')}
                  rules={[zodRule(shape.defaultLanguage, tv, tv.has)]}
                >
                  <Select
                    options={[
                      { value: 'tr', label: t('languages.tr') },
                      { value: 'en', label: t('languages.en') },
                    ]}
                  />
                </Form.Item>
                <Form.Item
                  name="activationLinkHours"
                  label={t('activationLinkHours')}
                  extra={t('activationLinkHoursHint')}
                  rules={[zodRule(shape.activationLinkHours, tv, tv.has)]}
                >
                  <InputNumber min={1} max={720} precision={0} suffix={t('hours')} style={{ width: '100%' }} />
                </Form.Item>
                <Button type="primary" htmlType="submit" loading={save.isPending}>
                  {t('save')}
                </Button>
              </Form>
            ) : null}
          </Panel>
        </Col>
        <Col xs={24} lg={10}>
          <TestEmailCard />
        </Col>
      </Row>
    </div>
  );
}
