'use client';

import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Flex, Form, Input, Skeleton } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { useFormError } from '@/components/ui/form-errors';
import { permissionMatrixOptions, roleResource } from '@/lib/api-client/access-resources';
import { useRoleMutations } from '@/lib/api-client/use-access-writes';
import { useTenantId } from '@/lib/api-client/use-permissions';
import { useResourceItem } from '@/lib/api-client/use-resource';
import { createRoleInputSchema, type Role } from '@/lib/schemas/roles';
import { zodRule } from '@/lib/utils/zod-rules';
import { PermissionMatrix } from './permission-matrix';
import { useFeedback } from '@/components/ui/feedback';

export type RoleDrawerState = { mode: 'create' } | { mode: 'edit' | 'view'; id: string } | null;

interface Values {
  name: string;
  description?: string | null;
  permissionIds: string[];
}

/** Create, edit or (for the owner role) view a role with its permission matrix. */
export function RoleFormDrawer({ state, onClose }: { state: RoleDrawerState; onClose: () => void }) {
  const t = useTranslations('RolesPage');
  const tv = useTranslations('Validation');
  const locale = useLocale();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const formError = useFormError(form);
  const [error, setError] = useState<string | null>(null);
  const id = state && state.mode !== 'create' ? state.id : null;
  const role = useResourceItem(roleResource, id);
  const matrix = useQuery(permissionMatrixOptions(useTenantId(), locale));
  const { create, update } = useRoleMutations();
  const readOnly = state?.mode === 'view' || Boolean(role.data?.isOwner);
  const shape = createRoleInputSchema.shape;

  const onFinish = async (values: Values) => {
    setError(null);
    try {
      const input = {
        name: values.name,
        description: values.description ?? null,
        permissionIds: values.permissionIds ?? [],
      };
      if (id && role.data) await update.mutateAsync({ id, version: role.data.version, ...input });
      else await create.mutateAsync(input);
      void message.success(t(id ? 'updated' : 'created'));
      onClose();
    } catch (err) {
      setError(formError(err));
    }
  };

  const title = !state ? '' : state.mode === 'create' ? t('createTitle') : readOnly ? t('viewTitle') : t('editTitle');
  const loading = Boolean(id) && role.isPending;
  const footer = readOnly ? (
    <Button onClick={onClose}>{t('close')}</Button>
  ) : (
    <Flex justify="end" gap={8}>
      <Button onClick={onClose}>{t('cancel')}</Button>
      <Button
        type="primary"
        onClick={() => form.submit()}
        loading={create.isPending || update.isPending}
        disabled={loading}
      >
        {t('save')}
      </Button>
    </Flex>
  );

  return (
    <Drawer
      open={Boolean(state)}
      onClose={onClose}
      title={title}
      size={880}
      destroyOnHidden
      footer={footer}
      afterOpenChange={(open) => !open && setError(null)}
    >
      {role.isError ? <Alert type="error" showIcon title={t('loadRoleError')} /> : null}
      {loading ? (
        <Skeleton active />
      ) : (
        <RoleForm key={id ?? 'new'} form={form} role={role.data} readOnly={readOnly} onFinish={onFinish} error={error}>
          <Form.Item name="name" label={t('name')} rules={[zodRule(shape.name, tv, tv.has)]}>
            <Input disabled={readOnly} maxLength={100} />
          </Form.Item>
          <Form.Item name="description" label={t('description')} rules={[zodRule(shape.description, tv, tv.has)]}>
            <Input.TextArea disabled={readOnly} rows={2} maxLength={500} />
          </Form.Item>
          {readOnly && role.data?.isOwner ? (
            <Alert type="info" showIcon title={t('ownerNote')} style={{ marginBottom: 16 }} />
          ) : null}
          {matrix.isError ? (
            <Alert type="error" showIcon title={t('matrixError')} style={{ marginBottom: 16 }} />
          ) : null}
          <Form.Item name="permissionIds" label={t('permissions')}>
            <PermissionMatrix modules={matrix.data ?? []} readOnly={readOnly} loading={matrix.isPending} />
          </Form.Item>
        </RoleForm>
      )}
    </Drawer>
  );
}

function RoleForm({
  form,
  role,
  readOnly,
  onFinish,
  error,
  children,
}: {
  form: ReturnType<typeof Form.useForm<Values>>[0];
  role: Role | undefined;
  readOnly: boolean;
  onFinish: (v: Values) => void;
  error: string | null;
  children: ReactNode;
}) {
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      disabled={readOnly}
      onFinish={onFinish}
      initialValues={{
        name: role?.name ?? '',
        description: role?.description ?? '',
        permissionIds: role?.permissionIds ?? [],
      }}
      data-testid="role-form"
    >
      {error ? <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} /> : null}
      {children}
    </Form>
  );
}
