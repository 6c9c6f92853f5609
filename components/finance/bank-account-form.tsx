'use client';

import { Col, DatePicker, Form, Input, Row, Select, Switch } from 'antd';
import { useTranslations } from 'next-intl';
import { calendarDateItem } from '@/components/ui/date-field';
import { moneyRule } from '@/components/ui/money-field';
import { MoneyInput } from '@/components/ui/money-input';
import { ResourceFormDrawer } from '@/components/ui/resource-form-drawer';
import { useFieldRules } from '@/components/ui/use-field-rules';
import { bankAccountResource } from '@/lib/api-client/finance-resources';
import {
  createBankAccountInputSchema,
  type BankAccount,
  type CreateBankAccountInput,
} from '@/lib/schemas/finance-definitions';
import { currencies } from '@/lib/schemas/money';
import { formatIban } from '@/lib/utils/iban';

const blank: CreateBankAccountInput = {
  bankName: '',
  branch: '',
  accountName: '',
  iban: '',
  currency: 'TRY',
  openingBalance: '0',
  openingDate: null,
  active: true,
};

/** Create or edit a bank account; the IBAN is checked as typed and shown in groups of four. */
export function BankAccountForm({ record, onClose }: { record: BankAccount | null; onClose: () => void }) {
  const t = useTranslations('BankAccountsPage');
  const tc = useTranslations('FinanceCommon');
  const tv = useTranslations('Validation');
  const rules = useFieldRules();
  const shape = createBankAccountInputSchema.shape;
  return (
    <ResourceFormDrawer<BankAccount, CreateBankAccountInput, CreateBankAccountInput>
      resource={bankAccountResource}
      record={record}
      title={record ? t('editTitle') : t('createTitle')}
      toValues={(b) =>
        b
          ? { ...blank, ...b, iban: formatIban(b.iban), currency: b.currency as CreateBankAccountInput['currency'] }
          : blank
      }
      toInput={(values) => values}
      onClose={onClose}
      testId="bank-account-form"
    >
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="bankName" label={t('bankName')} rules={rules(shape.bankName)}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="branch" label={t('branch')} rules={rules(shape.branch, { required: false })}>
            <Input />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="accountName" label={t('accountName')} rules={rules(shape.accountName)}>
            <Input />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="iban" label={t('iban')} rules={rules(shape.iban)} extra={t('ibanHint')}>
            <Input placeholder="TR00 0000 0000 0000 0000 0000 00" style={{ fontFamily: 'monospace' }} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item name="currency" label={tc('currency')}>
            <Select options={currencies.map((c) => ({ value: c, label: c }))} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item name="openingBalance" label={tc('openingBalance')} rules={[moneyRule(tv('invalidAmount'))]}>
            <MoneyInput />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="openingDate" label={tc('openingDate')} {...calendarDateItem}>
            <DatePicker format="DD.MM.YYYY" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="active" label={tc('active')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
    </ResourceFormDrawer>
  );
}
