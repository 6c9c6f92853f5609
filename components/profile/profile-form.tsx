'use client';

import { Alert, App, Button, Card, Form, Input, Select } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useFormError } from '@/components/ui/form-errors';
import { useUpdateCurrentUser } from '@/lib/api-client/hooks';
import { persistLocale } from '@/lib/i18n/client-locale';
import type { Locale } from '@/lib/i18n/config';
import { updateProfileInputSchema, type CurrentUser } from '@/lib/schemas/auth';
import { zodRule } from '@/lib/utils/zod-rules';

interface Values {
  name: string;
  surname: string;
  email: string;
  language: Locale;
}

/** Name and surname editable, email read-only, language saved to the account and applied here. */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const t = useTranslations('ProfilePage');
  const tm = useTranslations('ProfileMenu');
  const tv = useTranslations('Validation');
  const locale = useLocale();
  const router = useRouter();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const formError = useFormError(form);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateCurrentUser();
  const shape = updateProfileInputSchema.shape;

  const onFinish = async (values: Values) => {
    setError(null);
    try {
      const saved = await update.mutateAsync({ name: values.name, surname: values.surname, language: values.language });
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
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('infoTitle')}</h2>}>
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ name: user.name, surname: user.surname, email: user.email, language: locale as Locale }}
        onFinish={onFinish}
        data-testid="profile-form"
      >
        {error ? <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} /> : null}
        <Form.Item name="name" label={t('name')} rules={[zodRule(shape.name, tv, tv.has)]}>
          <Input autoComplete="given-name" />
        </Form.Item>
        <Form.Item name="surname" label={t('surname')} rules={[zodRule(shape.surname, tv, tv.has)]}>
          <Input autoComplete="family-name" />
        </Form.Item>
        <Form.Item name="email" label={t('email')} extra={t('emailHint')}>
          <Input readOnly disabled />
        </Form.Item>
        <Form.Item name="language" label={t('language')}>
          <Select
            options={[
              { value: 'tr', label: tm('turkish') },
              { value: 'en', label: tm('english') },
            ]}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          {t('save')}
        </Button>
      </Form>
    </Card>
  );
}
