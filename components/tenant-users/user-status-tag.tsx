'use client';

import { Tag } from 'antd';
import { useTranslations } from 'next-intl';
import type { UserStatus } from '@/lib/schemas/tenant-users';

const colors: Record<UserStatus, string> = { active: 'green', pending: 'gold', disabled: 'default' };

export function UserStatusTag({ status }: { status: UserStatus }) {
  const t = useTranslations('UsersPage');
  return <Tag color={colors[status]}>{t(`status.${status}`)}</Tag>;
}
