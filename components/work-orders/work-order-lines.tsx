'use client';

import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Descriptions, Form, Input, Row, Select } from 'antd';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { MoneyInput } from '@/components/ui/money-input';
import { RemoteSelect } from '@/components/ui/remote-select';
import { SectionTitle } from '@/components/ui/section-title';
import { laborResource, productResource } from '@/lib/api-client/catalog-resources';
import { useTenantId } from '@/lib/api-client/use-permissions';
import { workOrderLineKinds, type WorkOrderLineInput } from '@/lib/schemas/work-orders';
import { computeTotals } from '@/lib/utils/document-totals';
import { formatMoneyTr } from '@/lib/utils/decimal';

interface Priced {
  description: string;
  unit: string;
  unitPrice: string;
  vatRate: number;
}

/** Picks a product or labor item and fills the line with its name, unit, price and KDV. */
function ItemPicker({ name, kind }: { name: number; kind: WorkOrderLineInput['kind'] }) {
  const t = useTranslations('WorkOrderForm');
  const form = Form.useFormInstance();
  const tenantId = useTenantId();
  const known = useRef(new Map<string, Priced>());
  if (kind === 'other') return null;
  const resource = kind === 'product' ? productResource : laborResource;
  return (
    <Form.Item name={[name, 'itemId']} label={kind === 'product' ? t('product') : t('labor')}>
      <RemoteSelect
        allowClear
        queryKey={[...resource.keys.all(tenantId), 'picker']}
        fetchOptions={async (searchText) => {
          const filter = { searchText: searchText || undefined, active: 'true' as const };
          if (kind === 'product') {
            const page = await productResource.list({ ...productResource.initialQuery, ...filter });
            for (const p of page.items)
              known.current.set(p.id, {
                description: p.name,
                unit: p.unit,
                unitPrice: p.salePrice,
                vatRate: p.vatRate,
              });
            return page.items.map((p) => ({ value: p.id, label: `${p.code} · ${p.name}` }));
          }
          const page = await laborResource.list({ ...laborResource.initialQuery, ...filter });
          for (const l of page.items)
            known.current.set(l.id, { description: l.name, unit: l.unit, unitPrice: l.rate, vatRate: l.vatRate });
          return page.items.map((l) => ({ value: l.id, label: l.name }));
        }}
        onChange={(id) => {
          const item = id ? known.current.get(id) : undefined;
          form.setFieldValue(['lines', name, 'itemId'], id ?? null);
          if (item) {
            for (const [field, value] of Object.entries(item)) form.setFieldValue(['lines', name, field], value);
          }
        }}
      />
    </Form.Item>
  );
}

/** The lines of a work order (products used, labor hours) with live totals computed like the server's. */
export function WorkOrderLines() {
  const t = useTranslations('WorkOrderForm');
  const lines = (Form.useWatch('lines') as WorkOrderLineInput[] | undefined) ?? [];
  const totals = computeTotals(
    lines.map((l) => ({
      quantity: l?.quantity ?? '0',
      unitPrice: l?.unitPrice ?? '0',
      discountRate: l?.discountRate,
      vatRate: l?.vatRate ?? 0,
    })),
  );
  return (
    <>
      <SectionTitle>{t('lines')}</SectionTitle>
      <Form.List name="lines">
        {(fields, { add, remove }) => (
          <>
            {fields.map(({ key, name }) => (
              <div
                key={key}
                data-testid="work-order-line"
                style={{ borderBottom: '1px solid #f0f0f0', marginBottom: 12 }}
              >
                <Row gutter={8}>
                  <Col xs={24} sm={6}>
                    <Form.Item name={[name, 'kind']} label={t('kind')}>
                      <Select options={workOrderLineKinds.map((k) => ({ value: k, label: t(`kinds.${k}`) }))} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} sm={16}>
                    <Form.Item noStyle shouldUpdate>
                      {({ getFieldValue }) => <ItemPicker name={name} kind={getFieldValue(['lines', name, 'kind'])} />}
                    </Form.Item>
                  </Col>
                  <Col xs={24} sm={2} style={{ display: 'flex', alignItems: 'center' }}>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('removeLine')}
                      onClick={() => remove(name)}
                    />
                  </Col>
                  <Col xs={24} sm={10}>
                    <Form.Item name={[name, 'description']} label={t('description')} rules={[{ required: true }]}>
                      <Input />
                    </Form.Item>
                  </Col>
                  <Col xs={8} sm={4}>
                    <Form.Item name={[name, 'quantity']} label={t('quantity')}>
                      <Input inputMode="decimal" />
                    </Form.Item>
                  </Col>
                  <Col xs={8} sm={3}>
                    <Form.Item name={[name, 'unit']} label={t('unit')}>
                      <Input />
                    </Form.Item>
                  </Col>
                  <Col xs={8} sm={4}>
                    <Form.Item name={[name, 'unitPrice']} label={t('unitPrice')}>
                      <MoneyInput />
                    </Form.Item>
                  </Col>
                  <Col xs={8} sm={3}>
                    <Form.Item name={[name, 'vatRate']} label={t('vatRate')}>
                      <Select options={[0, 1, 10, 20].map((r) => ({ value: r, label: `%${r}` }))} />
                    </Form.Item>
                  </Col>
                </Row>
              </div>
            ))}
            <Button
              icon={<PlusOutlined />}
              onClick={() =>
                add({
                  kind: 'labor',
                  itemId: null,
                  description: '',
                  quantity: '1',
                  unit: 'saat',
                  unitPrice: '',
                  vatRate: 20,
                })
              }
            >
              {t('addLine')}
            </Button>
          </>
        )}
      </Form.List>
      <Descriptions
        size="small"
        column={1}
        style={{ marginTop: 12, maxWidth: 360, marginLeft: 'auto' }}
        items={[
          { key: 'net', label: t('netTotal'), children: formatMoneyTr(totals.netTotal) },
          { key: 'vat', label: t('vatTotal'), children: formatMoneyTr(totals.vatTotal) },
          { key: 'grand', label: t('grandTotal'), children: <strong>{formatMoneyTr(totals.grandTotal)}</strong> },
        ]}
      />
    </>
  );
}
