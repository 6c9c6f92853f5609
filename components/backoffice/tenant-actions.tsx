'use client';

import { MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useTenantMutations } from '@/lib/api-client/use-backoffice-writes';
import { apiErrorOf } from '@/lib/api-client/errors';
import type { Tenant } from '@/lib/schemas/backoffice-tenants';
import { useFeedback } from '@/components/ui/feedback';

/** Confirms, then suspends (ending every session of the tenant's users) or reactivates. */
export function useConfirmTenantStatus() {
  const t = useTranslations('BackofficeTenants');
  const tc = useTranslations('Common');
  const { message, modal } = useFeedback();
  const { setStatus } = useTenantMutations();
  return (tenant: Pick<Tenant, 'id' | 'name' | 'status'>) => {
    const suspend = tenant.status === 'active';
    modal.confirm({
      title: t(suspend ? 'suspendConfirmTitle' : 'reactivateConfirmTitle'),
      content: t(suspend ? 'suspendConfirmText' : 'reactivateConfirmText', { name: tenant.name }),
      okText: t(suspend ? 'suspend' : 'reactivate'),
      okButtonProps: { danger: suspend },
      cancelText: t('cancel'),
      onOk: () =>
        setStatus
          .mutateAsync({ id: tenant.id, suspended: suspend })
          .then(() => void message.success(t(suspend ? 'suspended' : 'reactivated')))
          .catch((err: unknown) => void message.error(apiErrorOf(err)?.message ?? tc('unexpectedError'))),
    });
  };
}

/** Emails the pending owner a fresh activation link. */
export function useResendActivation() {
  const t = useTranslations('BackofficeTenants');
  const tc = useTranslations('Common');
  const { message } = useFeedback();
  const { resend } = useTenantMutations();
  return (tenantId: string) =>
    resend
      .mutateAsync(tenantId)
      .then((r) => void message.success(t('resent', { email: r.email })))
      .catch((err: unknown) => void message.error(apiErrorOf(err)?.message ?? tc('unexpectedError')));
}

/** A tenant row's menu: details, edit, resend activation (owner pending), suspend or reactivate. */
export function TenantActions({ tenant, onEdit }: { tenant: Tenant; onEdit: (t: Tenant) => void }) {
  const t = useTranslations('BackofficeTenants');
  const router = useRouter();
  const confirmStatus = useConfirmTenantStatus();
  const resend = useResendActivation();
  const items: NonNullable<MenuProps['items']> = [
    { key: 'open', label: t('details'), onClick: () => router.push(`/backoffice/tenant/${tenant.id}`) },
    { key: 'edit', label: t('edit'), onClick: () => onEdit(tenant) },
  ];
  if (tenant.owner?.status === 'pending')
    items.push({ key: 'resend', label: t('resendActivation'), onClick: () => void resend(tenant.id) });
  items.push(
    tenant.status === 'active'
      ? { key: 'suspend', label: t('suspend'), danger: true, onClick: () => confirmStatus(tenant) }
      : { key: 'reactivate', label: t('reactivate'), onClick: () => confirmStatus(tenant) },
  );
  return (
    <Dropdown menu={{ items }} trigger={['click']}>
      <Button type="text" icon={<MoreOutlined />} aria-label={t('actionsFor', { name: tenant.name })} />
    </Dropdown>
  );
}
