'use client';

import { MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslations } from 'next-intl';
import { apiErrorOf } from '@/lib/api-client/errors';
import { useCan } from '@/lib/api-client/use-permissions';
import { useUserActions } from '@/lib/api-client/use-access-writes';
import type { TenantUser } from '@/lib/schemas/tenant-users';
import { useFeedback } from '@/components/ui/feedback';

/**
 * The actions on another user's row, limited to what the signed-in user may do: edit roles and
 * enable/disable need users.update, resending an invitation users.create. Disabling asks first.
 */
export function UserActions({
  user,
  isSelf,
  onEditRoles,
}: {
  user: TenantUser;
  isSelf: boolean;
  onEditRoles: (u: TenantUser) => void;
}) {
  const t = useTranslations('UsersPage');
  const tc = useTranslations('Common');
  const { message, modal } = useFeedback();
  const canUpdate = useCan('users.update');
  const canCreate = useCan('users.create');
  const { resend, setEnabled } = useUserActions();
  const fullName = `${user.name} ${user.surname}`;

  const fail = (err: unknown) => void message.error(apiErrorOf(err)?.message ?? tc('unexpectedError'));

  const confirmStatus = (enabled: boolean) =>
    modal.confirm({
      title: t(enabled ? 'enableConfirmTitle' : 'disableConfirmTitle'),
      content: t(enabled ? 'enableConfirmText' : 'disableConfirmText', { name: fullName }),
      okText: t(enabled ? 'enable' : 'disable'),
      okButtonProps: { danger: !enabled },
      cancelText: t('cancel'),
      onOk: () =>
        setEnabled
          .mutateAsync({ id: user.id, enabled, version: user.version })
          .then(() => void message.success(t(enabled ? 'enabled' : 'disabled')))
          .catch(fail),
    });

  const items: NonNullable<MenuProps['items']> = [];
  if (canUpdate && !isSelf && user.status !== 'disabled')
    items.push({ key: 'roles', label: t('editRoles'), onClick: () => onEditRoles(user) });
  if (canCreate && user.status === 'pending') {
    items.push({
      key: 'resend',
      label: t('resend'),
      onClick: () =>
        resend
          .mutateAsync(user.id)
          .then(() => void message.success(t('resent')))
          .catch(fail),
    });
  }
  if (canUpdate && !isSelf) {
    items.push(
      user.status === 'disabled'
        ? { key: 'enable', label: t('enable'), onClick: () => confirmStatus(true) }
        : { key: 'disable', label: t('disable'), danger: true, onClick: () => confirmStatus(false) },
    );
  }
  if (items.length === 0) return null;
  return (
    <Dropdown menu={{ items }} trigger={['click']}>
      <Button
        type="text"
        icon={<MoreOutlined />}
        aria-label={t('actionsFor', { name: fullName })}
        data-testid={`user-actions-${user.email}`}
      />
    </Dropdown>
  );
}
