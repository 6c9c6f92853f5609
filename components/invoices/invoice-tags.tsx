'use client';

import { Tag } from 'antd';
import { useTranslations } from 'next-intl';
import type { InvoiceListItem } from '@/lib/schemas/invoices';

const statusColors = { draft: 'default', issued: 'blue', cancelled: 'red' } as const;
const paymentColors = { unpaid: 'gold', partial: 'orange', paid: 'green', overdue: 'red' } as const;

/** The invoice's status (and "İade" for a return). */
export function InvoiceStatusTag({ invoice }: { invoice: Pick<InvoiceListItem, 'status' | 'kind'> }) {
  const t = useTranslations('InvoiceStatus');
  return (
    <>
      <Tag color={statusColors[invoice.status]}>{t(invoice.status)}</Tag>
      {invoice.kind === 'return' ? <Tag color="purple">{t('return')}</Tag> : null}
    </>
  );
}

export function PaymentStatusTag({ status }: { status: InvoiceListItem['paymentStatus'] }) {
  const t = useTranslations('PaymentStatus');
  return status ? <Tag color={paymentColors[status]}>{t(status)}</Tag> : <span>—</span>;
}
