'use client';

import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Empty, Flex, Form, Grid, Input, Skeleton } from 'antd';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { apiErrorOf } from '@/lib/api-client/errors';
import { modulePermissionsOptions } from '@/lib/api-client/backoffice-resources';
import { useModuleMutations } from '@/lib/api-client/use-backoffice-writes';
import { permissionActions, type Module } from '@/lib/schemas/backoffice-modules';
import { PermissionRow, type PermissionRowValue } from './permission-row';
import { useFeedback } from '@/components/ui/feedback';

type Values = { permissions: PermissionRowValue[] };
type PermissionAction = (typeof permissionActions)[number];
const PAGE_SIZE = 100;

/**
 * The permission editor of one module: edit, add (one row or the four standard actions) and save
 * the whole list in one call. Deleting a saved permission asks first, naming how many roles lose it.
 */
export function ModulePermissionsDrawer({ module, onClose }: { module: Module | null; onClose: () => void }) {
  const t = useTranslations('BackofficeModules');
  const tc = useTranslations('Common');
  const { message, modal } = useFeedback();
  const wide = Grid.useBreakpoint().md;
  const [form] = Form.useForm<Values>();
  const [searchText, setSearchText] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const { savePermissions, deletePermission } = useModuleMutations();
  const query = { moduleId: module?.id ?? '', pageIndex: 0, pageSize: PAGE_SIZE, searchText };
  const permissions = useQuery({
    ...modulePermissionsOptions(query),
    enabled: Boolean(module),
    placeholderData: keepPreviousData,
  });
  // The form instance outlives the keyed <Form> below, and a remount merges its old rows over the
  // new initial values: start over from the server's rows whenever they change (after a save or a
  // delete) or the drawer opens for a module.
  const loaded = Boolean(permissions.data);
  useEffect(() => {
    if (loaded) form.resetFields();
  }, [form, loaded, permissions.dataUpdatedAt, module?.id]);
  // Rows prefix their codes like the module's existing ones (customers.view), else the key.
  const prefix = permissions.data?.items[0]?.code.split('.')[0] ?? module?.key.toLowerCase() ?? '';

  const blank = (action = 'view'): PermissionRowValue => ({
    moduleId: module!.id,
    code: `${prefix}.${action}`,
    action,
    labelTr: '',
    labelEn: '',
  });
  const addStandard = () => {
    const rows: PermissionRowValue[] = form.getFieldValue('permissions') ?? [];
    const missing = permissionActions.filter((a) => !rows.some((r) => r.action === a));
    form.setFieldValue('permissions', [
      ...rows,
      ...missing.map((a) => ({
        ...blank(a),
        labelTr: `${module!.labelTr} - ${t(`actionLabelsTr.${a}`)}`,
        labelEn: `${module!.labelEn} - ${t(`actionLabelsEn.${a}`)}`,
      })),
    ]);
  };

  const confirmDelete = (row: PermissionRowValue, remove: () => void) => {
    if (!row.id) return remove();
    modal.confirm({
      title: t('deleteConfirmTitle', { code: row.code }),
      content: row.roleCount ? t('deleteConfirmInUse', { count: row.roleCount }) : t('deleteConfirmText'),
      okText: t('deletePermission'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: () =>
        deletePermission
          .mutateAsync(row.id!)
          .then((r) => void message.success(t('permissionDeleted', { count: r.removedFromRoles })))
          .catch((err: unknown) => void message.error(apiErrorOf(err)?.message ?? tc('unexpectedError'))),
    });
  };

  const onFinish = async () => {
    setError(null);
    // The submitted values hold only the fields that have inputs; `id` (update, not create) and
    // `moduleId` live in the store, so read the rows from there.
    const rows: PermissionRowValue[] = form.getFieldValue('permissions') ?? [];
    if (rows.length === 0 || !module) return;
    try {
      await savePermissions.mutateAsync(
        rows.map(({ id, code, action, labelTr, labelEn }) => ({
          ...(id ? { id } : {}),
          moduleId: module.id,
          code,
          action: action as PermissionAction,
          labelTr,
          labelEn,
        })),
      );
      void message.success(t('permissionsSaved'));
    } catch (err) {
      const body = apiErrorOf(err);
      // The API names list fields by index ('2.code'), the form by its list path.
      const fields = Object.entries(body?.fields ?? {}).map(([name, msg]) => ({
        name: ['permissions', ...name.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p))],
        errors: [msg],
      }));
      form.setFields(fields as Parameters<typeof form.setFields>[0]);
      setError(body?.message ?? tc('unexpectedError'));
    }
  };

  const reset = (visible: boolean) => {
    if (visible) return;
    setError(null);
    setSearchText(undefined);
  };
  const footer = (
    <Flex justify="end" gap={8}>
      <Button onClick={onClose}>{t('cancel')}</Button>
      <Button type="primary" loading={savePermissions.isPending} onClick={() => form.submit()}>
        {t('save')}
      </Button>
    </Flex>
  );
  return (
    <Drawer
      open={Boolean(module)}
      onClose={onClose}
      title={t('permissionsTitle', { name: module?.labelTr ?? '' })}
      size={wide ? 900 : '100%'}
      destroyOnHidden
      footer={footer}
      afterOpenChange={reset}
    >
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('permissionSearch')}
          aria-label={t('permissionSearch')}
          style={{ flex: '1 1 220px', maxWidth: 320 }}
          onSearch={(v) => setSearchText(v.trim() || undefined)}
        />
        <Button
          icon={<PlusOutlined />}
          onClick={() => form.setFieldValue('permissions', [...(form.getFieldValue('permissions') ?? []), blank()])}
        >
          {t('addPermission')}
        </Button>
        <Button onClick={addStandard}>{t('addStandard')}</Button>
      </Flex>
      {error ? <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} /> : null}
      {permissions.isError ? (
        <LoadErrorAlert title={t('permissionsLoadError')} onRetry={() => void permissions.refetch()} />
      ) : null}
      {permissions.isPending ? (
        <Skeleton active />
      ) : (
        // Keyed by the loaded rows: a refetch (after save or delete) starts the form over from the server.
        <Form<Values>
          key={permissions.dataUpdatedAt}
          form={form}
          initialValues={{ permissions: permissions.data?.items ?? [] }}
          onFinish={onFinish}
          data-testid="permissions-form"
        >
          <Form.List name="permissions">
            {(fields, { remove }) =>
              fields.length === 0 ? (
                <Empty description={t('noPermissions')} />
              ) : (
                fields.map((f) => (
                  <PermissionRow
                    key={f.key}
                    index={f.name}
                    value={form.getFieldValue(['permissions', f.name])}
                    onRemove={() => confirmDelete(form.getFieldValue(['permissions', f.name]), () => remove(f.name))}
                  />
                ))
              )
            }
          </Form.List>
        </Form>
      )}
    </Drawer>
  );
}
