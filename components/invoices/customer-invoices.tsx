'use client';

import { Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/ui/nav-link';
import { RelatedList } from '@/components/ui/related-list';
import { invoiceResource } from '@/lib/api-client/invoice-resources';
import { detailPath } from '@/lib/modules/module-links';
import { formatDate } from '@/lib/utils/dates';
import { formatMoneyTr } from '@/lib/utils/decimal';
import { InvoiceTotalsFooter } from './invoice-filters';
import { InvoiceStatusTag, PaymentStatusTag } from './invoice-tags';

/** The Invoices tab of a customer: that customer's invoices, newest first, with their totals. */
export function CustomerInvoices({ customerId }: { customerId: string }) {
  const t = useTranslations('InvoicesPage');
  return (
    <RelatedList
      resource={invoiceResource}
      filter={{ customerId, sortField: 'invoiceDate', sortOrder: 'desc' }}
      testId="customer-invoices"
      texts={{ label: t('title'), noAccess: t('noAccess'), empty: t('emptyForCustomer') }}
      footer={(query) => <InvoiceTotalsFooter query={query} />}
      columns={[
        {
          key: 'number',
          title: t('number'),
          render: (_, i) => (
            <NavLink href={detailPath('invoices', i.id)}>
              <Typography.Text strong>{i.number ?? t('draft')}</Typography.Text>
            </NavLink>
          ),
        },
        { key: 'date', title: t('invoiceDate'), render: (_, i) => formatDate(i.invoiceDate) },
        { key: 'due', title: t('dueDate'), render: (_, i) => formatDate(i.dueDate) },
        { key: 'status', title: t('status'), render: (_, i) => <InvoiceStatusTag invoice={i} /> },
        { key: 'payment', title: t('paymentStatus'), render: (_, i) => <PaymentStatusTag status={i.paymentStatus} /> },
        {
          key: 'total',
          title: t('grandTotal'),
          align: 'right',
          render: (_, i) => formatMoneyTr(i.grandTotal, i.currency),
        },
      ]}
    />
  );
}
