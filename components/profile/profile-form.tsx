'use client';

import { Button, Form, Input } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { FormErrorAlert } from '@/components/ui/form-error-alert';
import { useUpdateCurrentUser } from '@/lib/api-client/hooks';
import type { Locale } from '@/lib/i18n/config';
import { updateProfileInputSchema, type CurrentUser } from '@/lib/schemas/auth';
import { LanguageField, PersonNameFields, useSaveOwnSettings } from './own-settings';
import { Panel } from '@/components/ui/panel';

interface Values {
  name: string;
  surname: string;
  email: string;
  language: Locale;
}

/** Name and surname editable, email read-only, language saved to the account and applied here. */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const t = useTranslations('ProfilePage');
  const locale = useLocale();
  const [form] = Form.useForm<Values>();
  const update = useUpdateCurrentUser();
  const { error, onFinish } = useSaveOwnSettings(
    form,
    (values) => update.mutateAsync({ name: values.name, surname: values.surname, language: values.language }),
    t('saved'),
  );

  return (
    <Panel title={t('infoTitle')}>
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ name: user.name, surname: user.surname, email: user.email, language: locale as Locale }}
        onFinish={onFinish}
        data-testid="profile-form"
      >
        <FormErrorAlert error={error} />
        <PersonNameFields labels={{ name: t('name'), surname: t('surname') }} shape={updateProfileInputSchema.shape} />
        <Form.Item name="email" label={t('email')} extra={t('emailHint')}>
          <Input readOnly disabled />
        </Form.Item>
        <LanguageField label={t('language')} />
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          {t('save')}
        </Button>
      </Form>
    </Panel>
  );
}
