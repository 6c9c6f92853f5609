'use client';

import { Alert, App, Col, Form, Input, Modal, Row, Select, Switch, TreeSelect } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { showApiError } from '@/components/ui/show-api-error';
import { useCatalogMutations } from '@/lib/api-client/use-catalog';
import { createProductInputSchema, productUnits, type Product } from '@/lib/schemas/catalog';
import { currencies, vatRates } from '@/lib/schemas/money';
import { zodRule } from '@/lib/utils/zod-rules';
import type { CategoryOption } from './category-tree';
import { inputToMoney, moneyRule, moneyToInput } from './money-field';

interface Values {
  code: string;
  name: string;
  categoryId?: string | null;
  unit: string;
  salePrice: string;
  currency: string;
  vatRate: number;
  active: boolean;
}

/** Create or edit a product; a duplicate code shows the API's message on the code field. */
export function ProductFormModal({
  open,
  product,
  categories,
  onClose,
}: {
  open: boolean;
  product: Product | null;
  categories: CategoryOption[];
  onClose: () => void;
}) {
  const t = useTranslations('ProductsPage');
  const tc = useTranslations('CatalogCommon');
  const tu = useTranslations('CatalogUnits');
  const tv = useTranslations('Validation');
  const tcm = useTranslations('Common');
  const { message } = App.useApp();
  // The parent remounts this modal (key) per record, so the form and state start fresh.
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const m = useCatalogMutations();
  const shape = createProductInputSchema.shape;

  async function save(v: Values) {
    const input = {
      ...v,
      categoryId: v.categoryId ?? null,
      salePrice: inputToMoney(v.salePrice)!,
      currency: v.currency as (typeof currencies)[number],
      unit: v.unit as (typeof productUnits)[number],
    };
    try {
      if (product) await m.updateProduct.mutateAsync({ ...input, id: product.id, version: product.version });
      else await m.createProduct.mutateAsync(input);
      message.success(tc('saved'));
      onClose();
    } catch (e) {
      const result = showApiError(form, e, tcm('unexpectedError'));
      setError(result === 'stale' ? tc('staleTitle') : result);
    }
  }

  return (
    <Modal
      open={open}
      title={product ? t('editTitle') : t('createTitle')}
      onCancel={onClose}
      destroyOnHidden
      width={640}
      okText={tc('save')}
      cancelText={tc('cancel')}
      onOk={() => form.submit()}
      confirmLoading={m.createProduct.isPending || m.updateProduct.isPending}
    >
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} /> : null}
      <Form
        form={form}
        layout="vertical"
        onFinish={save}
        initialValues={
          product
            ? { ...product, salePrice: moneyToInput(product.salePrice) }
            : {
                code: '',
                name: '',
                categoryId: null,
                unit: 'adet',
                salePrice: '',
                currency: 'TRY',
                vatRate: 20,
                active: true,
              }
        }
        data-testid="product-form"
      >
        <Row gutter={12}>
          <Col xs={24} sm={8}>
            <Form.Item
              name="code"
              label={t('code')}
              rules={[{ required: true, message: tv('required') }, zodRule(shape.code, tv, tv.has)]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} sm={16}>
            <Form.Item
              name="name"
              label={t('name')}
              rules={[{ required: true, message: tv('required') }, zodRule(shape.name, tv, tv.has)]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="categoryId" label={tc('category')}>
              <TreeSelect allowClear placeholder={tc('noCategory')} treeDefaultExpandAll treeData={categories} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="unit" label={tc('unit')}>
              <Select options={productUnits.map((u) => ({ value: u, label: tu(u) }))} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={10}>
            <Form.Item
              name="salePrice"
              label={t('salePrice')}
              extra={tc('amountHint')}
              rules={[{ required: true, message: tv('required') }, moneyRule(tv('invalidAmount'))]}
            >
              <Input inputMode="decimal" />
            </Form.Item>
          </Col>
          <Col xs={12} sm={7}>
            <Form.Item name="currency" label={tc('currency')}>
              <Select options={currencies.map((c) => ({ value: c, label: c }))} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={7}>
            <Form.Item name="vatRate" label={tc('vatRate')}>
              <Select options={vatRates.map((r) => ({ value: r, label: `%${r}` }))} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="active" label={tc('active')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
