'use client';

import { useTranslations } from 'next-intl';
import { ResourceListScreen } from '@/components/ui/resource-list-screen';
import { productResource } from '@/lib/api-client/catalog-resources';
import type { Product } from '@/lib/schemas/catalog';
import { CatalogFilters, useCatalogColumns } from './catalog-item';
import { lazyComponent } from '@/components/ui/lazy';

const loadForm = () => import('./product-form');
const ProductForm = lazyComponent(() => loadForm().then((m) => m.ProductForm));

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
      preloadForm={loadForm}
      form={(record, close) => <ProductForm record={record} onClose={close} />}
    />
  );
}
