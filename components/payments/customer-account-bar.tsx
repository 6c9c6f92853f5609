'use client';

import { FileTextOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Tag, Typography } from 'antd';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { lazyComponent } from '@/components/ui/lazy';
import { useCan } from '@/lib/api-client/use-permissions';
import { modulePath } from '@/lib/modules/module-links';
import { formatMoneyTr } from '@/lib/utils/decimal';

// The payment form (and its schemas) loads when Tahsilat Ekle is first clicked.
const PaymentForm = lazyComponent(() => import('./payment-form').then((m) => m.PaymentForm));

/**
 * The customer page's header line: what the customer owes (the statement's Güncel bakiye, the
 * maintained balance) with the overdue marker, and the quick actions. Tahsilat Ekle allocates
 * oldest due first, as the payments list's form does; Ekstre Gönder opens the statement.
 */
export function CustomerAccountBar({
  customer,
  onStatement,
}: {
  customer: { id: string; name: string; balance: string | null; overdue: boolean | null };
  onStatement: () => void;
}) {
  const t = useTranslations('CustomerAccount');
  const router = useRouter();
  const [collecting, setCollecting] = useState(false);
  const can = {
    offer: useCan('offers.create'),
    invoice: useCan('invoices.create'),
    collect: useCan('payments.create'),
    statement: useCan('payments.view'),
  };
  return (
    <Flex
      justify="space-between"
      align="center"
      wrap
      gap={12}
      style={{ marginBottom: 16 }}
      data-testid="customer-account"
    >
      <Flex align="center" gap={8}>
        {customer.balance === null ? null : (
          <Typography.Text>
            {t('balance')}:{' '}
            <Typography.Text strong data-testid="customer-account-balance">
              {formatMoneyTr(customer.balance)}
            </Typography.Text>
          </Typography.Text>
        )}
        {customer.overdue ? <Tag color="red">{t('overdue')}</Tag> : null}
      </Flex>
      <Flex gap={8} wrap>
        {can.offer ? (
          <Button icon={<PlusOutlined />} onClick={() => router.push(modulePath('offers'))}>
            {t('newOffer')}
          </Button>
        ) : null}
        {can.invoice ? (
          <Button icon={<PlusOutlined />} onClick={() => router.push(modulePath('invoices'))}>
            {t('newInvoice')}
          </Button>
        ) : null}
        {can.collect ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCollecting(true)}>
            {t('collect')}
          </Button>
        ) : null}
        {can.statement ? (
          <Button icon={<FileTextOutlined />} onClick={onStatement}>
            {t('sendStatement')}
          </Button>
        ) : null}
      </Flex>
      {collecting ? (
        <PaymentForm customer={{ id: customer.id, name: customer.name }} onClose={() => setCollecting(false)} />
      ) : null}
    </Flex>
  );
}
