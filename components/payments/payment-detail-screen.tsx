'use client';

import { RollbackOutlined, SplitCellsOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Input, Modal, Table, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { DetailsTable } from '@/components/ui/details-table';
import { NavLink } from '@/components/ui/nav-link';
import { Panel } from '@/components/ui/panel';
import { BackLink, RecordStatus } from '@/components/ui/record-status';
import { allocatePayment, paymentResource, reversePayment } from '@/lib/api-client/payment-resources';
import { useCan } from '@/lib/api-client/use-permissions';
import { useRecordAction, useResourceItem } from '@/lib/api-client/use-resource';
import { detailPath, modulePath } from '@/lib/modules/module-links';
import type { PaymentAllocation } from '@/lib/schemas/payments';
import { formatDate, formatDateTime } from '@/lib/utils/dates';
import { formatMoneyTr } from '@/lib/utils/decimal';
import { PaymentTags } from './payment-tags';
import { useFeedback } from '@/components/ui/feedback';

const LIST = modulePath('payments');

/** /tenant/finance/payments/[id]: the movement, its allocation to invoices and its reversal. */
export function PaymentDetailScreen({ id }: { id: string }) {
  const t = useTranslations('PaymentDetail');
  const { message } = useFeedback();
  const query = useResourceItem(paymentResource, id);
  const canReverse = useCan('payments.delete');
  const canCreate = useCan('payments.create');
  const [open, setOpen] = useState(false);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [form] = Form.useForm<{ reason: string }>();
  // Every write refreshes payments and what they affect: invoices, balances (lib/modules/write-effects.ts).
  const reverse = useRecordAction(paymentResource, reversePayment, {
    onSuccess: () => {
      message.success(t('reversed'));
      setOpen(false);
      setKey(crypto.randomUUID());
    },
  });
  const allocate = useRecordAction(paymentResource, allocatePayment, {
    onSuccess: () => message.success(t('advanceAllocated')),
  });
  const back = <BackLink href={LIST}>{t('back')}</BackLink>;
  if (!query.isSuccess)
    return <RecordStatus query={query} back={back} notFound={t('notFound')} loadError={t('loadError')} rows={6} />;
  const p = query.data;
  const money = (v: string) => formatMoneyTr(v, p.currency);
  return (
    <div data-testid="payment-detail">
      <div style={{ marginBottom: 8 }}>{back}</div>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Flex align="center" gap={12} wrap>
          <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }} data-testid="payment-number">
            {p.number}
          </Typography.Title>
          <PaymentTags payment={p} />
        </Flex>
        <Flex gap={8} wrap>
          {p.status === 'active' && p.kind === 'collection' && Number(p.unallocatedAmount) > 0 && canCreate ? (
            <Button
              icon={<SplitCellsOutlined />}
              loading={allocate.isPending}
              onClick={() => allocate.mutate({ id: p.id, allocation: 'auto', allocations: [] })}
            >
              {t('allocateAdvance')}
            </Button>
          ) : null}
          {p.status === 'active' && canReverse ? (
            <Button danger icon={<RollbackOutlined />} onClick={() => setOpen(true)} data-testid="payment-reverse">
              {t('reverse')}
            </Button>
          ) : null}
        </Flex>
      </Flex>
      {p.reversedBy ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('reversedBy', { number: p.reversedBy.number, date: formatDate(p.reversedBy.paymentDate) })}
          description={p.reversalReason ? t('reason', { reason: p.reversalReason }) : undefined}
        />
      ) : null}
      {p.reversalOf ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={
            <span>
              {t('reversalOf', { number: p.reversalOf.number })}{' '}
              <NavLink href={detailPath('payments', p.reversalOf.id)}>{p.reversalOf.number}</NavLink>
            </span>
          }
          description={p.reversalReason ? t('reason', { reason: p.reversalReason }) : undefined}
        />
      ) : null}
      {allocate.isError || reverse.isError ? (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} title={(allocate.error ?? reverse.error)?.message} />
      ) : null}
      <Panel>
        <DetailsTable
          items={[
            {
              key: 'customer',
              label: t('customer'),
              children: <NavLink href={detailPath('CustomerManagement', p.customerId)}>{p.customerName}</NavLink>,
            },
            { key: 'date', label: t('date'), children: formatDate(p.paymentDate) },
            {
              key: 'amount',
              label: t('amount'),
              children: <strong data-testid="payment-amount-value">{money(p.amount)}</strong>,
            },
            { key: 'method', label: t('method'), children: p.paymentMethodName },
            { key: 'account', label: t('account'), children: p.accountName },
            { key: 'reference', label: t('reference'), children: p.reference ?? '—' },
            ...(p.chequeNumber
              ? [{ key: 'cheque', label: t('cheque'), children: `${p.chequeNumber} · ${formatDate(p.chequeDueDate)}` }]
              : []),
            { key: 'allocated', label: t('allocated'), children: money(p.allocatedAmount) },
            { key: 'unallocated', label: t('unallocated'), children: money(p.unallocatedAmount) },
            ...(p.note ? [{ key: 'note', label: t('note'), children: p.note, span: 'filled' as const }] : []),
          ]}
        />
      </Panel>
      <Panel title={t('allocations')} style={{ marginTop: 16 }}>
        <Table<PaymentAllocation>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={p.allocations}
          locale={{ emptyText: t('noAllocations') }}
          data-testid="payment-allocations"
          columns={[
            {
              key: 'invoice',
              title: t('invoice'),
              render: (_, a) => <NavLink href={detailPath('invoices', a.invoiceId)}>{a.invoiceNumber}</NavLink>,
            },
            { key: 'date', title: t('invoiceDate'), render: (_, a) => formatDate(a.invoiceDate) },
            { key: 'amount', title: t('allocationAmount'), align: 'right', render: (_, a) => money(a.amount) },
            {
              key: 'freed',
              title: t('freed'),
              render: (_, a) => (a.freedAt ? formatDateTime(a.freedAt) : '—'),
            },
          ]}
        />
      </Panel>
      <Modal
        open={open}
        title={t('reverseTitle')}
        okText={t('reverseConfirm')}
        okButtonProps={{ danger: true, ...{ 'data-testid': 'reverse-confirm' } }}
        cancelText={t('close')}
        confirmLoading={reverse.isPending}
        onCancel={() => setOpen(false)}
        onOk={() => void form.validateFields().then((v) => reverse.mutate({ id: p.id, reason: v.reason, key }))}
      >
        <Typography.Paragraph>{t('reverseText')}</Typography.Paragraph>
        <Form form={form} layout="vertical">
          <Form.Item
            name="reason"
            label={t('reverseReason')}
            rules={[{ required: true, whitespace: true, message: t('reasonRequired') }]}
          >
            <Input.TextArea autoSize={{ minRows: 2 }} maxLength={500} data-testid="reverse-reason" />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
