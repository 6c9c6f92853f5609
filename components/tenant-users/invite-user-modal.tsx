'use client';

import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFormError } from '@/components/ui/form-errors';
import { useUserActions } from '@/lib/api-client/use-access-writes';
import { inviteUserInputSchema, type InviteUserInput } from '@/lib/schemas/tenant-users';
import { zodRule } from '@/lib/utils/zod-rules';
import { RoleSelect } from './role-select';
import { useFeedback } from '@/components/ui/feedback';

/** Invite: name, surname, email and roles -> a pending user and an activation email. */
export function InviteUserModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('UsersPage');
  const tv = useTranslations('Validation');
  const { message } = useFeedback();
  const [form] = Form.useForm<InviteUserInput>();
  const formError = useFormError(form);
  const [error, setError] = useState<string | null>(null);
  const { invite } = useUserActions();
  const shape = inviteUserInputSchema.shape;

  const onFinish = async (values: InviteUserInput) => {
    setError(null);
    try {
      const user = await invite.mutateAsync(values);
      void message.success(t('invited', { email: user.email }));
      form.resetFields();
      onClose();
    } catch (err) {
      setError(formError(err));
    }
  };

  return (
    <Modal
      open={open}
      title={t('inviteTitle')}
      okText={t('send')}
      cancelText={t('cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={invite.isPending}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('inviteHint')}</Typography.Paragraph>
      <Form<InviteUserInput>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        data-testid="invite-user-form"
        initialValues={{ roleIds: [] }}
      >
        {error ? <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} /> : null}
        <Form.Item name="name" label={t('name')} rules={[zodRule(shape.name, tv, tv.has)]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="surname" label={t('surname')} rules={[zodRule(shape.surname, tv, tv.has)]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="email" label={t('email')} rules={[zodRule(shape.email, tv, tv.has)]}>
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item name="roleIds" label={t('roles')} rules={[zodRule(shape.roleIds, tv, tv.has)]}>
          <RoleSelect />
        </Form.Item>
      </Form>
    </Modal>
  );
}
