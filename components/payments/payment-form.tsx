'use client';

import { useQuery } from '@tanstack/react-query';
import { Alert, Col, Form, Input, Radio, Row, Select, Table, Typography } from 'antd';
import { DatePicker } from '@/components/ui/date-picker';
import Decimal from 'decimal.js';
import { useTranslations } from 'next-intl';
import { KeyboardScroll } from '@/components/ui/keyboard-scroll';
import { useState } from 'react';
import { calendarDateItem, todayIso } from '@/components/ui/date-field';
import { FormDrawer } from '@/components/ui/form-drawer';
import { useSettlementAccounts } from '@/components/finance/definition-parts';
import { CustomerField } from '@/components/documents/customer-field';
import { DateField } from '@/components/ui/form-fields';
import { MoneyInput } from '@/components/ui/decimal-input';
import { optionsQuery, paymentMethodResource } from '@/lib/api-client/finance-resources';
import { createPayment, ledgerOptions } from '@/lib/api-client/payment-resources';
import { useTenantId } from '@/lib/api-client/use-permissions';
import { useAfterWrite } from '@/lib/api-client/use-resource';
import type { CreatePaymentInput, OpenInvoice, Payment } from '@/lib/schemas/payments';
import { allocateOldestDueFirst } from '@/lib/utils/allocation';
import { formatDate } from '@/lib/utils/dates';
import { formatMoneyTr, parseDecimalInput } from '@/lib/utils/decimal';
import { useFeedback } from '@/components/ui/feedback';

type Values = Omit<CreatePaymentInput, 'allocation' | 'allocations'>;
const chequeKinds = new Set(['cheque', 'promissory_note']);
const amountOf = (v: string | null | undefined) => new Decimal(parseDecimalInput(v ?? '') ?? 0);

/** Splits `amount` over the open invoices oldest due first, as the server's automatic allocation does. */
function distribute(amount: Decimal, invoices: OpenInvoice[]): Record<string, string> {
  const out: Record<string, string> = Object.fromEntries(invoices.map((inv) => [inv.id, '']));
  for (const share of allocateOldestDueFirst(amount, invoices, (inv) => inv.remaining))
    out[share.invoice.id] = share.amount.toFixed(2);
  return out;
}

function useOptions(tenantId: string) {
  return { methods: useQuery(paymentMethodResource.listOptions(tenantId, optionsQuery)), ...useSettlementAccounts() };
}

/**
 * A new collection (or a payment to the customer): the method picks its default cash register or
 * bank account, and a collection is split over the customer's open invoices oldest due first
 * (editable); what is left stays as an advance. One Idempotency-Key per open form.
 */
export function PaymentForm({
  onClose,
  onSaved,
  customer,
  invoice,
}: {
  onClose: () => void;
  onSaved?: (payment: Payment) => void;
  customer?: { id: string; name: string };
  /** From an invoice's page: its remaining amount (a canonical decimal string) is the amount, all allocated to it. */
  invoice?: { id: string; remaining: string };
}) {
  const t = useTranslations('PaymentForm');
  const title = useTranslations('PaymentsPage')('createTitle');
  const tk = useTranslations('PaymentKinds');
  const { message } = useFeedback();
  const tenantId = useTenantId();
  const afterWrite = useAfterWrite('payments');
  const [form] = Form.useForm<Values>();
  const [key] = useState(() => crypto.randomUUID());
  const [split, setSplit] = useState<Record<string, string>>({});
  const options = useOptions(tenantId);
  const customerId = Form.useWatch('customerId', form);
  const kind = Form.useWatch('kind', form) ?? 'collection';
  const amount = amountOf(Form.useWatch('amount', form));
  const methodId = Form.useWatch('paymentMethodId', form);
  const method = options.methods.data?.items.find((m) => m.id === methodId);
  const open = useQuery({
    ...ledgerOptions.openInvoices(tenantId, customerId ?? ''),
    enabled: Boolean(customerId) && kind === 'collection',
  });
  const invoices = open.data ?? [];
  const allocated = invoices.reduce((s, inv) => s.plus(amountOf(split[inv.id])), new Decimal(0));
  const redistribute = (total: Decimal, list = invoices) => setSplit(distribute(total, list));
  // Freshly loaded open invoices (another customer) take the amount oldest due first.
  const [seen, setSeen] = useState<OpenInvoice[] | undefined>(undefined);
  if (open.data !== seen) {
    setSeen(open.data);
    if (open.data)
      setSplit(
        invoice && customerId === customer?.id
          ? { ...distribute(new Decimal(0), open.data), [invoice.id]: invoice.remaining }
          : distribute(amount, open.data),
      );
  }

  const submit = async (values: Values) => {
    const allocations =
      kind === 'collection'
        ? invoices
            .filter((inv) => amountOf(split[inv.id]).greaterThan(0))
            .map((inv) => ({ invoiceId: inv.id, amount: amountOf(split[inv.id]).toFixed(2) }))
        : [];
    const saved = await createPayment({
      ...values,
      amount: amountOf(values.amount).toFixed(2),
      allocation: 'manual',
      allocations,
      key,
    });
    afterWrite();
    message.success(t('saved', { number: saved.number }));
    onSaved?.(saved);
    onClose();
  };

  const pickMethod = (id: string) => {
    const m = options.methods.data?.items.find((x) => x.id === id);
    form.setFieldsValue({ cashRegisterId: m?.cashRegisterId ?? null, bankAccountId: m?.bankAccountId ?? null });
  };

  return (
    <FormDrawer<Values>
      title={title}
      form={form}
      width={880}
      testId="payment-form"
      onClose={onClose}
      onSubmit={submit}
      initialValues={{
        kind: 'collection',
        customerId: customer?.id,
        amount: invoice?.remaining,
        paymentDate: todayIso(),
        cashRegisterId: null,
        bankAccountId: null,
      }}
    >
      <Form.Item name="kind" label={t('kind')}>
        <Radio.Group
          optionType="button"
          options={(['collection', 'payment'] as const).map((k) => ({ value: k, label: tk(k) }))}
        />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <CustomerField
            label={t('customer')}
            requiredMessage={t('customerRequired')}
            initialLabel={customer?.name}
            onChange={() => setSplit({})}
          />
        </Col>
        <Col xs={12} sm={6}>
          <DateField name="paymentDate" label={t('date')} requiredMessage={t('dateRequired')} />
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item name="amount" label={t('amount')} rules={[{ required: true, message: t('amountRequired') }]}>
            <MoneyInput
              aria-label={t('amount')}
              data-testid="payment-amount"
              onBlur={() => redistribute(amountOf(form.getFieldValue('amount')))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item
            name="paymentMethodId"
            label={t('method')}
            rules={[{ required: true, message: t('methodRequired') }]}
          >
            <Select
              aria-label={t('method')}
              data-testid="payment-method"
              loading={options.methods.isPending}
              onChange={pickMethod}
              options={(options.methods.data?.items ?? []).map((m) => ({ value: m.id, label: m.name }))}
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item name="cashRegisterId" label={t('cashRegister')} extra={t('accountHint')}>
            <Select
              allowClear
              aria-label={t('cashRegister')}
              onChange={(v) => v && form.setFieldValue('bankAccountId', null)}
              options={(options.registers.data?.items ?? []).map((r) => ({ value: r.id, label: r.name }))}
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item name="bankAccountId" label={t('bankAccount')}>
            <Select
              allowClear
              aria-label={t('bankAccount')}
              onChange={(v) => v && form.setFieldValue('cashRegisterId', null)}
              options={(options.banks.data?.items ?? []).map((b) => ({
                value: b.id,
                label: `${b.bankName} - ${b.accountName}`,
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="reference" label={t('reference')}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        {method && chequeKinds.has(method.kind) ? (
          <>
            <Col xs={12} sm={8}>
              <Form.Item name="chequeNumber" label={t('chequeNumber')} rules={[{ required: true }]}>
                <Input maxLength={50} />
              </Form.Item>
            </Col>
            <Col xs={12} sm={8}>
              <Form.Item
                name="chequeDueDate"
                label={t('chequeDueDate')}
                rules={[{ required: true }]}
                {...calendarDateItem}
              >
                <DatePicker format="DD.MM.YYYY" style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </>
        ) : null}
        <Col xs={24}>
          <Form.Item name="note" label={t('note')}>
            <Input.TextArea autoSize={{ minRows: 1, maxRows: 3 }} maxLength={1000} />
          </Form.Item>
        </Col>
      </Row>
      {kind === 'payment' ? (
        <Alert type="info" showIcon title={t('paymentNoInvoices')} />
      ) : !customerId ? (
        <Alert type="info" showIcon title={t('pickCustomer')} />
      ) : (
        <>
          <Typography.Title level={5}>{t('invoices')}</Typography.Title>
          <Typography.Paragraph type="secondary">{t('invoicesHint')}</Typography.Paragraph>
          <KeyboardScroll label={t('invoices')}>
            <Table<OpenInvoice>
              rowKey="id"
              size="small"
              pagination={false}
              loading={open.isFetching}
              dataSource={invoices}
              data-testid="payment-open-invoices"
              locale={{ emptyText: t('noOpenInvoices') }}
              scroll={{ x: 560 }}
              columns={[
                { key: 'n', title: t('invoiceNumber'), render: (_, inv) => inv.number },
                { key: 'd', title: t('dueDate'), render: (_, inv) => formatDate(inv.dueDate) },
                { key: 'r', title: t('remaining'), align: 'right', render: (_, inv) => formatMoneyTr(inv.remaining) },
                {
                  key: 'a',
                  title: t('allocate'),
                  width: 180,
                  render: (_, inv) => (
                    <MoneyInput
                      aria-label={`${t('allocate')} ${inv.number}`}
                      value={split[inv.id] ?? ''}
                      onChange={(v) => setSplit((s) => ({ ...s, [inv.id]: v }))}
                    />
                  ),
                },
              ]}
            />
          </KeyboardScroll>
          <Typography.Paragraph style={{ marginTop: 8 }} data-testid="payment-allocated-total">
            {t('allocatedTotal', {
              allocated: formatMoneyTr(allocated.toFixed(2)),
              advance: formatMoneyTr(Decimal.max(amount.minus(allocated), 0).toFixed(2)),
            })}
          </Typography.Paragraph>
          {allocated.greaterThan(amount) ? <Alert type="warning" showIcon title={t('overAllocated')} /> : null}
        </>
      )}
    </FormDrawer>
  );
}
