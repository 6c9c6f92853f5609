'use client';

import { Alert, Form, Modal } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFormError } from '@/components/ui/form-errors';
import { useUserActions } from '@/lib/api-client/use-access-writes';
import { updateUserRolesInputSchema, type TenantUser } from '@/lib/schemas/tenant-users';
import { zodRule } from '@/lib/utils/zod-rules';
import { RoleSelect } from './role-select';
import { useFeedback } from '@/components/ui/feedback';

/** Changes another user's roles (the API refuses one's own and the last owner's). */
export function EditRolesModal({ user, onClose }: { user: TenantUser | null; onClose: () => void }) {
  const t = useTranslations('UsersPage');
  const tv = useTranslations('Validation');
  const { message } = useFeedback();
  const [form] = Form.useForm<{ roleIds: string[] }>();
  const formError = useFormError(form);
  const [error, setError] = useState<string | null>(null);
  const { updateRoles } = useUserActions();

  const onFinish = async ({ roleIds }: { roleIds: string[] }) => {
    if (!user) return;
    setError(null);
    try {
      await updateRoles.mutateAsync({ id: user.id, roleIds, version: user.version });
      void message.success(t('rolesSaved'));
      onClose();
    } catch (err) {
      setError(formError(err));
    }
  };

  return (
    <Modal
      open={Boolean(user)}
      title={user ? t('editRolesTitle', { name: `${user.name} ${user.surname}` }) : ''}
      okText={t('save')}
      cancelText={t('cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={updateRoles.isPending}
      destroyOnHidden
      afterOpenChange={(open) => !open && setError(null)}
    >
      <Form
        key={user?.id}
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        initialValues={{ roleIds: user?.roles.map((r) => r.id) ?? [] }}
        data-testid="edit-roles-form"
      >
        {error ? <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} /> : null}
        <Form.Item
          name="roleIds"
          label={t('roles')}
          rules={[zodRule(updateUserRolesInputSchema.shape.roleIds, tv, tv.has)]}
        >
          <RoleSelect />
        </Form.Item>
      </Form>
    </Modal>
  );
}
