'use client';

import { EyeOutlined } from '@ant-design/icons';
import { Button, Select } from 'antd';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/ui/nav-link';
import { ResourceListScreen } from '@/components/ui/resource-list-screen';
import { paymentResource } from '@/lib/api-client/payment-resources';
import { detailPath } from '@/lib/modules/module-links';
import type { Payment, PaymentListItem } from '@/lib/schemas/payments';
import { paymentKinds, paymentRecordStatuses } from '@/lib/schemas/values/payments';
import { formatDate } from '@/lib/utils/dates';
import { formatMoneyTr } from '@/lib/utils/decimal';
import { PaymentTags } from './payment-tags';
import { lazyComponent } from '@/components/ui/lazy';

const loadForm = () => import('./payment-form');
const PaymentForm = lazyComponent(() => loadForm().then((m) => m.PaymentForm));

/** /tenant/finance/payments: collections and payments, server-paged; never edited (a reversal on the detail page). */
export function PaymentsScreen() {
  const t = useTranslations('PaymentsPage');
  const tk = useTranslations('PaymentKinds');
  const ts = useTranslations('PaymentRecordStatus');
  const router = useRouter();
  return (
    <ResourceListScreen<PaymentListItem, typeof paymentResource.initialQuery, Payment>
      resource={paymentResource}
      namespace="PaymentsPage"
      testId="payments-page"
      tableTestId="payments-table"
      itemLabel={(p) => p.number}
      columns={[
        {
          key: 'number',
          title: t('number'),
          sortField: 'number',
          render: (p) => <NavLink href={detailPath('payments', p.id)}>{p.number}</NavLink>,
        },
        { key: 'date', title: t('date'), sortField: 'paymentDate', render: (p) => formatDate(p.paymentDate) },
        { key: 'customer', title: t('customer'), render: (p) => p.customerName },
        { key: 'kind', title: t('kind'), render: (p) => <PaymentTags payment={p} /> },
        { key: 'method', title: t('method'), hideBelow: 'md', render: (p) => p.paymentMethodName },
        { key: 'account', title: t('account'), hideBelow: 'md', render: (p) => p.accountName },
        {
          key: 'amount',
          title: t('amount'),
          sortField: 'amount',
          align: 'right',
          render: (p) => formatMoneyTr(p.amount, p.currency),
        },
        {
          key: 'advance',
          title: t('unallocated'),
          align: 'right',
          hideBelow: 'md',
          render: (p) => (Number(p.unallocatedAmount) > 0 ? formatMoneyTr(p.unallocatedAmount, p.currency) : '—'),
        },
      ]}
      filters={({ query, patch }) => (
        <>
          <Select
            allowClear
            placeholder={t('allKinds')}
            aria-label={t('kind')}
            style={{ minWidth: 160 }}
            value={query.kind}
            onChange={(kind) => patch({ kind })}
            options={paymentKinds.map((k) => ({ value: k, label: tk(k) }))}
          />
          <Select
            allowClear
            placeholder={t('allStatuses')}
            aria-label={t('status')}
            style={{ minWidth: 160 }}
            value={query.status}
            onChange={(status) => patch({ status })}
            options={paymentRecordStatuses.map((s) => ({ value: s, label: ts(s) }))}
          />
        </>
      )}
      preloadForm={loadForm}
      form={(_record, close) => (
        <PaymentForm onClose={close} onSaved={(p) => router.push(detailPath('payments', p.id))} />
      )}
      rowActions={(p) => (
        <Button
          type="text"
          icon={<EyeOutlined />}
          aria-label={t('open')}
          title={t('open')}
          onClick={() => router.push(detailPath('payments', p.id))}
        />
      )}
    />
  );
}
