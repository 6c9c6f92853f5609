'use client';

import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Form, Input, Row } from 'antd';
import { useTranslations } from 'next-intl';
import { customerAddressInputSchema, customerContactInputSchema } from '@/lib/schemas/customers';
import { zodRule } from '@/lib/utils/zod-rules';

/** The contacts and addresses of the customer form, edited in place as antd Form.Lists. */
export function ContactsList() {
  const t = useTranslations('CustomerForm');
  const tv = useTranslations('Validation');
  const rule = (key: keyof typeof customerContactInputSchema.shape) =>
    zodRule(customerContactInputSchema.shape[key], tv, tv.has);
  return (
    <Form.List name="contacts">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field) => (
            <Card
              key={field.key}
              size="small"
              style={{ marginBottom: 12 }}
              data-testid="contact-card"
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
              <Row gutter={12}>
                <Col xs={24} sm={12}>
                  <Form.Item
                    name={[field.name, 'name']}
                    label={t('contactName')}
                    rules={[{ required: true, message: tv('required') }, rule('name')]}
                  >
                    <Input />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  <Form.Item name={[field.name, 'title']} label={t('contactTitle')} rules={[rule('title')]}>
                    <Input />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  <Form.Item name={[field.name, 'phone']} label={t('phone')} rules={[rule('phone')]}>
                    <Input type="tel" />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  <Form.Item name={[field.name, 'email']} label={t('email')} rules={[rule('email')]}>
                    <Input type="email" />
                  </Form.Item>
                </Col>
              </Row>
            </Card>
          ))}
          <Button icon={<PlusOutlined />} onClick={() => add({})} block type="dashed">
            {t('addContact')}
          </Button>
        </>
      )}
    </Form.List>
  );
}

export function AddressesList() {
  const t = useTranslations('CustomerForm');
  const tv = useTranslations('Validation');
  const rule = (key: keyof typeof customerAddressInputSchema.shape) =>
    zodRule(customerAddressInputSchema.shape[key], tv, tv.has);
  return (
    <Form.List name="addresses">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field) => (
            <Card
              key={field.key}
              size="small"
              style={{ marginBottom: 12 }}
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
              <Row gutter={12}>
                <Col xs={24} sm={12}>
                  <Form.Item
                    name={[field.name, 'title']}
                    label={t('addressTitle')}
                    rules={[{ required: true, message: tv('required') }, rule('title')]}
                  >
                    <Input placeholder={t('addressTitlePlaceholder')} />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  <Form.Item name={[field.name, 'city']} label={t('city')} rules={[rule('city')]}>
                    <Input />
                  </Form.Item>
                </Col>
                <Col span={24}>
                  <Form.Item
                    name={[field.name, 'line']}
                    label={t('addressLine')}
                    rules={[{ required: true, message: tv('required') }, rule('line')]}
                  >
                    <Input.TextArea autoSize={{ minRows: 2 }} />
                  </Form.Item>
                </Col>
                <Col xs={12} sm={8}>
                  <Form.Item name={[field.name, 'district']} label={t('district')} rules={[rule('district')]}>
                    <Input />
                  </Form.Item>
                </Col>
                <Col xs={12} sm={8}>
                  <Form.Item name={[field.name, 'postalCode']} label={t('postalCode')} rules={[rule('postalCode')]}>
                    <Input />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={8}>
                  <Form.Item name={[field.name, 'country']} label={t('country')} rules={[rule('country')]}>
                    <Input />
                  </Form.Item>
                </Col>
              </Row>
            </Card>
          ))}
          <Button icon={<PlusOutlined />} onClick={() => add({ country: 'Türkiye' })} block type="dashed">
            {t('addAddress')}
          </Button>
        </>
      )}
    </Form.List>
  );
}
