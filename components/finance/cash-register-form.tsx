'use client';

import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslations } from 'next-intl';
import { AccountFields, openingBlank } from '@/components/finance/definition-parts';
import { ResourceFormDrawer } from '@/components/ui/resource-form-drawer';
import { useFieldRules } from '@/components/ui/use-field-rules';
import { cashRegisterResource } from '@/lib/api-client/finance-resources';
import { userResource } from '@/lib/api-client/access-resources';
import { useResourceList } from '@/lib/api-client/use-resource';
import {
  createCashRegisterInputSchema,
  type CashRegister,
  type CreateCashRegisterInput,
} from '@/lib/schemas/finance-definitions';

const blank: CreateCashRegisterInput = {
  name: '',
  ...openingBlank,
  responsibleUserId: null,
  active: true,
};

/** Create or edit a cash register and choose the user responsible for it. */
export function CashRegisterForm({ record, onClose }: { record: CashRegister | null; onClose: () => void }) {
  const t = useTranslations('CashRegistersPage');
  const rules = useFieldRules();
  const users = useResourceList(userResource, { pageIndex: 0, pageSize: 100 });
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
        <AccountFields />
      </Row>
    </ResourceFormDrawer>
  );
}
