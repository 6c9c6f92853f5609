'use client';

import { Empty, Table, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { NavLink } from '@/components/ui/nav-link';
import { invoiceResource } from '@/lib/api-client/invoice-resources';
import { useCan } from '@/lib/api-client/use-permissions';
import { useResourceList } from '@/lib/api-client/use-resource';
import type { InvoiceListItem } from '@/lib/schemas/invoices';
import { formatDate } from '@/lib/utils/dates';
import { formatMoneyTr } from '@/lib/utils/decimal';
import { InvoiceTotalsFooter } from './invoice-filters';
import { InvoiceStatusTag, PaymentStatusTag } from './invoice-tags';
import { invoiceHref } from './invoices-screen';

/** The Invoices tab of a customer: that customer's invoices, newest first, with their totals. */
export function CustomerInvoices({ customerId }: { customerId: string }) {
  const t = useTranslations('InvoicesPage');
  if (!useCan('invoices.view')) return <Empty description={t('noAccess')} />;
  return <CustomerInvoicesTable customerId={customerId} />;
}

function CustomerInvoicesTable({ customerId }: { customerId: string }) {
  const t = useTranslations('InvoicesPage');
  const [pageIndex, setPageIndex] = useState(0);
  const query = { pageIndex, pageSize: 10, sortField: 'invoiceDate', sortOrder: 'desc', customerId } as const;
  const list = useResourceList(invoiceResource, query);
  return (
    <>
      <Table<InvoiceListItem>
        rowKey="id"
        size="small"
        data-testid="customer-invoices"
        loading={list.isFetching}
        dataSource={list.data?.items ?? []}
        locale={{ emptyText: <Empty description={t('emptyForCustomer')} /> }}
        pagination={{
          current: pageIndex + 1,
          pageSize: 10,
          total: list.data?.totalCount ?? 0,
          onChange: (page) => setPageIndex(page - 1),
        }}
        columns={[
          {
            key: 'number',
            title: t('number'),
            render: (_, i) => (
              <NavLink href={invoiceHref(i.id)}>
                <Typography.Text strong>{i.number ?? t('draft')}</Typography.Text>
              </NavLink>
            ),
          },
          { key: 'date', title: t('invoiceDate'), render: (_, i) => formatDate(i.invoiceDate) },
          { key: 'due', title: t('dueDate'), render: (_, i) => formatDate(i.dueDate) },
          { key: 'status', title: t('status'), render: (_, i) => <InvoiceStatusTag invoice={i} /> },
          {
            key: 'payment',
            title: t('paymentStatus'),
            render: (_, i) => <PaymentStatusTag status={i.paymentStatus} />,
          },
          {
            key: 'total',
            title: t('grandTotal'),
            align: 'right',
            render: (_, i) => formatMoneyTr(i.grandTotal, i.currency),
          },
        ]}
      />
      <InvoiceTotalsFooter query={query} />
    </>
  );
}
