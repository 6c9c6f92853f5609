'use client';

import { Col, Form, Select, TreeSelect } from 'antd';
import { useTranslations } from 'next-intl';
import { CurrencyField, SwitchCol } from '@/components/ui/form-fields';
import { requiredMoneyRules } from '@/components/ui/money-field';
import { MoneyInput } from '@/components/ui/decimal-input';
import type { productUnits } from '@/lib/schemas/catalog';
import { vatRates } from '@/lib/schemas/values/money';
import { useCategoryOptions } from './catalog-item';

type Unit = (typeof productUnits)[number];

/** The fields after name and code: category, unit, price, currency, KDV and active. */
export function CatalogItemFields({
  units,
  price,
}: {
  units: readonly Unit[];
  price: { name: string; label: string };
}) {
  const tc = useTranslations('CatalogCommon');
  const tu = useTranslations('CatalogUnits');
  const tv = useTranslations('Validation');
  const categories = useCategoryOptions();
  return (
    <>
      <Col xs={24} sm={12}>
        <Form.Item name="categoryId" label={tc('category')}>
          <TreeSelect allowClear placeholder={tc('noCategory')} treeDefaultExpandAll treeData={categories} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="unit" label={tc('unit')}>
          <Select options={units.map((u) => ({ value: u, label: tu(u) }))} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={10}>
        <Form.Item
          name={price.name}
          label={price.label}
          extra={tc('amountHint')}
          rules={requiredMoneyRules({
            required: tv('required'),
            invalid: tv('invalidAmount'),
            tooLarge: tv('amountTooLarge'),
          })}
        >
          <MoneyInput />
        </Form.Item>
      </Col>
      <Col xs={12} sm={7}>
        <CurrencyField label={tc('currency')} />
      </Col>
      <Col xs={12} sm={7}>
        <Form.Item name="vatRate" label={tc('vatRate')}>
          <Select options={vatRates.map((r) => ({ value: r, label: `%${r}` }))} />
        </Form.Item>
      </Col>
      <SwitchCol name="active" label={tc('active')} />
    </>
  );
}
