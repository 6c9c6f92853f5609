'use client';

import { Alert, App, Button, Col, Divider, Drawer, Flex, Form, Input, Radio, Row, Select, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { fetchCustomer } from '@/lib/api-client/customer-requests';
import { useCustomerMutations } from '@/lib/api-client/use-customers';
import {
  createCustomerInputSchema,
  customerKinds,
  type CreateCustomerInput,
  type Customer,
} from '@/lib/schemas/customers';
import { zodRule } from '@/lib/utils/zod-rules';
import { AddressesList, ContactsList } from './customer-form-lists';
import { useFormError } from '@/components/ui/form-errors';

interface Props {
  open: boolean;
  /** The customer to edit; null creates a new one. */
  customer: Customer | null;
  onClose: () => void;
  onSaved?: (customer: Customer) => void;
}

/** Only the fields the API accepts: the detail's portal columns are not part of the input. */
function toFormValues(c: Customer | null): CreateCustomerInput {
  if (!c) return { kind: 'company', name: '', tags: [], contacts: [], addresses: [] };
  return {
    kind: c.kind,
    name: c.name,
    taxNumber: c.taxNumber,
    taxOffice: c.taxOffice,
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

/** Create or edit a customer with its contacts and addresses; a stale version offers to reload. */
export function CustomerFormDrawer({ open, customer, onClose, onSaved }: Props) {
  const t = useTranslations('CustomerForm');
  const tk = useTranslations('CustomerKinds');
  const tv = useTranslations('Validation');
  const tp = useTranslations('CustomersPage');
  const { message } = App.useApp();
  const [form] = Form.useForm<CreateCustomerInput>();
  const formError = useFormError(form);
  // The parent remounts this drawer (key) for every customer it opens, so state starts fresh.
  const [version, setVersion] = useState(customer?.version ?? 0);
  const [error, setError] = useState<string | null>(null);
  const { create, update } = useCustomerMutations();
  const saving = create.isPending || update.isPending;
  const shape = createCustomerInputSchema.shape;
  const rule = (key: keyof typeof shape) => zodRule(shape[key], tv, tv.has);

  async function reload() {
    const fresh = await fetchCustomer(customer!.id);
    form.setFieldsValue(toFormValues(fresh));
    setVersion(fresh.version);
    setError(null);
  }

  async function submit(values: CreateCustomerInput) {
    setError(null);
    try {
      const saved = customer
        ? await update.mutateAsync({ ...values, id: customer.id, version })
        : await create.mutateAsync(values);
      message.success(customer ? tp('updated') : tp('created'));
      onSaved?.(saved);
      onClose();
    } catch (e) {
      setError(formError(e));
    }
  }

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={720}
      destroyOnHidden
      title={customer ? t('editTitle') : t('createTitle')}
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            {t('save')}
          </Button>
        </Flex>
      }
    >
      {error === 'stale' ? (
        <Alert
          type="warning"
          showIcon
          title={t('staleTitle')}
          description={t('staleText')}
          style={{ marginBottom: 16 }}
          action={<Button onClick={() => void reload()}>{t('reload')}</Button>}
          data-testid="stale-alert"
        />
      ) : error ? (
        <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />
      ) : null}
      <Form
        form={form}
        layout="vertical"
        initialValues={toFormValues(customer)}
        onFinish={submit}
        requiredMark="optional"
        data-testid="customer-form"
      >
        <Form.Item name="kind" label={t('kind')}>
          <Radio.Group optionType="button" options={customerKinds.map((k) => ({ value: k, label: tk(k) }))} />
        </Form.Item>
        <Row gutter={12}>
          <Col span={24}>
            <Form.Item
              name="name"
              label={t('name')}
              rules={[{ required: true, message: tv('required') }, rule('name')]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="taxNumber" label={t('taxNumber')} extra={t('taxNumberHint')} rules={[rule('taxNumber')]}>
              <Input inputMode="numeric" maxLength={11} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="taxOffice" label={t('taxOffice')} rules={[rule('taxOffice')]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="email" label={t('email')} rules={[rule('email')]}>
              <Input type="email" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="phone" label={t('phone')} rules={[rule('phone')]}>
              <Input type="tel" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="tags" label={t('tags')}>
              <Select mode="tags" placeholder={t('tagsPlaceholder')} open={false} suffixIcon={null} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="notes" label={t('notes')} rules={[rule('notes')]}>
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
      </Form>
    </Drawer>
  );
}
