'use client';

import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { assignableRolesOptions } from '@/lib/api-client/access-resources';
import { useMyPermissions, useTenantId } from '@/lib/api-client/use-permissions';

/** Multi-select of the tenant's roles; the owner role is offered only to owners (the API enforces it too). */
export function RoleSelect({
  value,
  onChange,
  id,
}: {
  value?: string[];
  onChange?: (v: string[]) => void;
  id?: string;
}) {
  const t = useTranslations('UsersPage');
  const options = useQuery(assignableRolesOptions(useTenantId()));
  const isOwner = useMyPermissions().data?.isOwner ?? false;
  return (
    <Select
      id={id}
      mode="multiple"
      value={value}
      onChange={onChange}
      loading={options.isPending}
      placeholder={t('rolesPlaceholder')}
      optionFilterProp="label"
      data-testid="role-select"
      options={(options.data ?? []).map((r) => ({
        value: r.id,
        label: r.name,
        disabled: r.isOwner && !isOwner && !value?.includes(r.id),
      }))}
    />
  );
}
