'use client';

import { useQuery } from '@tanstack/react-query';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Descriptions, Table, Typography } from 'antd';
import Decimal from 'decimal.js';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { lazyComponent } from '@/components/ui/lazy';
import { NavLink } from '@/components/ui/nav-link';
import { Panel } from '@/components/ui/panel';
import { invoiceResource } from '@/lib/api-client/invoice-resources';
import { ledgerOptions } from '@/lib/api-client/payment-resources';
import { useCan, useTenantId } from '@/lib/api-client/use-permissions';
import { useResourceItem } from '@/lib/api-client/use-resource';
import { detailPath } from '@/lib/modules/module-links';
import { formatDate } from '@/lib/utils/dates';
import { formatMoneyTr } from '@/lib/utils/decimal';

// The payment form (and its schemas) loads when Tahsilat Ekle is first clicked.
const PaymentForm = lazyComponent(() => import('./payment-form').then((m) => m.PaymentForm));

/** An issued sales invoice's settlement: paid, returned and remaining, and the payments allocated to it. */
export function InvoicePayments({ invoiceId }: { invoiceId: string }) {
  const t = useTranslations('InvoicePayments');
  const tenantId = useTenantId();
  const canCollect = useCan('payments.create');
  const [collecting, setCollecting] = useState(false);
  const invoice = useResourceItem(invoiceResource, invoiceId).data;
  const payments = useQuery({
    ...ledgerOptions.invoice(tenantId, invoiceId, invoice?.allocatedAmount),
    enabled: Boolean(tenantId && invoice && invoice.status !== 'draft' && invoice.kind === 'sales'),
  });
  if (!invoice || invoice.status === 'draft' || invoice.kind !== 'sales') return null;
  const money = (v: string) => formatMoneyTr(v, invoice.currency);
  const remaining = new Decimal(invoice.payableTotal).minus(invoice.allocatedAmount).minus(invoice.returnedAmount);
  // Tahsilat Ekle: the remaining amount, all of it allocated to this invoice.
  const collect =
    canCollect && invoice.status === 'issued' && remaining.greaterThan(0) ? (
      <Button icon={<PlusOutlined />} data-testid="invoice-collect" onClick={() => setCollecting(true)}>
        {t('collect')}
      </Button>
    ) : null;
  return (
    <Panel title={t('title')} extra={collect} style={{ marginTop: 16 }} testId="invoice-payments">
      {/* One item a line below 768px by CSS (globals.css): a responsive `column` shifts after hydration. */}
      <Descriptions
        className="cari-stack-below-md"
        size="small"
        column={3}
        items={[
          {
            key: 'paid',
            label: t('paid'),
            children: <span data-testid="invoice-paid">{money(invoice.allocatedAmount)}</span>,
          },
          { key: 'returned', label: t('returned'), children: money(invoice.returnedAmount) },
          {
            key: 'remaining',
            label: t('remaining'),
            children: (
              <Typography.Text strong data-testid="invoice-remaining">
                {money(remaining.toFixed(2))}
              </Typography.Text>
            ),
          },
        ]}
      />
      <Table
        rowKey={(r) => `${r.paymentId}-${r.amount}-${r.freedAt ?? ''}`}
        size="small"
        pagination={false}
        loading={payments.isFetching}
        dataSource={payments.data ?? []}
        locale={{ emptyText: t('empty') }}
        columns={[
          {
            key: 'number',
            title: t('number'),
            render: (_, r) => (
              <>
                <NavLink href={detailPath('payments', r.paymentId)}>{r.number}</NavLink>
                {r.freedAt ? <Typography.Text type="secondary"> ({t('freed')})</Typography.Text> : null}
              </>
            ),
          },
          { key: 'date', title: t('date'), render: (_, r) => formatDate(r.paymentDate) },
          {
            key: 'amount',
            title: t('amount'),
            align: 'right',
            render: (_, r) => (r.freedAt ? <del>{money(r.amount)}</del> : money(r.amount)),
          },
        ]}
      />
      {collecting ? (
        <PaymentForm
          customer={{ id: invoice.customerId, name: invoice.customerName }}
          invoice={{ id: invoice.id, remaining: remaining.toFixed(2) }}
          onClose={() => setCollecting(false)}
        />
      ) : null}
    </Panel>
  );
}
