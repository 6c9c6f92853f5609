'use client';

import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/ui/nav-link';
import { RelatedList } from '@/components/ui/related-list';
import { paymentResource } from '@/lib/api-client/payment-resources';
import { detailPath } from '@/lib/modules/module-links';
import { formatDate } from '@/lib/utils/dates';
import { formatMoneyTr } from '@/lib/utils/decimal';
import { PaymentTags } from './payment-tags';

/** The Payments tab of a customer: its collections, payments and reversals, newest first. */
export function CustomerPayments({ customerId }: { customerId: string }) {
  const t = useTranslations('PaymentsPage');
  return (
    <RelatedList
      resource={paymentResource}
      filter={{ customerId, sortField: 'paymentDate', sortOrder: 'desc' }}
      testId="customer-payments"
      texts={{ label: t('title'), noAccess: t('noAccess'), empty: t('emptyForCustomer') }}
      columns={[
        {
          key: 'number',
          title: t('number'),
          render: (_, p) => <NavLink href={detailPath('payments', p.id)}>{p.number}</NavLink>,
        },
        { key: 'date', title: t('date'), render: (_, p) => formatDate(p.paymentDate) },
        { key: 'kind', title: t('kind'), render: (_, p) => <PaymentTags payment={p} /> },
        { key: 'method', title: t('method'), render: (_, p) => p.paymentMethodName },
        { key: 'amount', title: t('amount'), align: 'right', render: (_, p) => formatMoneyTr(p.amount, p.currency) },
      ]}
    />
  );
}
