'use client';

import { LockOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/ui/nav-link';
import { StatusScreen } from '@/components/ui/status-screen';
import { FormErrorAlert } from '@/components/ui/form-error-alert';
import { setPassword } from '@/lib/api-client/requests';
import { passwordSchema } from '@/lib/schemas/auth';
import { zodRule } from '@/lib/utils/zod-rules';
import { PasswordRules } from './password-rules';
import { useAuthSubmit } from './use-auth-submit';

interface Values {
  password: string;
  confirmPassword: string;
}

/**
 * Activation: token and userId come from the link; success goes to /auth/login with a message. A
 * link the server found used, expired or unknown (`state`) shows why and how to get a new one.
 */
export function SetPasswordForm({
  token,
  userId,
  state = 'valid',
}: {
  token: string | null;
  userId: string | null;
  state?: 'valid' | 'used' | 'expired' | 'invalid';
}) {
  const t = useTranslations('SetPasswordPage');
  const tv = useTranslations('Validation');
  const [form] = Form.useForm<Values>();
  const password = Form.useWatch('password', form) ?? '';
  const confirm = Form.useWatch('confirmPassword', form) ?? '';
  const { error, submitting, onFinish } = useAuthSubmit(
    form,
    async (values) => {
      await setPassword({
        token: token!,
        userId: userId!,
        password: values.password,
        confirmPassword: values.confirmPassword,
      });
      window.location.replace('/auth/login?activated=1');
    },
    { leavesPage: true },
  );

  if (!token || !userId || state !== 'valid') {
    const reason = !token || !userId || state === 'invalid' ? 'invalid' : (state as 'used' | 'expired');
    return (
      <StatusScreen
        status="warning"
        testId="set-password-invalid-link"
        title={t(`${reason}LinkTitle`)}
        text={t(`${reason}LinkText`)}
        extra={
          <>
            <NavLink href="/auth/forgot-password" data-testid="set-password-new-link">
              {t('requestNewLink')}
            </NavLink>
            <span aria-hidden> · </span>
            <NavLink href="/auth/login">{t('backToLogin')}</NavLink>
          </>
        }
      />
    );
  }

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      data-testid="set-password-form"
    >
      <p style={{ color: '#64748b', marginTop: 0 }}>{t('description')}</p>
      <FormErrorAlert error={error} testId="set-password-error" />
      <Form.Item name="password" label={t('password')} rules={[zodRule(passwordSchema, tv, tv.has)]}>
        <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="new-password" size="large" autoFocus />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('confirmPassword')}
        dependencies={['password']}
        rules={[
          { required: true, message: tv('required') },
          ({ getFieldValue }) => ({
            validator: async (_rule, value) => {
              if (value && value !== getFieldValue('password')) throw new Error(tv('passwordsDoNotMatch'));
            },
          }),
        ]}
      >
        <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="new-password" size="large" />
      </Form.Item>
      <PasswordRules password={password} confirm={confirm} />
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        {t('submit')}
      </Button>
      <div style={{ textAlign: 'center', marginTop: 16 }}>
        <NavLink href="/auth/login">{t('backToLogin')}</NavLink>
      </div>
    </Form>
  );
}
