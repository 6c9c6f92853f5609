'use client';

import { useTranslations } from 'next-intl';
import { ResourceListScreen } from '@/components/ui/resource-list-screen';
import { paymentMethodResource } from '@/lib/api-client/finance-resources';
import type { PaymentMethod, PaymentMethodKind } from '@/lib/schemas/finance-definitions';
import { ActiveFilter, ActiveTag } from './definition-parts';
import { lazyComponent } from '@/components/ui/lazy';

const loadForm = () => import('./payment-method-form');
const PaymentMethodForm = lazyComponent(() => loadForm().then((m) => m.PaymentMethodForm));

/** /tenant/finance/definitions/payment-methods: the kind and where each settles by default. */
export function PaymentMethodsScreen() {
  const t = useTranslations('PaymentMethodsPage');
  const tk = useTranslations('PaymentMethodKinds');
  const tc = useTranslations('FinanceCommon');
  return (
    <ResourceListScreen
      resource={paymentMethodResource}
      namespace="PaymentMethodsPage"
      testId="payment-methods-page"
      itemLabel={(m) => m.name}
      columns={[
        { key: 'name', title: t('name'), sortField: 'name', render: (m) => m.name },
        { key: 'kind', title: t('kind'), render: (m) => tk(m.kind as PaymentMethodKind) },
        {
          key: 'settles',
          title: t('settlesInto'),
          hideBelow: 'md',
          render: (m) => m.cashRegisterName ?? m.bankAccountName ?? '—',
        },
        { key: 'active', title: tc('status'), render: (m) => <ActiveTag active={m.active} /> },
      ]}
      filters={({ query, patch }) => <ActiveFilter query={query} patch={patch} />}
      preloadForm={loadForm}
      form={(record: PaymentMethod | null, close) => <PaymentMethodForm record={record} onClose={close} />}
    />
  );
}
