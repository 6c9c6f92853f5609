'use client';

import { Col, Form, Input, Row } from 'antd';
import { useTranslations } from 'next-intl';
import { ResourceFormDrawer } from '@/components/ui/resource-form-drawer';
import { useFieldRules } from '@/components/ui/use-field-rules';
import { productResource } from '@/lib/api-client/catalog-resources';
import { createProductInputSchema, productUnits, type CreateProductInput, type Product } from '@/lib/schemas/catalog';
import { CatalogItemFields } from './catalog-item-fields';

const blank: CreateProductInput = {
  code: '',
  name: '',
  categoryId: null,
  unit: 'adet',
  salePrice: '',
  currency: 'TRY',
  vatRate: 20,
  active: true,
};

/** Create or edit; loaded when first opened, so the list page does not carry the form's code. */
export function ProductForm({ record, onClose }: { record: Product | null; onClose: () => void }) {
  const t = useTranslations('ProductsPage');
  const rules = useFieldRules();
  const shape = createProductInputSchema.shape;
  return (
    <ResourceFormDrawer<Product, CreateProductInput, CreateProductInput>
      resource={productResource}
      record={record}
      title={record ? t('editTitle') : t('createTitle')}
      toValues={(p) =>
        p
          ? {
              ...blank,
              ...p,
              currency: p.currency as CreateProductInput['currency'],
              unit: p.unit as CreateProductInput['unit'],
            }
          : blank
      }
      toInput={(values) => values}
      onClose={onClose}
      testId="product-form"
    >
      <Row gutter={12}>
        <Col xs={24} sm={8}>
          <Form.Item name="code" label={t('code')} rules={rules(shape.code)}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} sm={16}>
          <Form.Item name="name" label={t('name')} rules={rules(shape.name)}>
            <Input />
          </Form.Item>
        </Col>
        <CatalogItemFields units={productUnits} price={{ name: 'salePrice', label: t('salePrice') }} />
      </Row>
    </ResourceFormDrawer>
  );
}
