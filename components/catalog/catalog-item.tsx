'use client';

import { Select, Tag, TreeSelect, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { ListColumn } from '@/components/ui/resource-list-screen';
import { useCategories } from '@/lib/api-client/use-categories';
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
