'use client';

import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/ui/nav-link';
import { FormErrorAlert } from '@/components/ui/form-error-alert';
import { login } from '@/lib/api-client/requests';
import { setAccessToken } from '@/lib/api-client/token-cookie';
import { loginInputSchema } from '@/lib/schemas/auth';
import { safeReturnUrl } from '@/lib/utils/return-url';
import { zodRule } from '@/lib/utils/zod-rules';
import { useAuthSubmit } from './use-auth-submit';

interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

/** Email, password, 'Beni hatırla' (on: 7-day cookie, off: session cookie); API errors in Turkish. */
export function LoginForm({
  returnUrl,
  notice,
}: {
  returnUrl: string | null;
  notice: 'activated' | 'sessionEnded' | null;
}) {
  const t = useTranslations('LoginPage');
  const tv = useTranslations('Validation');
  const [form] = Form.useForm<LoginValues>();
  const shape = loginInputSchema.shape;
  const { error, submitting, onFinish } = useAuthSubmit(
    form,
    async (values) => {
      const result = await login({ email: values.email, password: values.password, remember: values.remember });
      setAccessToken(result.accessToken, values.remember);
      window.location.replace(safeReturnUrl(returnUrl, result.user.accountTypeId));
    },
    { leavesPage: true },
  );

  return (
    <Form<LoginValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ remember: true }}
      onFinish={onFinish}
      data-testid="login-form"
    >
      {notice ? (
        <Alert type="success" showIcon title={t(notice)} style={{ marginBottom: 16 }} data-testid="login-notice" />
      ) : null}
      <FormErrorAlert error={error} testId="login-error" />
      <Form.Item name="email" label={t('email')} rules={[zodRule(shape.email, tv, tv.has)]} validateTrigger="onBlur">
        <Input
          prefix={<MailOutlined aria-hidden />}
          type="email"
          autoComplete="username"
          placeholder={t('emailPlaceholder')}
          size="large"
          autoFocus
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('password')}
        rules={[zodRule(shape.password, tv, tv.has)]}
        validateTrigger="onBlur"
      >
        <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="current-password" size="large" />
      </Form.Item>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 24 }}>
        <Form.Item name="remember" valuePropName="checked" noStyle>
          <Checkbox data-testid="remember-me">{t('remember')}</Checkbox>
        </Form.Item>
        <NavLink href="/auth/forgot-password">{t('forgot')}</NavLink>
      </div>
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        {t('submit')}
      </Button>
    </Form>
  );
}
