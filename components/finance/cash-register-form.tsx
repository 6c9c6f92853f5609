'use client';

import { Col, DatePicker, Form, Input, Row, Select, Switch } from 'antd';
import { useTranslations } from 'next-intl';
import { calendarDateItem } from '@/components/ui/date-field';
import { moneyRule } from '@/components/ui/money-field';
import { MoneyInput } from '@/components/ui/money-input';
import { ResourceFormDrawer } from '@/components/ui/resource-form-drawer';
import { useFieldRules } from '@/components/ui/use-field-rules';
import { cashRegisterResource } from '@/lib/api-client/finance-resources';
import { useTenantUsers } from '@/lib/api-client/use-tenant-users';
import {
  createCashRegisterInputSchema,
  type CashRegister,
  type CreateCashRegisterInput,
} from '@/lib/schemas/finance-definitions';
import { currencies } from '@/lib/schemas/money';

const blank: CreateCashRegisterInput = {
  name: '',
  currency: 'TRY',
  openingBalance: '0',
  openingDate: null,
  responsibleUserId: null,
  active: true,
};

/** Create or edit a cash register and choose the user responsible for it. */
export function CashRegisterForm({ record, onClose }: { record: CashRegister | null; onClose: () => void }) {
  const t = useTranslations('CashRegistersPage');
  const tc = useTranslations('FinanceCommon');
  const tv = useTranslations('Validation');
  const rules = useFieldRules();
  const users = useTenantUsers({ pageIndex: 0, pageSize: 100 });
  const userOptions = (users.data?.items ?? []).map((u) => ({
    value: u.id,
    label: `${u.name} ${u.surname}`.trim(),
  }));
  return (
    <ResourceFormDrawer<CashRegister, CreateCashRegisterInput, CreateCashRegisterInput>
      resource={cashRegisterResource}
      record={record}
      title={record ? t('editTitle') : t('createTitle')}
      toValues={(k) => (k ? { ...blank, ...k, currency: k.currency as CreateCashRegisterInput['currency'] } : blank)}
      toInput={(values) => values}
      onClose={onClose}
      testId="cash-register-form"
    >
      <Row gutter={12}>
        <Col span={24}>
          <Form.Item name="name" label={t('name')} rules={rules(createCashRegisterInputSchema.shape.name)}>
            <Input />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="responsibleUserId" label={t('responsible')}>
            <Select allowClear showSearch optionFilterProp="label" options={userOptions} loading={users.isPending} />
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
