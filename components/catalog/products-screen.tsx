'use client';

import { Col, Form, Input, Row } from 'antd';
import { useTranslations } from 'next-intl';
import { ResourceFormDrawer } from '@/components/ui/resource-form-drawer';
import { ResourceListScreen } from '@/components/ui/resource-list-screen';
import { useFieldRules } from '@/components/ui/use-field-rules';
import { productResource } from '@/lib/api-client/catalog-resources';
import { createProductInputSchema, productUnits, type CreateProductInput, type Product } from '@/lib/schemas/catalog';
import { CatalogFilters, CatalogItemFields, useCatalogColumns } from './catalog-item';

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

/** /tenant/products: code and name search, category and status filters, server paging. */
export function ProductsScreen() {
  const t = useTranslations('ProductsPage');
  const columns = useCatalogColumns<Product>({ title: t('salePrice'), value: (p) => p.salePrice });
  return (
    <ResourceListScreen
      resource={productResource}
      namespace="ProductsPage"
      testId="products-page"
      itemLabel={(p) => p.name}
      columns={[
        { key: 'code', title: t('code'), sortField: 'code', render: (p) => p.code },
        columns.name(t('name')),
        ...columns.rest,
      ]}
      filters={({ query, patch }) => <CatalogFilters query={query} patch={patch} />}
      form={(record, close) => <ProductForm record={record} onClose={close} />}
    />
  );
}

function ProductForm({ record, onClose }: { record: Product | null; onClose: () => void }) {
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
