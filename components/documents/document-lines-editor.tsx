'use client';

import { DeleteOutlined, HolderOutlined, PlusOutlined } from '@ant-design/icons';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Col, Form, Input, Row, Select, Tag, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { DecimalInput } from '@/components/ui/decimal-input';
import { requiredMoneyRules } from '@/components/ui/money-field';
import { productUnits } from '@/lib/schemas/catalog';
import { vatExemptionCodes } from '@/lib/schemas/document-lines';
import { vatRates } from '@/lib/schemas/values/money';
import { withholdingCodes } from '@/lib/schemas/values/withholding';
import { formatMoneyTr, formatPercentTr } from '@/lib/utils/decimal';
import { CatalogPicker } from './catalog-picker';
import { freeLine, lineFromCatalog, type DocumentLineValues } from './document-line-values';

export interface DocumentLinesOptions {
  /** Offers: a line has a name and a separate description; other documents one text. */
  withDescription?: boolean;
  /** Prices, discounts and KDV editable (the office); without it they are shown, not edited. */
  pricing?: boolean;
  /** Invoices: a 0 % line must name its GİB exemption reason. */
  requireExemption?: boolean;
  /** A template may have no lines; a document needs one. */
  optional?: boolean;
}

function SortableRow({ id, children }: { id: string; children: (handle: ReactNode) => ReactNode }) {
  const t = useTranslations('DocumentLines');
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  const handle = (
    <Button
      type="text"
      size="small"
      icon={<HolderOutlined />}
      aria-label={t('dragLine')}
      title={t('dragLine')}
      style={{ cursor: 'grab', touchAction: 'none' }}
      data-testid="line-drag"
      {...attributes}
      {...listeners}
    />
  );
  return (
    <div
      ref={setNodeRef}
      data-testid="document-line"
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        padding: '8px 0',
        borderBottom: '1px solid #f0f0f0',
        background: '#fff',
      }}
    >
      {children(handle)}
    </div>
  );
}

const kindColor = { product: 'blue', labor: 'green', free: 'default' } as const;

/** GİB's codes as "624 - Yük Taşımacılığı Hizmeti (2/10)", searchable by code or name. */
const withholdingOptions = withholdingCodes.map((c) => ({
  value: c.code,
  label: `${c.code} - ${c.name} (${c.rate}/10)`,
}));

/** The priced fields of one line: editable for the office, shown as text otherwise. */
function PricedFields({ name, first, options }: { name: number; first: boolean; options: DocumentLinesOptions }) {
  const t = useTranslations('DocumentLines');
  const tv = useTranslations('Validation');
  const tx = useTranslations('VatExemptions');
  const label = (text: string) => (first ? text : undefined);
  const form = Form.useFormInstance();
  const line = Form.useWatch(['lines', name], form) as DocumentLineValues | undefined;
  const pricing = options.pricing ?? true;
  // Shown as text, still a field of the form: a save sends back exactly what was loaded.
  const shown = (field: 'unitPrice' | 'discountRate' | 'vatRate', text: string, testId?: string) => (
    <>
      <Form.Item name={[name, field]} hidden>
        <Input />
      </Form.Item>
      <Form.Item label={label(t(field))}>
        <Typography.Text data-testid={testId}>{text}</Typography.Text>
      </Form.Item>
    </>
  );
  return (
    <>
      <Col xs={8} md={4}>
        {pricing ? (
          <Form.Item
            name={[name, 'unitPrice']}
            label={label(t('unitPrice'))}
            rules={requiredMoneyRules({
              required: tv('required'),
              invalid: tv('invalidAmount'),
              tooLarge: tv('amountTooLarge'),
            })}
          >
            <DecimalInput aria-label={t('unitPrice')} data-testid="line-price" />
          </Form.Item>
        ) : (
          shown('unitPrice', formatMoneyTr(line?.unitPrice || '0'), 'line-price')
        )}
      </Col>
      <Col xs={8} md={2}>
        {pricing ? (
          <Form.Item
            name={[name, 'discountRate']}
            label={label(t('discountRate'))}
            rules={[{ pattern: /^(\d{1,2}(\.\d{1,2})?|100(\.0{1,2})?)?$/, message: tv('invalidPercent') }]}
          >
            <DecimalInput kind="percent" aria-label={t('discountRate')} data-testid="line-discount" />
          </Form.Item>
        ) : (
          shown('discountRate', formatPercentTr(line?.discountRate || '0'))
        )}
      </Col>
      <Col xs={8} md={2}>
        {pricing ? (
          <Form.Item name={[name, 'vatRate']} label={label(t('vatRate'))}>
            <Select
              aria-label={t('vatRate')}
              options={vatRates.map((r) => ({ value: r, label: formatPercentTr(r) }))}
            />
          </Form.Item>
        ) : (
          shown('vatRate', formatPercentTr(line?.vatRate ?? 0))
        )}
      </Col>
      {Number(line?.vatRate) === 0 ? (
        <Col xs={24} md={{ span: 8, offset: 10 }}>
          <Form.Item
            name={[name, 'vatExemptionCode']}
            label={t('vatExemption')}
            rules={options.requireExemption ? [{ required: true, message: tv('vatExemptionRequired') }] : []}
          >
            <Select
              allowClear={!options.requireExemption}
              disabled={!pricing}
              aria-label={t('vatExemption')}
              popupMatchSelectWidth={false}
              options={vatExemptionCodes.map((c) => ({ value: c, label: `${c} – ${tx(c)}` }))}
            />
          </Form.Item>
        </Col>
      ) : (
        <Col xs={24} md={{ span: 8, offset: 10 }}>
          <Form.Item name={[name, 'withholdingCode']} label={t('withholdingCode')}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              disabled={!pricing}
              placeholder={t('withholdingNone')}
              aria-label={t('withholdingCode')}
              data-testid="line-withholding"
              options={withholdingOptions}
              // Long GİB names wrap inside the field's width instead of running off a phone's screen.
              optionRender={(o) => <span style={{ whiteSpace: 'normal' }}>{o.label}</span>}
            />
          </Form.Item>
        </Col>
      )}
    </>
  );
}

/**
 * The ordered lines of every priced document (offers, templates, work orders, invoices): catalogue
 * products and labor (name, unit, price and KDV filled from the item, then editable) and free
 * lines; drag by the handle (or keyboard) to reorder. `nets` shows each line's amount beside it.
 */
export function DocumentLinesEditor({
  nets,
  currency = 'TRY',
  ...options
}: DocumentLinesOptions & { nets?: string[]; currency?: string }) {
  const t = useTranslations('DocumentLines');
  const tu = useTranslations('CatalogUnits');
  const tv = useTranslations('Validation');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const unitOptions = productUnits.map((u) => ({ value: u, label: tu(u) }));
  const pricing = options.pricing ?? true;
  const required = (lines?: unknown[]) => {
    if (!options.optional && (!lines || lines.length === 0)) throw new Error(tv('linesRequired'));
  };

  return (
    <Form.List name="lines" rules={[{ validator: async (_, lines?: unknown[]) => required(lines) }]}>
      {(fields, { add, remove, move }, { errors }) => {
        const ids = fields.map((f) => String(f.key));
        const onDragEnd = ({ active, over }: DragEndEvent) => {
          if (!over || active.id === over.id) return;
          move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
        };
        return (
          <div data-testid="document-lines">
            <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
              <SortableContext items={ids} strategy={verticalListSortingStrategy}>
                {fields.map((field, index) => (
                  <SortableRow key={field.key} id={String(field.key)}>
                    {(handle) => (
                      <Row gutter={8} align="top" wrap>
                        <Col flex="32px" style={{ paddingTop: 4 }}>
                          {handle}
                        </Col>
                        {(['kind', 'productId', 'laborId'] as const).map((hidden) => (
                          <Form.Item key={hidden} name={[field.name, hidden]} hidden>
                            <Input />
                          </Form.Item>
                        ))}
                        <Col xs={22} md={7}>
                          <Form.Item noStyle shouldUpdate>
                            {({ getFieldValue }) => {
                              const kind = (getFieldValue(['lines', field.name, 'kind']) ??
                                'free') as DocumentLineValues['kind'];
                              return (
                                <Tag color={kindColor[kind]} style={{ marginBottom: 4 }}>
                                  {t(`kinds.${kind}`)}
                                </Tag>
                              );
                            }}
                          </Form.Item>
                          <Form.Item
                            name={[field.name, 'name']}
                            rules={[{ required: true, whitespace: true, message: tv('required') }]}
                            style={{ marginBottom: 4 }}
                          >
                            <Input placeholder={t('lineName')} aria-label={t('lineName')} data-testid="line-name" />
                          </Form.Item>
                          {options.withDescription ? (
                            <Form.Item name={[field.name, 'description']} style={{ marginBottom: 0 }}>
                              <Input
                                size="small"
                                placeholder={t('lineDescription')}
                                aria-label={t('lineDescription')}
                              />
                            </Form.Item>
                          ) : null}
                        </Col>
                        <Col xs={8} md={3}>
                          <Form.Item
                            name={[field.name, 'quantity']}
                            label={index === 0 ? t('quantity') : undefined}
                            rules={[
                              { required: true, message: tv('required') },
                              { pattern: /^\d{1,12}(\.\d{1,3})?$/, message: tv('invalidQuantity') },
                            ]}
                          >
                            <DecimalInput kind="quantity" aria-label={t('quantity')} data-testid="line-quantity" />
                          </Form.Item>
                        </Col>
                        <Col xs={8} md={3}>
                          <Form.Item name={[field.name, 'unit']} label={index === 0 ? t('unit') : undefined}>
                            <Select options={unitOptions} aria-label={t('unit')} />
                          </Form.Item>
                        </Col>
                        <PricedFields name={field.name} first={index === 0} options={options} />
                        <Col xs={6} md={2} style={{ textAlign: 'right', paddingTop: index === 0 ? 34 : 6 }}>
                          <Typography.Text strong data-testid="line-net">
                            {nets?.[index] ? formatMoneyTr(nets[index], currency) : ''}
                          </Typography.Text>
                        </Col>
                        <Col flex="32px" style={{ paddingTop: index === 0 ? 30 : 0 }}>
                          <Button
                            type="text"
                            danger
                            icon={<DeleteOutlined />}
                            aria-label={t('removeLine')}
                            title={t('removeLine')}
                            onClick={() => remove(field.name)}
                          />
                        </Col>
                      </Row>
                    )}
                  </SortableRow>
                ))}
              </SortableContext>
            </DndContext>
            <Form.ErrorList errors={errors} />
            <Row gutter={8} style={{ marginTop: 12 }}>
              <Col xs={24} md={9}>
                <CatalogPicker kind="product" onPick={(c) => add(lineFromCatalog(c))} />
              </Col>
              <Col xs={24} md={9}>
                <CatalogPicker kind="labor" onPick={(c) => add(lineFromCatalog(c))} />
              </Col>
              <Col xs={24} md={6}>
                <Button
                  block
                  icon={<PlusOutlined />}
                  onClick={() => add(freeLine(pricing ? '' : '0'))}
                  data-testid="add-free-line"
                >
                  {t('addFreeLine')}
                </Button>
              </Col>
            </Row>
          </div>
        );
      }}
    </Form.List>
  );
}
