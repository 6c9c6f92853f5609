'use client';

import { MailOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/ui/nav-link';
import { useState } from 'react';
import { FormErrorAlert } from '@/components/ui/form-error-alert';
import { forgotPassword } from '@/lib/api-client/requests';
import { forgotPasswordInputSchema } from '@/lib/schemas/auth';
import { zodRule } from '@/lib/utils/zod-rules';
import { useAuthSubmit } from './use-auth-submit';

/** Asks for a set-password link; the API answers the same whether or not the email exists. */
export function ForgotPasswordForm() {
  const t = useTranslations('ForgotPasswordPage');
  const tv = useTranslations('Validation');
  const [form] = Form.useForm<{ email: string }>();
  const [sent, setSent] = useState(false);
  const { error, submitting, onFinish } = useAuthSubmit(
    form,
    async ({ email }) => {
      await forgotPassword({ email });
      setSent(true);
    },
    { leavesPage: false },
  );

  return (
    <>
      {sent ? (
        <Alert
          type="success"
          showIcon
          title={t('sent')}
          role="status"
          data-testid="forgot-sent"
          style={{ marginBottom: 16 }}
        />
      ) : (
        <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish}>
          <p style={{ color: '#64748b', marginTop: 0 }}>{t('description')}</p>
          <FormErrorAlert error={error} />
          <Form.Item
            name="email"
            label={t('email')}
            rules={[zodRule(forgotPasswordInputSchema.shape.email, tv, tv.has)]}
            validateTrigger="onBlur"
          >
            <Input prefix={<MailOutlined aria-hidden />} type="email" autoComplete="email" size="large" autoFocus />
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
            {t('submit')}
          </Button>
        </Form>
      )}
      <div style={{ textAlign: 'center', marginTop: 16 }}>
        <NavLink href="/auth/login">{t('backToLogin')}</NavLink>
      </div>
    </>
  );
}
