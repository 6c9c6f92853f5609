'use client';

import { Select, Tag } from 'antd';
import { useTranslations } from 'next-intl';

/** Active / inactive, as the catalogue shows it. */
export function ActiveTag({ active }: { active: boolean }) {
  const t = useTranslations('FinanceCommon');
  return <Tag color={active ? 'success' : 'default'}>{active ? t('active') : t('inactive')}</Tag>;
}

/** The status filter of the definition lists. */
export function ActiveFilter<Q extends { active?: 'true' | 'false' }>({
  query,
  patch,
}: {
  query: Q;
  patch: (p: Partial<Q>) => void;
}) {
  const t = useTranslations('FinanceCommon');
  return (
    <Select<'all' | 'true' | 'false'>
      aria-label={t('status')}
      style={{ flex: '0 1 140px' }}
      value={query.active ?? 'all'}
      onChange={(v) => patch({ active: v === 'all' ? undefined : v } as Partial<Q>)}
      options={[
        { value: 'all', label: t('allStatuses') },
        { value: 'true', label: t('active') },
        { value: 'false', label: t('inactive') },
      ]}
    />
  );
}
