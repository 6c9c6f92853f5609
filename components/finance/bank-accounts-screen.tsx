'use client';

import { useTranslations } from 'next-intl';
import { ResourceListScreen } from '@/components/ui/resource-list-screen';
import { bankAccountResource } from '@/lib/api-client/finance-resources';
import type { BankAccount } from '@/lib/schemas/finance-definitions';
import { formatMoneyTr } from '@/lib/utils/decimal';
import { formatIban } from '@/lib/utils/iban';
import { AccountBalanceCell } from './account-movements';
import { ActiveFilter, ActiveTag } from './definition-parts';
import { lazyComponent } from '@/components/ui/lazy';

const loadForm = () => import('./bank-account-form');
const BankAccountForm = lazyComponent(() => loadForm().then((m) => m.BankAccountForm));

/** /tenant/finance/definitions/bank-accounts: IBANs shown in groups of four. */
export function BankAccountsScreen() {
  const t = useTranslations('BankAccountsPage');
  const tc = useTranslations('FinanceCommon');
  return (
    <ResourceListScreen
      resource={bankAccountResource}
      namespace="BankAccountsPage"
      testId="bank-accounts-page"
      itemLabel={(b) => `${b.bankName} – ${b.accountName}`}
      columns={[
        {
          key: 'name',
          title: t('bankName'),
          sortField: 'name',
          render: (b) => `${b.bankName}${b.branch ? ` / ${b.branch}` : ''}`,
        },
        { key: 'accountName', title: t('accountName'), hideBelow: 'md', render: (b) => b.accountName },
        {
          key: 'iban',
          title: t('iban'),
          render: (b) => <span style={{ fontFamily: 'monospace' }}>{formatIban(b.iban)}</span>,
        },
        {
          key: 'opening',
          title: tc('openingBalance'),
          align: 'right',
          hideBelow: 'lg',
          render: (b) => formatMoneyTr(b.openingBalance, b.currency),
        },
        {
          key: 'balance',
          title: tc('balance'),
          align: 'right',
          render: (b) => (
            <AccountBalanceCell resource="bank-accounts" account={{ ...b, name: `${b.bankName} – ${b.accountName}` }} />
          ),
        },
        { key: 'active', title: tc('status'), render: (b) => <ActiveTag active={b.active} /> },
      ]}
      filters={({ query, patch }) => <ActiveFilter query={query} patch={patch} />}
      preloadForm={loadForm}
      form={(record: BankAccount | null, close) => <BankAccountForm record={record} onClose={close} />}
    />
  );
}
