'use client';

import { Tag } from 'antd';
import { useTranslations } from 'next-intl';
import { messageOr } from '@/lib/i18n/dynamic-message';
import type { TenantStatus } from '@/lib/schemas/backoffice-tenants';

export function TenantStatusTag({ status }: { status: TenantStatus }) {
  const t = useTranslations('BackofficeTenants');
  return <Tag color={status === 'active' ? 'green' : 'red'}>{t(`status.${status}`)}</Tag>;
}

/** A tenant user's account state: pending until the activation link is used. */
export function UserStatusTag({ status }: { status: string }) {
  const t = useTranslations('BackofficeTenants');
  const color = status === 'active' ? 'green' : status === 'pending' ? 'gold' : 'default';
  return <Tag color={color}>{messageOr(t, `userStatus.${status}`, status)}</Tag>;
}
