'use client';

import { Col, Form, Input, Row } from 'antd';
import { useTranslations } from 'next-intl';
import { AccountFields, openingBlank } from '@/components/finance/definition-parts';
import { ResourceFormDrawer } from '@/components/ui/resource-form-drawer';
import { useFieldRules } from '@/components/ui/use-field-rules';
import { bankAccountResource } from '@/lib/api-client/finance-resources';
import {
  createBankAccountInputSchema,
  type BankAccount,
  type CreateBankAccountInput,
} from '@/lib/schemas/finance-definitions';
import { formatIban } from '@/lib/utils/iban';

const blank: CreateBankAccountInput = {
  bankName: '',
  branch: '',
  accountName: '',
  iban: '',
  ...openingBlank,
  active: true,
};

/** Create or edit a bank account; the IBAN is checked as typed and shown in groups of four. */
export function BankAccountForm({ record, onClose }: { record: BankAccount | null; onClose: () => void }) {
  const t = useTranslations('BankAccountsPage');
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
        <AccountFields />
      </Row>
    </ResourceFormDrawer>
  );
}
