'use client';

import { Alert, Button, Col, Divider, Form, Input, Radio, Row, Select, Switch, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { apiErrorOf } from '@/lib/api-client/errors';
import { ResourceFormDrawer } from '@/components/ui/resource-form-drawer';
import { useFieldRules } from '@/components/ui/use-field-rules';
import { customerResource } from '@/lib/api-client/customer-requests';
import { detailPath } from '@/lib/modules/module-links';
import { messageOr } from '@/lib/i18n/dynamic-message';
import {
  createCustomerInputSchema,
  duplicateCustomerSchema,
  type CreateCustomerInput,
  type Customer,
} from '@/lib/schemas/customers';
import { eInvoiceIssues } from '@/lib/schemas/e-documents';
import { customerKinds } from '@/lib/schemas/values/customers';
import { AddressesList, ContactsList } from './customer-form-lists';

interface Props {
  /** The customer to edit; null creates a new one. */
  customer: Customer | null;
  onClose: () => void;
  onSaved?: (customer: Customer) => void;
}

/** Only the fields the API accepts: the detail's portal columns are not part of the input. */
function toFormValues(c: Customer | null): CreateCustomerInput {
  if (!c) return { kind: 'company', name: '', eInvoiceRegistered: false, tags: [], contacts: [], addresses: [] };
  return {
    kind: c.kind,
    name: c.name,
    taxNumber: c.taxNumber,
    taxOffice: c.taxOffice,
    eInvoiceRegistered: c.eInvoiceRegistered,
    eInvoiceAlias: c.eInvoiceAlias,
    email: c.email,
    phone: c.phone,
    notes: c.notes,
    tags: c.tags,
    contacts: c.contacts.map(({ id, name, title, phone, email }) => ({ id, name, title, phone, email })),
    addresses: c.addresses.map(({ id, title, line, district, city, postalCode, country }) => ({
      id,
      title,
      line,
      district,
      city,
      postalCode,
      country,
    })),
  };
}

/**
 * Create or edit a customer with its contacts and addresses; a stale version offers to reload, and a
 * new customer whose VKN/TCKN or email is already registered names that record and is saved only
 * when the user chooses 'Yine de kaydet'.
 */
export function CustomerFormDrawer({ customer, onClose, onSaved }: Props) {
  const t = useTranslations('CustomerForm');
  const tk = useTranslations('CustomerKinds');
  const tp = useTranslations('CustomersPage');
  const rules = useFieldRules();
  const shape = createCustomerInputSchema.shape;
  const rule = (key: keyof typeof shape) => rules(shape[key], { required: false });
  const allowDuplicate = useRef(false);
  const tv = useTranslations('Validation');
  /** The schema's e-Fatura rule (alias, VKN/TCKN of a registered user) at one of its fields. */
  const eInvoiceRule =
    (field: 'eInvoiceAlias' | 'taxNumber'): Rule =>
    ({ getFieldsValue }) => ({
      validator: async () => {
        const values = getFieldsValue(['eInvoiceRegistered', 'eInvoiceAlias', 'taxNumber']);
        const issue = eInvoiceIssues(values).find((i) => i.path === field);
        if (issue) throw new Error(messageOr(tv, issue.message));
      },
    });

  const explainDuplicate = (error: unknown, { submit }: { submit: () => void }) => {
    const body = apiErrorOf(error);
    const existing = body?.code === 'duplicate_customer' ? duplicateCustomerSchema.safeParse(body.details) : null;
    if (!existing?.success) return null;
    const { id, name, matchedOn } = existing.data;
    return (
      <Alert
        type="warning"
        showIcon
        title={t('duplicateTitle')}
        description={
          <>
            {t(matchedOn === 'email' ? 'duplicateEmail' : 'duplicateTaxNumber')}{' '}
            {/* A new tab keeps what the user typed here. */}
            <a href={detailPath('CustomerManagement', id)} target="_blank" rel="noopener">
              {name}
            </a>
            <br />
            {t('duplicateHint')}
          </>
        }
        action={
          <Button
            onClick={() => {
              allowDuplicate.current = true;
              submit();
            }}
          >
            {t('saveAnyway')}
          </Button>
        }
        style={{ marginBottom: 16 }}
        data-testid="duplicate-alert"
      />
    );
  };

  return (
    <ResourceFormDrawer<Customer, CreateCustomerInput, CreateCustomerInput>
      resource={customerResource}
      record={customer}
      title={customer ? t('editTitle') : t('createTitle')}
      toValues={toFormValues}
      toInput={(values) => (customer ? values : { ...values, allowDuplicate: allowDuplicate.current || undefined })}
      explainError={customer ? undefined : explainDuplicate}
      onClose={onClose}
      onSaved={onSaved}
      savedMessage={customer ? tp('updated') : tp('created')}
      width={720}
      testId="customer-form"
    >
      <Form.Item name="kind" label={t('kind')}>
        <Radio.Group optionType="button" options={customerKinds.map((k) => ({ value: k, label: tk(k) }))} />
      </Form.Item>
      <Row gutter={12}>
        <Col span={24}>
          <Form.Item name="name" label={t('name')} rules={rules(shape.name)}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="taxNumber"
            label={t('taxNumber')}
            extra={t('taxNumberHint')}
            dependencies={['eInvoiceRegistered']}
            rules={[...rule('taxNumber'), eInvoiceRule('taxNumber')]}
          >
            <Input inputMode="numeric" maxLength={11} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="taxOffice" label={t('taxOffice')} rules={rule('taxOffice')}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="eInvoiceRegistered"
            label={t('eInvoiceRegistered')}
            valuePropName="checked"
            extra={t('eInvoiceRegisteredHint')}
          >
            <Switch />
          </Form.Item>
        </Col>
        {/* The alias only matters (and is only kept) for an e-Fatura user. */}
        <Form.Item noStyle dependencies={['eInvoiceRegistered']}>
          {({ getFieldValue }) =>
            getFieldValue('eInvoiceRegistered') ? (
              <Col xs={24} sm={12}>
                <Form.Item
                  name="eInvoiceAlias"
                  label={t('eInvoiceAlias')}
                  extra={t('eInvoiceAliasHint')}
                  rules={[eInvoiceRule('eInvoiceAlias')]}
                >
                  <Input
                    inputMode="email"
                    autoCapitalize="none"
                    autoCorrect="off"
                    spellCheck={false}
                    placeholder={t('eInvoiceAliasPlaceholder')}
                    maxLength={254}
                  />
                </Form.Item>
              </Col>
            ) : null
          }
        </Form.Item>
        <Col xs={24} sm={12}>
          <Form.Item name="email" label={t('email')} rules={rule('email')}>
            <Input type="email" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="phone" label={t('phone')} rules={rule('phone')}>
            <Input type="tel" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="tags" label={t('tags')}>
            <Select mode="tags" placeholder={t('tagsPlaceholder')} open={false} suffixIcon={null} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="notes" label={t('notes')} rules={rule('notes')}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start">
        <Typography.Text strong>{t('contacts')}</Typography.Text>
      </Divider>
      <ContactsList />
      <Divider titlePlacement="start">
        <Typography.Text strong>{t('addresses')}</Typography.Text>
      </Divider>
      <AddressesList />
    </ResourceFormDrawer>
  );
}
