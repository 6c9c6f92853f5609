'use client';

import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, Row } from 'antd';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Panel } from '@/components/ui/panel';
import { useFieldRules } from '@/components/ui/use-field-rules';
import { customerAddressInputSchema, customerContactInputSchema } from '@/lib/schemas/customers';

/**
 * A Form.List edited in place: a card per item (its hidden id, a remove button and the `fields` of the item
 * at list index `name`), then a button that adds `newItem`.
 */
function CardList({
  name,
  addLabel,
  newItem,
  cardTestId,
  fields: itemFields,
}: {
  name: string;
  addLabel: string;
  newItem: object;
  cardTestId?: string;
  fields: (name: number) => ReactNode;
}) {
  const t = useTranslations('CustomerForm');
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <>
          {fields.map((field) => (
            <Panel
              key={field.key}
              padding={12}
              style={{ marginBottom: 12 }}
              testId={cardTestId}
              extra={
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('remove')}
                  onClick={() => remove(field.name)}
                />
              }
            >
              <Form.Item name={[field.name, 'id']} hidden>
                <Input />
              </Form.Item>
              <Row gutter={12}>{itemFields(field.name)}</Row>
            </Panel>
          ))}
          <Button icon={<PlusOutlined />} onClick={() => add(newItem)} block type="dashed">
            {addLabel}
          </Button>
        </>
      )}
    </Form.List>
  );
}

/** The contacts and addresses of the customer form, edited in place as antd Form.Lists. */
export function ContactsList() {
  const t = useTranslations('CustomerForm');
  const rules = useFieldRules();
  const shape = customerContactInputSchema.shape;
  const rule = (key: keyof typeof shape) => rules(shape[key], { required: false });
  return (
    <CardList
      name="contacts"
      addLabel={t('addContact')}
      newItem={{}}
      cardTestId="contact-card"
      fields={(name) => (
        <>
          <Col xs={24} sm={12}>
            <Form.Item name={[name, 'name']} label={t('contactName')} rules={rules(shape.name)}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name={[name, 'title']} label={t('contactTitle')} rules={rule('title')}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name={[name, 'phone']} label={t('phone')} rules={rule('phone')}>
              <Input type="tel" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name={[name, 'email']} label={t('email')} rules={rule('email')}>
              <Input type="email" />
            </Form.Item>
          </Col>
        </>
      )}
    />
  );
}

export function AddressesList() {
  const t = useTranslations('CustomerForm');
  const rules = useFieldRules();
  const shape = customerAddressInputSchema.shape;
  const rule = (key: keyof typeof shape) => rules(shape[key], { required: false });
  return (
    <CardList
      name="addresses"
      addLabel={t('addAddress')}
      newItem={{ country: 'Türkiye' }}
      fields={(name) => (
        <>
          <Col xs={24} sm={12}>
            <Form.Item name={[name, 'title']} label={t('addressTitle')} rules={rules(shape.title)}>
              <Input placeholder={t('addressTitlePlaceholder')} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name={[name, 'city']} label={t('city')} rules={rule('city')}>
              <Input />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name={[name, 'line']} label={t('addressLine')} rules={rules(shape.line)}>
              <Input.TextArea autoSize={{ minRows: 2 }} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item name={[name, 'district']} label={t('district')} rules={rule('district')}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item name={[name, 'postalCode']} label={t('postalCode')} rules={rule('postalCode')}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name={[name, 'country']} label={t('country')} rules={rule('country')}>
              <Input />
            </Form.Item>
          </Col>
        </>
      )}
    />
  );
}
