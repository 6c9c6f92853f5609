'use client';

import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Col, Form, Input, Row, Select, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { moneyRule } from '@/components/ui/money-field';
import { MoneyInput } from '@/components/ui/money-input';
import { SectionTitle } from '@/components/ui/section-title';
import { laborResource, pickerQuery, productResource } from '@/lib/api-client/catalog-resources';
import { useTenantId } from '@/lib/api-client/use-permissions';
import { vatExemptionCodes, type InvoiceLineInput } from '@/lib/schemas/invoices';
import { lineItemKinds } from '@/lib/schemas/values/invoices';
import { vatRates } from '@/lib/schemas/values/money';
import { computeTotals, type DocumentDiscount } from '@/lib/utils/document-totals';
import { formatMoneyTr, parseDecimalInput } from '@/lib/utils/decimal';

export const blankLine: InvoiceLineInput = {
  itemKind: 'text',
  productId: null,
  laborId: null,
  description: '',
  quantity: '1',
  unit: 'adet',
  unitPrice: '',
  discountRate: '0',
  vatRate: 20,
  vatExemptionCode: null,
};

/** A product or labor picker that fills the line's description, unit, price and KDV. */
function ItemPicker({ index, kind }: { index: number; kind: 'product' | 'labor' }) {
  const t = useTranslations('InvoiceForm');
  const form = Form.useFormInstance();
  const tenantId = useTenantId();
  const [search, setSearch] = useState('');
  const query = pickerQuery(search || undefined);
  const products = useQuery({
    ...productResource.listOptions(tenantId, query),
    enabled: kind === 'product' && Boolean(tenantId),
    placeholderData: keepPreviousData,
  });
  const labors = useQuery({
    ...laborResource.listOptions(tenantId, query),
    enabled: kind === 'labor' && Boolean(tenantId),
    placeholderData: keepPreviousData,
  });
  const items =
    kind === 'product'
      ? (products.data?.items ?? []).map((p) => ({
          id: p.id,
          name: `${p.code} – ${p.name}`,
          unit: p.unit,
          price: p.salePrice,
          vat: p.vatRate,
        }))
      : (labors.data?.items ?? []).map((l) => ({
          id: l.id,
          name: l.name,
          unit: l.unit,
          price: l.rate,
          vat: l.vatRate,
        }));
  const field = kind === 'product' ? 'productId' : 'laborId';
  return (
    <Form.Item name={[index, field]} label={kind === 'product' ? t('product') : t('labor')} style={{ marginBottom: 8 }}>
      <Select
        showSearch
        allowClear
        filterOption={false}
        onSearch={setSearch}
        options={items.map((i) => ({ value: i.id, label: i.name, item: i }))}
        // The picked option carries its record: the query may already hold the next search's rows.
        onChange={(_id, option) => {
          const item = option && !Array.isArray(option) ? option.item : undefined;
          if (!item) return;
          const lines = [...form.getFieldValue('lines')];
          lines[index] = {
            ...lines[index],
            description: item.name,
            unit: item.unit,
            unitPrice: item.price,
            vatRate: item.vat,
          };
          form.setFieldValue('lines', lines);
        }}
      />
    </Form.Item>
  );
}

/** The invoice's lines (product, labor or free text) with the live totals of the shared computeTotals. */
export function InvoiceLines() {
  const t = useTranslations('InvoiceForm');
  const tv = useTranslations('Validation');
  const tx = useTranslations('VatExemptions');
  const lines = (Form.useWatch('lines') ?? []) as InvoiceLineInput[];
  const discount = Form.useWatch('discount') as DocumentDiscount;
  const totals = computeTotals(
    lines.map((l) => ({
      quantity: parseDecimalInput(l?.quantity ?? '') ?? '0',
      unitPrice: l?.unitPrice ?? '0',
      discountRate: parseDecimalInput(l?.discountRate ?? '') ?? '0',
      vatRate: Number(l?.vatRate ?? 0),
    })),
    discount,
  );
  return (
    <>
      <SectionTitle>{t('lines')}</SectionTitle>
      <Form.List name="lines">
        {(fields, { add, remove }) => (
          <>
            {fields.map(({ key, name }) => {
              const line = lines[name];
              return (
                <div
                  key={key}
                  data-testid="invoice-line"
                  style={{ borderBottom: '1px solid #f0f0f0', marginBottom: 12 }}
                >
                  <Row gutter={8} align="bottom">
                    <Col xs={12} sm={5}>
                      <Form.Item name={[name, 'itemKind']} label={t('itemKind')} style={{ marginBottom: 8 }}>
                        <Select options={lineItemKinds.map((k) => ({ value: k, label: t(`kind_${k}`) }))} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} sm={17}>
                      {line?.itemKind === 'product' || line?.itemKind === 'labor' ? (
                        <ItemPicker index={name} kind={line.itemKind} />
                      ) : null}
                    </Col>
                    <Col xs={24} sm={2} style={{ textAlign: 'right' }}>
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('removeLine')}
                        disabled={fields.length === 1}
                        onClick={() => remove(name)}
                        style={{ marginBottom: 8 }}
                      />
                    </Col>
                    <Col xs={24} sm={24}>
                      <Form.Item
                        name={[name, 'description']}
                        label={t('description')}
                        rules={[{ required: true, message: tv('required') }]}
                        style={{ marginBottom: 8 }}
                      >
                        <Input aria-label={t('description')} />
                      </Form.Item>
                    </Col>
                    <Col xs={8} sm={4}>
                      <Form.Item
                        name={[name, 'quantity']}
                        label={t('quantity')}
                        rules={[{ required: true, message: tv('required') }]}
                        style={{ marginBottom: 8 }}
                      >
                        <Input inputMode="decimal" aria-label={t('quantity')} />
                      </Form.Item>
                    </Col>
                    <Col xs={8} sm={3}>
                      <Form.Item
                        name={[name, 'unit']}
                        label={t('unit')}
                        rules={[{ required: true, message: tv('required') }]}
                        style={{ marginBottom: 8 }}
                      >
                        <Input />
                      </Form.Item>
                    </Col>
                    <Col xs={8} sm={5}>
                      <Form.Item
                        name={[name, 'unitPrice']}
                        label={t('unitPrice')}
                        rules={[{ required: true, message: tv('required') }, moneyRule(tv('invalidAmount'))]}
                        style={{ marginBottom: 8 }}
                      >
                        <MoneyInput aria-label={t('unitPrice')} />
                      </Form.Item>
                    </Col>
                    <Col xs={8} sm={3}>
                      <Form.Item name={[name, 'discountRate']} label={t('discount')} style={{ marginBottom: 8 }}>
                        <Input inputMode="decimal" suffix="%" />
                      </Form.Item>
                    </Col>
                    <Col xs={8} sm={3}>
                      <Form.Item name={[name, 'vatRate']} label={t('vatRate')} style={{ marginBottom: 8 }}>
                        <Select
                          aria-label={t('vatRate')}
                          options={vatRates.map((r) => ({ value: r, label: `%${r}` }))}
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={8} sm={6}>
                      {Number(line?.vatRate) === 0 ? (
                        <Form.Item
                          name={[name, 'vatExemptionCode']}
                          label={t('vatExemption')}
                          rules={[{ required: true, message: tv('vatExemptionRequired') }]}
                          style={{ marginBottom: 8 }}
                        >
                          <Select
                            aria-label={t('vatExemption')}
                            popupMatchSelectWidth={false}
                            options={vatExemptionCodes.map((c) => ({ value: c, label: `${c} – ${tx(c)}` }))}
                          />
                        </Form.Item>
                      ) : (
                        <div style={{ textAlign: 'right', paddingBottom: 12 }}>
                          <Typography.Text type="secondary">
                            {formatMoneyTr(totals.lines[name]?.net ?? '0')}
                          </Typography.Text>
                        </div>
                      )}
                    </Col>
                  </Row>
                </div>
              );
            })}
            <Button icon={<PlusOutlined />} onClick={() => add({ ...blankLine })} style={{ marginBottom: 16 }}>
              {t('addLine')}
            </Button>
          </>
        )}
      </Form.List>
      <div data-testid="invoice-form-totals" style={{ textAlign: 'right' }}>
        {Number(totals.documentDiscount) > 0 ? (
          <div>
            {t('documentDiscount')}: -{formatMoneyTr(totals.documentDiscount)}
          </div>
        ) : null}
        <div>
          {t('netTotal')}: {formatMoneyTr(totals.netTotal)}
        </div>
        {totals.vat.map((v) => (
          <div key={v.rate}>
            {t('vatLine', { rate: v.rate })}: {formatMoneyTr(v.amount)}
          </div>
        ))}
        <Typography.Text strong>
          {t('grandTotal')}: {formatMoneyTr(totals.grandTotal)}
        </Typography.Text>
      </div>
    </>
  );
}
