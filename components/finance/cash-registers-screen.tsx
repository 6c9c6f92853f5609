'use client';

import { useTranslations } from 'next-intl';
import { ResourceListScreen } from '@/components/ui/resource-list-screen';
import { cashRegisterResource } from '@/lib/api-client/finance-resources';
import type { CashRegister } from '@/lib/schemas/finance-definitions';
import { formatDate } from '@/lib/utils/dates';
import { formatMoneyTr } from '@/lib/utils/decimal';
import { AccountBalanceCell } from './account-movements';
import { ActiveFilter, ActiveTag } from './definition-parts';
import { lazyComponent } from '@/components/ui/lazy';

const loadForm = () => import('./cash-register-form');
const CashRegisterForm = lazyComponent(() => loadForm().then((m) => m.CashRegisterForm));

/** /tenant/finance/definitions/cash-registers */
export function CashRegistersScreen() {
  const t = useTranslations('CashRegistersPage');
  const tc = useTranslations('FinanceCommon');
  return (
    <ResourceListScreen
      resource={cashRegisterResource}
      namespace="CashRegistersPage"
      testId="cash-registers-page"
      itemLabel={(k) => k.name}
      columns={[
        { key: 'name', title: t('name'), sortField: 'name', render: (k) => k.name },
        { key: 'responsible', title: t('responsible'), hideBelow: 'md', render: (k) => k.responsibleUserName ?? '—' },
        {
          key: 'opening',
          title: tc('openingBalance'),
          align: 'right',
          render: (k) => formatMoneyTr(k.openingBalance, k.currency),
        },
        { key: 'openingDate', title: tc('openingDate'), hideBelow: 'lg', render: (k) => formatDate(k.openingDate) },
        {
          key: 'balance',
          title: tc('balance'),
          align: 'right',
          render: (k) => <AccountBalanceCell resource="cash-registers" account={k} />,
        },
        { key: 'active', title: tc('status'), render: (k) => <ActiveTag active={k.active} /> },
      ]}
      filters={({ query, patch }) => <ActiveFilter query={query} patch={patch} />}
      preloadForm={loadForm}
      form={(record: CashRegister | null, close) => <CashRegisterForm record={record} onClose={close} />}
    />
  );
}
