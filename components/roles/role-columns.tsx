'use client';

import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Tooltip, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import type { ListColumn } from '@/components/ui/resource-list-screen';
import { apiErrorOf } from '@/lib/api-client/errors';
import { useRoleMutations } from '@/lib/api-client/use-access-writes';
import { useCan } from '@/lib/api-client/use-permissions';
import type { RoleSummary } from '@/lib/schemas/roles';
import { useFeedback } from '@/components/ui/feedback';

/** The columns of the roles list: the name (built-in tag, description), user and permission counts. */
export function useRoleColumns(): ListColumn<RoleSummary>[] {
  const t = useTranslations('RolesPage');
  return [
    {
      key: 'name',
      title: t('columns.name'),
      render: (r) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>
            {r.name} {r.isOwner ? <Tag color="blue">{t('builtIn')}</Tag> : null}
          </Typography.Text>
          {r.description ? <Typography.Text type="secondary">{r.description}</Typography.Text> : null}
        </Space>
      ),
    },
    { key: 'users', title: t('columns.users'), align: 'right', width: 110, render: (r) => r.userCount },
    {
      key: 'permissions',
      title: t('columns.permissions'),
      align: 'right',
      width: 110,
      render: (r) => r.permissionCount,
    },
  ];
}

/**
 * A role's row actions: edit (or view, for the owner role and without roles.update) and delete
 * after confirming; a role users hold cannot be deleted, and says why.
 */
export function useRoleActions(onOpen: (mode: 'edit' | 'view', id: string) => void) {
  const t = useTranslations('RolesPage');
  const tc = useTranslations('Common');
  const { message, modal } = useFeedback();
  const canUpdate = useCan('roles.update');
  const canDelete = useCan('roles.delete');
  const { remove } = useRoleMutations();

  const confirmDelete = (role: RoleSummary) =>
    modal.confirm({
      title: t('deleteConfirmTitle'),
      content: t('deleteConfirmText', { name: role.name }),
      okText: t('delete'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: () =>
        remove
          .mutateAsync(role.id)
          .then(() => void message.success(t('deleted')))
          .catch((err: unknown) => void message.error(apiErrorOf(err)?.message ?? tc('unexpectedError'))),
    });

  return function roleActions(r: RoleSummary) {
    const editable = canUpdate && !r.isOwner;
    return (
      <Space size={4}>
        <Tooltip title={editable ? t('edit') : t('view')}>
          <Button
            type="text"
            icon={editable ? <EditOutlined /> : <EyeOutlined />}
            aria-label={`${editable ? t('edit') : t('view')}: ${r.name}`}
            onClick={() => onOpen(editable ? 'edit' : 'view', r.id)}
          />
        </Tooltip>
        {canDelete && !r.isOwner ? (
          <Tooltip title={r.userCount > 0 ? t('inUseHint') : t('delete')}>
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={`${t('delete')}: ${r.name}`}
              disabled={r.userCount > 0}
              onClick={() => confirmDelete(r)}
            />
          </Tooltip>
        ) : null}
      </Space>
    );
  };
}
