'use client';

import { Tag } from 'antd';
import { useTranslations } from 'next-intl';
import type { PaymentListItem } from '@/lib/schemas/payments';

const statusColors = { active: 'green', reversed: 'red', reversal: 'volcano' } as const;

/** Tahsilat / Ödeme and, unless valid, its reversal state. */
export function PaymentTags({ payment }: { payment: Pick<PaymentListItem, 'kind' | 'status'> }) {
  const tk = useTranslations('PaymentKinds');
  const ts = useTranslations('PaymentRecordStatus');
  return (
    <>
      <Tag color={payment.kind === 'collection' ? 'blue' : 'purple'}>{tk(payment.kind)}</Tag>
      {payment.status !== 'active' ? <Tag color={statusColors[payment.status]}>{ts(payment.status)}</Tag> : null}
    </>
  );
}
