'use client';

import { SendOutlined } from '@ant-design/icons';
import { Button, Form, Input, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useFormError } from '@/components/ui/form-errors';
import { useSessionUser } from '@/lib/api-client/hooks';
import { useSettingsMutations } from '@/lib/api-client/backoffice-settings-hooks';
import { sendTestEmailInputSchema } from '@/lib/schemas/backoffice-settings';
import { zodRule } from '@/lib/utils/zod-rules';
import { useFeedback } from '@/components/ui/feedback';
import { Panel } from '@/components/ui/panel';

/** Sends a test email through the configured mailer, to the signed-in admin unless another address is given. */
export function TestEmailCard() {
  const t = useTranslations('BackofficeSettings');
  const tv = useTranslations('Validation');
  const { message } = useFeedback();
  const user = useSessionUser();
  const [form] = Form.useForm<{ to?: string }>();
  const formError = useFormError(form);
  const { sendTestEmail } = useSettingsMutations();

  const onFinish = async ({ to }: { to?: string }) => {
    try {
      const result = await sendTestEmail.mutateAsync(to?.trim() || null);
      void message.success(t('testSent', { to: result.to }));
    } catch (err) {
      const result = formError(err);
      if (result && result !== 'stale') void message.error(result);
    }
  };

  return (
    <Panel title={t('testTitle')}>
      <Typography.Paragraph type="secondary">{t('testHint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish} data-testid="test-email-form">
        <Form.Item name="to" label={t('testTo')} rules={[zodRule(sendTestEmailInputSchema.shape.to, tv, tv.has)]}>
          <Input type="email" placeholder={user?.email} />
        </Form.Item>
        <Button icon={<SendOutlined />} htmlType="submit" loading={sendTestEmail.isPending}>
          {t('sendTest')}
        </Button>
      </Form>
    </Panel>
  );
}
