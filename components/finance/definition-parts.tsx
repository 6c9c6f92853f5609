'use client';

import { Col, Form, Select, Tag } from 'antd';
import { useTranslations } from 'next-intl';
import { CurrencyField, DateField } from '@/components/ui/form-fields';
import { moneyRule } from '@/components/ui/money-field';
import { MoneyInput } from '@/components/ui/money-input';

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

/** Currency, opening balance and opening date: the three columns every cash or bank account starts with. */
export function OpeningBalanceFields() {
  const tc = useTranslations('FinanceCommon');
  const tv = useTranslations('Validation');
  return (
    <>
      <Col xs={12} sm={8}>
        <CurrencyField label={tc('currency')} />
      </Col>
      <Col xs={12} sm={8}>
        <Form.Item name="openingBalance" label={tc('openingBalance')} rules={[moneyRule(tv('invalidAmount'))]}>
          <MoneyInput />
        </Form.Item>
      </Col>
      <Col xs={24} sm={8}>
        <DateField name="openingDate" label={tc('openingDate')} />
      </Col>
    </>
  );
}
