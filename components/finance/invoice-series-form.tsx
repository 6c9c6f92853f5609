'use client';

import { Alert, Col, Form, Input, InputNumber, Row, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { SwitchCol } from '@/components/ui/form-fields';
import { ResourceFormDrawer } from '@/components/ui/resource-form-drawer';
import { useFieldRules } from '@/components/ui/use-field-rules';
import { invoiceSeriesResource } from '@/lib/api-client/finance-resources';
import {
  createInvoiceSeriesInputSchema,
  gibInvoiceNumber,
  type CreateInvoiceSeriesInput,
  type InvoiceSeries,
} from '@/lib/schemas/finance-definitions';
import { istanbulYear } from '@/lib/utils/dates';

const blank = (): CreateInvoiceSeriesInput => ({
  code: '',
  description: '',
  year: istanbulYear(new Date()),
  nextSequence: 1,
  isDefault: false,
  active: true,
});

/** Create or edit a series; once it has issued an invoice its code and year are fixed. */
export function InvoiceSeriesForm({ record, onClose }: { record: InvoiceSeries | null; onClose: () => void }) {
  const t = useTranslations('InvoiceSeriesPage');
  const tc = useTranslations('FinanceCommon');
  const rules = useFieldRules();
  const shape = createInvoiceSeriesInputSchema.shape;
  const locked = Boolean(record?.used);
  return (
    <ResourceFormDrawer<InvoiceSeries, CreateInvoiceSeriesInput, CreateInvoiceSeriesInput>
      resource={invoiceSeriesResource}
      record={record}
      title={record ? t('editTitle') : t('createTitle')}
      toValues={(s) =>
        s
          ? {
              code: s.code,
              description: s.description,
              year: s.year,
              nextSequence: s.nextSequence,
              isDefault: s.isDefault,
              active: s.active,
            }
          : blank()
      }
      toInput={(values) => ({ ...values, code: String(values.code ?? '').toLocaleUpperCase('tr-TR') })}
      onClose={onClose}
      testId="invoice-series-form"
    >
      {locked ? <Alert type="info" showIcon title={t('lockedHint')} style={{ marginBottom: 16 }} /> : null}
      <Row gutter={12}>
        <Col xs={12} sm={8}>
          <Form.Item name="code" label={t('code')} rules={rules(shape.code)} extra={t('codeHint')}>
            <Input maxLength={3} disabled={locked} style={{ textTransform: 'uppercase' }} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item name="year" label={t('year')} rules={rules(shape.year)}>
            <InputNumber disabled={locked} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="nextSequence" label={t('nextSequence')} rules={rules(shape.nextSequence)}>
            <InputNumber min={1} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item noStyle shouldUpdate>
            {({ getFieldValue }) => {
              const code = String(getFieldValue('code') ?? '').toLocaleUpperCase('tr-TR');
              const year = Number(getFieldValue('year'));
              const seq = Number(getFieldValue('nextSequence'));
              return /^[A-Z0-9]{3}$/.test(code) && year && seq ? (
                <Typography.Paragraph type="secondary" data-testid="series-preview">
                  {t('preview', { number: gibInvoiceNumber(code, year, seq) })}
                </Typography.Paragraph>
              ) : null;
            }}
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="description" label={t('description')} rules={rules(shape.description, { required: false })}>
            <Input />
          </Form.Item>
        </Col>
        <SwitchCol name="isDefault" label={t('default')} col={{ xs: 12 }} />
        <SwitchCol name="active" label={tc('active')} col={{ xs: 12 }} />
      </Row>
    </ResourceFormDrawer>
  );
}
