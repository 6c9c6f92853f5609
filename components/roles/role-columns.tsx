'use client';

import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Tooltip, Typography, type TableProps } from 'antd';
import { useTranslations } from 'next-intl';
import { apiErrorOf } from '@/lib/api-client/errors';
import { useCan } from '@/lib/api-client/use-permissions';
import { useRoleMutations } from '@/lib/api-client/use-roles';
import type { RoleSummary } from '@/lib/schemas/roles';
import { useFeedback } from '@/components/ui/feedback';

/** The columns of the roles list: user and permission counts; edit and delete where allowed, delete after confirming. */
export function useRoleColumns(onOpen: (mode: 'edit' | 'view', id: string) => void) {
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

  const columns: TableProps<RoleSummary>['columns'] = [
    {
      key: 'name',
      title: t('columns.name'),
      render: (_, r) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>
            {r.name} {r.isOwner ? <Tag color="blue">{t('builtIn')}</Tag> : null}
          </Typography.Text>
          {r.description ? <Typography.Text type="secondary">{r.description}</Typography.Text> : null}
          <Typography.Text type="secondary" className="cari-only-phone">
            {t('counts', { users: r.userCount, permissions: r.permissionCount })}
          </Typography.Text>
        </Space>
      ),
    },
    {
      key: 'users',
      title: t('columns.users'),
      dataIndex: 'userCount',
      align: 'right',
      width: 110,
      className: 'cari-col-from-sm',
    },
    {
      key: 'permissions',
      title: t('columns.permissions'),
      dataIndex: 'permissionCount',
      align: 'right',
      width: 110,
      className: 'cari-col-from-sm',
    },
    {
      key: 'actions',
      title: <span className="sr-only">{t('columns.actions')}</span>,
      align: 'right',
      width: 96,
      render: (_, r) => {
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
      },
    },
  ];

  return columns;
}
