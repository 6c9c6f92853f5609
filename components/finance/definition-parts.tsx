'use client';

import { useQuery } from '@tanstack/react-query';
import { Col, Form, Select, Tag } from 'antd';
import { useTranslations } from 'next-intl';
import { CurrencyField, DateField, SwitchCol } from '@/components/ui/form-fields';
import { moneyRule } from '@/components/ui/money-field';
import { MoneyInput } from '@/components/ui/decimal-input';
import { bankAccountResource, cashRegisterResource, optionsQuery } from '@/lib/api-client/finance-resources';
import { useTenantId } from '@/lib/api-client/use-permissions';

/** The cash registers and bank accounts a payment method can settle into (each query's first page of options). */
export function useSettlementAccounts() {
  const tenantId = useTenantId();
  return {
    registers: useQuery(cashRegisterResource.listOptions(tenantId, optionsQuery)),
    banks: useQuery(bankAccountResource.listOptions(tenantId, optionsQuery)),
  };
}

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

/** The defaults of AccountFields in a new account: Turkish lira, nothing at the start, no date. */
export const openingBlank = { currency: 'TRY', openingBalance: '0', openingDate: null } as const;

/** Currency, opening balance, opening date and active: the columns a cash register and a bank account share. */
export function AccountFields() {
  const tc = useTranslations('FinanceCommon');
  const tv = useTranslations('Validation');
  return (
    <>
      <Col xs={12} sm={8}>
        <CurrencyField label={tc('currency')} />
      </Col>
      <Col xs={12} sm={8}>
        <Form.Item
          name="openingBalance"
          label={tc('openingBalance')}
          rules={[moneyRule(tv('invalidAmount'), tv('amountTooLarge'))]}
        >
          <MoneyInput />
        </Form.Item>
      </Col>
      <Col xs={24} sm={8}>
        <DateField name="openingDate" label={tc('openingDate')} />
      </Col>
      <SwitchCol name="active" label={tc('active')} />
    </>
  );
}
