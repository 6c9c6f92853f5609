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
import { moneyRule } from '@/components/ui/money-field';
import { MoneyInput } from '@/components/ui/money-input';
import { productUnits } from '@/lib/schemas/catalog';
import { vatRates } from '@/lib/schemas/values/money';
import type { OfferLineKind } from '@/lib/schemas/offers';
import { formatMoneyTr } from '@/lib/utils/decimal';
import { CatalogPicker, type CatalogChoice } from './catalog-picker';

/** A line as the form holds it. */
export interface LineValues {
  kind: OfferLineKind;
  productId?: string | null;
  laborId?: string | null;
  name: string;
  description?: string | null;
  quantity: string;
  unit: string;
  unitPrice: string;
  discountRate?: string | null;
  vatRate: number;
}

export const freeLine = (vatRate = 20): LineValues => ({
  kind: 'free',
  name: '',
  quantity: '1',
  unit: 'adet',
  unitPrice: '',
  discountRate: '0',
  vatRate,
});

export const lineFromCatalog = (choice: CatalogChoice): LineValues => ({
  kind: choice.kind,
  productId: choice.kind === 'product' ? choice.id : null,
  laborId: choice.kind === 'labor' ? choice.id : null,
  name: choice.name,
  quantity: '1',
  unit: choice.unit,
  unitPrice: choice.price,
  discountRate: '0',
  vatRate: choice.vatRate,
});

function SortableRow({ id, children }: { id: string; children: (handle: ReactNode) => ReactNode }) {
  const t = useTranslations('OfferForm');
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
      data-testid="offer-line"
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

/**
 * The ordered lines of an offer or template: catalogue products and labor (name, unit, price and
 * KDV filled from the item, all editable) and free lines; drag by the handle (or keyboard) to
 * reorder. `nets` shows each line's computed amount beside it.
 */
export function OfferLinesEditor({
  nets,
  currency = 'TRY',
  optional = false,
}: {
  nets?: string[];
  currency?: string;
  /** A template may have no lines; an offer needs one. */
  optional?: boolean;
}) {
  const t = useTranslations('OfferForm');
  const tu = useTranslations('CatalogUnits');
  const tv = useTranslations('Validation');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const unitOptions = productUnits.map((u) => ({ value: u, label: tu(u) }));
  const kindColor: Record<OfferLineKind, string> = { product: 'blue', labor: 'green', free: 'default' };

  return (
    <Form.List
      name="lines"
      rules={
        optional
          ? []
          : [
              {
                validator: async (_, lines?: unknown[]) => {
                  if (!lines || lines.length === 0) throw new Error(tv('linesRequired'));
                },
              },
            ]
      }
    >
      {(fields, { add, remove, move }, { errors }) => {
        const ids = fields.map((f) => String(f.key));
        const onDragEnd = ({ active, over }: DragEndEvent) => {
          if (!over || active.id === over.id) return;
          move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
        };
        return (
          <div data-testid="offer-lines">
            <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
              <SortableContext items={ids} strategy={verticalListSortingStrategy}>
                {fields.map((field, index) => (
                  <SortableRow key={field.key} id={String(field.key)}>
                    {(handle) => (
                      <Row gutter={8} align="top" wrap>
                        <Col flex="32px" style={{ paddingTop: 4 }}>
                          {handle}
                        </Col>
                        <Form.Item name={[field.name, 'kind']} hidden>
                          <Input />
                        </Form.Item>
                        <Form.Item name={[field.name, 'productId']} hidden>
                          <Input />
                        </Form.Item>
                        <Form.Item name={[field.name, 'laborId']} hidden>
                          <Input />
                        </Form.Item>
                        <Col xs={22} md={7}>
                          <Form.Item noStyle shouldUpdate>
                            {({ getFieldValue }) => {
                              const kind = getFieldValue(['lines', field.name, 'kind']) as OfferLineKind;
                              return (
                                <Tag color={kindColor[kind]} style={{ marginBottom: 4 }}>
                                  {t(`kinds.${kind ?? 'free'}`)}
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
                          <Form.Item name={[field.name, 'description']} style={{ marginBottom: 0 }}>
                            <Input size="small" placeholder={t('lineDescription')} aria-label={t('lineDescription')} />
                          </Form.Item>
                        </Col>
                        <Col xs={8} md={3}>
                          <Form.Item
                            name={[field.name, 'quantity']}
                            label={index === 0 ? t('quantity') : undefined}
                            rules={[
                              { required: true, message: tv('required') },
                              {
                                pattern: /^\d{1,12}([.,]\d{1,3})?$/,
                                message: tv('invalidQuantity'),
                              },
                            ]}
                            normalize={(v: string) => v.replace(',', '.')}
                          >
                            <Input inputMode="decimal" aria-label={t('quantity')} data-testid="line-quantity" />
                          </Form.Item>
                        </Col>
                        <Col xs={8} md={3}>
                          <Form.Item name={[field.name, 'unit']} label={index === 0 ? t('unit') : undefined}>
                            <Select options={unitOptions} aria-label={t('unit')} />
                          </Form.Item>
                        </Col>
                        <Col xs={8} md={4}>
                          <Form.Item
                            name={[field.name, 'unitPrice']}
                            label={index === 0 ? t('unitPrice') : undefined}
                            rules={[{ required: true, message: tv('required') }, moneyRule(tv('invalidAmount'))]}
                          >
                            <MoneyInput aria-label={t('unitPrice')} data-testid="line-price" />
                          </Form.Item>
                        </Col>
                        <Col xs={8} md={2}>
                          <Form.Item
                            name={[field.name, 'discountRate']}
                            label={index === 0 ? t('discountRate') : undefined}
                            rules={[{ pattern: /^(\d{1,2}([.,]\d{1,2})?|100)?$/, message: tv('invalidPercent') }]}
                            normalize={(v: string) => v.replace(',', '.')}
                          >
                            <Input inputMode="decimal" suffix="%" aria-label={t('discountRate')} />
                          </Form.Item>
                        </Col>
                        <Col xs={8} md={2}>
                          <Form.Item name={[field.name, 'vatRate']} label={index === 0 ? t('vatRate') : undefined}>
                            <Select
                              aria-label={t('vatRate')}
                              options={vatRates.map((r) => ({ value: r, label: `%${r}` }))}
                            />
                          </Form.Item>
                        </Col>
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
                <Button block icon={<PlusOutlined />} onClick={() => add(freeLine())} data-testid="add-free-line">
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
