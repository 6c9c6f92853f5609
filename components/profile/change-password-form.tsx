'use client';

import { Alert, Button, Form, Input } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFormError } from '@/components/ui/form-errors';
import { changePassword } from '@/lib/api-client/requests';
import { setAccessToken } from '@/lib/api-client/token-cookie';
import { changePasswordInputSchema } from '@/lib/schemas/auth';
import { zodRule } from '@/lib/utils/zod-rules';
import { useFeedback } from '@/components/ui/feedback';
import { Panel } from '@/components/ui/panel';

interface Values {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Current + new password; the API revokes other sessions and answers a fresh token for this one. */
export function ChangePasswordForm() {
  const t = useTranslations('ProfilePage');
  const tv = useTranslations('Validation');
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const formError = useFormError(form);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const shape = changePasswordInputSchema.shape;

  const onFinish = async (values: Values) => {
    setError(null);
    setSubmitting(true);
    try {
      const { accessToken } = await changePassword(values);
      setAccessToken(accessToken);
      form.resetFields();
      void message.success(t('passwordChanged'));
    } catch (err) {
      setError(formError(err));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Panel title={t('passwordTitle')}>
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        data-testid="change-password-form"
      >
        {error ? <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} /> : null}
        <Form.Item
          name="currentPassword"
          label={t('currentPassword')}
          rules={[zodRule(shape.currentPassword, tv, tv.has)]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="newPassword" label={t('newPassword')} rules={[zodRule(shape.newPassword, tv, tv.has)]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('confirmPassword')}
          dependencies={['newPassword']}
          rules={[
            { required: true, message: tv('required') },
            ({ getFieldValue }) => ({
              validator: async (_rule, value) => {
                if (value && value !== getFieldValue('newPassword')) throw new Error(tv('passwordsDoNotMatch'));
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={submitting}>
          {t('changePassword')}
        </Button>
      </Form>
    </Panel>
  );
}
