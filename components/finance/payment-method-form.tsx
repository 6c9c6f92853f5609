'use client';

import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslations } from 'next-intl';
import { useSettlementAccounts } from '@/components/finance/definition-parts';
import { SwitchCol } from '@/components/ui/form-fields';
import { ResourceFormDrawer } from '@/components/ui/resource-form-drawer';
import { useFieldRules } from '@/components/ui/use-field-rules';
import { paymentMethodResource } from '@/lib/api-client/finance-resources';
import {
  createPaymentMethodInputSchema,
  paymentMethodKinds,
  type CreatePaymentMethodInput,
  type PaymentMethod,
} from '@/lib/schemas/finance-definitions';
import { formatIban } from '@/lib/utils/iban';

const blank: CreatePaymentMethodInput = {
  name: '',
  kind: 'cash',
  cashRegisterId: null,
  bankAccountId: null,
  active: true,
};

/** Values of the form: one settlement target, "register:<id>" or "bank:<id>". */
type Values = Omit<CreatePaymentMethodInput, 'cashRegisterId' | 'bankAccountId'> & { settlement?: string | null };

/** Create or edit a payment method and the register or bank account it settles into. */
export function PaymentMethodForm({ record, onClose }: { record: PaymentMethod | null; onClose: () => void }) {
  const t = useTranslations('PaymentMethodsPage');
  const tk = useTranslations('PaymentMethodKinds');
  const tc = useTranslations('FinanceCommon');
  const rules = useFieldRules();
  const { registers, banks } = useSettlementAccounts();
  const settlementOptions = [
    {
      label: t('cashRegisters'),
      options: (registers.data?.items ?? []).map((k) => ({ value: `register:${k.id}`, label: k.name })),
    },
    {
      label: t('bankAccounts'),
      options: (banks.data?.items ?? []).map((b) => ({
        value: `bank:${b.id}`,
        label: `${b.bankName} – ${b.accountName} (${formatIban(b.iban)})`,
      })),
    },
  ];
  return (
    <ResourceFormDrawer<PaymentMethod, Values, CreatePaymentMethodInput>
      resource={paymentMethodResource}
      record={record}
      title={record ? t('editTitle') : t('createTitle')}
      toValues={(m) => {
        if (!m) return { ...blank, settlement: null };
        const settlement = m.cashRegisterId
          ? `register:${m.cashRegisterId}`
          : m.bankAccountId
            ? `bank:${m.bankAccountId}`
            : null;
        return { name: m.name, kind: m.kind as Values['kind'], active: m.active, settlement };
      }}
      toInput={({ settlement, ...values }) => {
        const [target, id] = (settlement ?? '').split(':');
        return {
          ...values,
          cashRegisterId: target === 'register' ? id! : null,
          bankAccountId: target === 'bank' ? id! : null,
        };
      }}
      onClose={onClose}
      testId="payment-method-form"
    >
      <Row gutter={12}>
        <Col xs={24} sm={14}>
          <Form.Item name="name" label={t('name')} rules={rules(createPaymentMethodInputSchema.shape.name)}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} sm={10}>
          <Form.Item name="kind" label={t('kind')}>
            <Select options={paymentMethodKinds.map((k) => ({ value: k, label: tk(k) }))} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="settlement" label={t('settlesInto')} extra={t('settlesIntoHint')}>
            <Select allowClear options={settlementOptions} loading={registers.isPending || banks.isPending} />
          </Form.Item>
        </Col>
        <SwitchCol name="active" label={tc('active')} />
      </Row>
    </ResourceFormDrawer>
  );
}
