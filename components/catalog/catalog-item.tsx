'use client';

import { Col, Form, Select, Switch, Tag, TreeSelect, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { ListColumn } from '@/components/ui/resource-list-screen';
import { MoneyInput } from '@/components/ui/money-input';
import { moneyRule } from '@/components/ui/money-field';
import { useCategories } from '@/lib/api-client/use-categories';
import { currencies, vatRates } from '@/lib/schemas/money';
import type { productUnits } from '@/lib/schemas/catalog';
import { formatMoneyTr } from '@/lib/utils/decimal';
import { buildCategoryTree, categoryTreeOptions } from './category-tree';

type Unit = (typeof productUnits)[number];
interface CatalogItem {
  name: string;
  categoryName: string | null;
  unit: string;
  currency: string;
  vatRate: number;
  active: boolean;
}
interface CatalogQuery {
  categoryId?: string;
  active?: 'true' | 'false';
}

/** The category tree as TreeSelect options. */
export function useCategoryOptions() {
  const categories = useCategories();
  return useMemo(() => categoryTreeOptions(buildCategoryTree(categories.data ?? [])), [categories.data]);
}

/** Name (with its category), unit, price, KDV and status: the columns products and labor share. */
export function useCatalogColumns<T extends CatalogItem>(price: { title: string; value: (item: T) => string }) {
  const tc = useTranslations('CatalogCommon');
  const tu = useTranslations('CatalogUnits');
  return {
    name: (title: string): ListColumn<T> => ({
      key: 'name',
      title,
      sortField: 'name',
      render: (p) => (
        <span>
          <Typography.Text strong>{p.name}</Typography.Text>
          {p.categoryName ? <Typography.Text type="secondary"> · {p.categoryName}</Typography.Text> : null}
        </span>
      ),
    }),
    rest: [
      { key: 'unit', title: tc('unit'), hideBelow: 'md', render: (p) => tu(p.unit as Unit) },
      { key: 'price', title: price.title, align: 'right', render: (p) => formatMoneyTr(price.value(p), p.currency) },
      { key: 'vat', title: tc('vatRate'), hideBelow: 'md', render: (p) => `%${p.vatRate}` },
      {
        key: 'active',
        title: tc('status'),
        render: (p) => <Tag color={p.active ? 'success' : 'default'}>{p.active ? tc('active') : tc('inactive')}</Tag>,
      },
    ] satisfies ListColumn<T>[],
  };
}

/** Category and status filters of the catalogue lists. */
export function CatalogFilters<Q extends CatalogQuery>({ query, patch }: { query: Q; patch: (p: Partial<Q>) => void }) {
  const tc = useTranslations('CatalogCommon');
  const treeOptions = useCategoryOptions();
  return (
    <>
      <TreeSelect
        allowClear
        placeholder={tc('allCategories')}
        aria-label={tc('category')}
        style={{ flex: '0 1 220px' }}
        treeDefaultExpandAll
        treeData={treeOptions}
        value={query.categoryId}
        onChange={(v) => patch({ categoryId: v ?? undefined } as Partial<Q>)}
      />
      <Select<'all' | 'true' | 'false'>
        aria-label={tc('status')}
        style={{ flex: '0 1 140px' }}
        value={query.active ?? 'all'}
        onChange={(v) => patch({ active: v === 'all' ? undefined : v } as Partial<Q>)}
        options={[
          { value: 'all', label: tc('allStatuses') },
          { value: 'true', label: tc('active') },
          { value: 'false', label: tc('inactive') },
        ]}
      />
    </>
  );
}

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
          rules={[{ required: true, message: tv('required') }, moneyRule(tv('invalidAmount'))]}
        >
          <MoneyInput />
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
    </>
  );
}
