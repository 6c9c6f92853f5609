'use client';

import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Card,
  Flex,
  Input,
  Select,
  Space,
  Table,
  Tag,
  TreeSelect,
  Typography,
  type TableProps,
} from 'antd';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { initialProductsQuery } from '@/lib/api-client/customer-keys';
import { useCan } from '@/lib/api-client/use-permissions';
import { useCatalogMutations, useCategories, useProducts } from '@/lib/api-client/use-catalog';
import type { ListProductsQuery, Product } from '@/lib/schemas/catalog';
import { formatMoneyTr } from '@/lib/utils/decimal';
import { buildCategoryTree, categoryTreeOptions } from './category-tree';
import { ProductFormModal } from './product-form-modal';
import { useCatalogDelete } from './use-catalog-delete';
import { serverPagination } from '@/components/ui/server-pagination';

/** /tenant/products: search by code or name, category and status filters, server-side paging. */
export function ProductsScreen() {
  const t = useTranslations('ProductsPage');
  const tc = useTranslations('CatalogCommon');
  const tu = useTranslations('CatalogUnits');
  const tcm = useTranslations('Common');
  const [query, setQuery] = useState<ListProductsQuery>(initialProductsQuery);
  const [editing, setEditing] = useState<Product | null | undefined>(undefined);
  const products = useProducts(query);
  const categories = useCategories();
  const treeOptions = useMemo(() => categoryTreeOptions(buildCategoryTree(categories.data ?? [])), [categories.data]);
  const m = useCatalogMutations();
  const can = {
    create: useCan('products.create'),
    update: useCan('products.update'),
    delete: useCan('products.delete'),
  };
  const confirmDelete = useCatalogDelete((id) => m.deleteProduct.mutateAsync(id));
  const patch = (p: Partial<ListProductsQuery>) => setQuery((q) => ({ ...q, pageIndex: 0, ...p }));

  const columns: TableProps<Product>['columns'] = [
    { key: 'code', title: t('code'), dataIndex: 'code', width: 140 },
    {
      key: 'name',
      title: t('name'),
      render: (_, p) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{p.name}</Typography.Text>
          {p.categoryName ? <Typography.Text type="secondary">{p.categoryName}</Typography.Text> : null}
        </Space>
      ),
    },
    { key: 'unit', title: tc('unit'), responsive: ['md'], render: (_, p) => tu(p.unit) },
    { key: 'price', title: t('salePrice'), align: 'right', render: (_, p) => formatMoneyTr(p.salePrice, p.currency) },
    { key: 'vat', title: tc('vatRate'), responsive: ['md'], render: (_, p) => `%${p.vatRate}` },
    {
      key: 'active',
      title: tc('status'),
      responsive: ['sm'],
      render: (_, p) => <Tag color={p.active ? 'success' : 'default'}>{p.active ? tc('active') : tc('inactive')}</Tag>,
    },
    {
      key: 'actions',
      title: <span className="sr-only">{tc('actions')}</span>,
      align: 'right',
      width: 96,
      render: (_, p) => (
        <Space size={0}>
          {can.update ? (
            <Button type="text" icon={<EditOutlined />} aria-label={tc('edit')} onClick={() => setEditing(p)} />
          ) : null}
          {can.delete ? (
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={tc('delete')}
              onClick={() => confirmDelete(p)}
            />
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <div data-testid="products-page">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {t('title')}
        </Typography.Title>
        {can.create ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            {t('new')}
          </Button>
        ) : null}
      </Flex>
      <Card>
        <Flex wrap gap={12} style={{ marginBottom: 16 }}>
          <Input.Search
            allowClear
            placeholder={t('searchPlaceholder')}
            aria-label={t('searchPlaceholder')}
            style={{ flex: '1 1 240px', maxWidth: 360 }}
            onSearch={(text) => patch({ searchText: text.trim() || undefined })}
          />
          <TreeSelect
            allowClear
            placeholder={tc('allCategories')}
            aria-label={tc('category')}
            style={{ flex: '0 1 220px' }}
            treeDefaultExpandAll
            treeData={treeOptions}
            value={query.categoryId}
            onChange={(v) => patch({ categoryId: v ?? undefined })}
          />
          <Select<'all' | 'true' | 'false'>
            aria-label={tc('status')}
            style={{ flex: '0 1 140px' }}
            value={query.active ?? 'all'}
            onChange={(v) => patch({ active: v === 'all' ? undefined : v })}
            options={[
              { value: 'all', label: tc('allStatuses') },
              { value: 'true', label: tc('active') },
              { value: 'false', label: tc('inactive') },
            ]}
          />
        </Flex>
        {products.isError ? (
          <Alert
            type="error"
            showIcon
            title={tc('loadError')}
            style={{ marginBottom: 16 }}
            action={<Button onClick={() => void products.refetch()}>{tcm('retry')}</Button>}
          />
        ) : null}
        <Table<Product>
          rowKey="id"
          columns={columns}
          dataSource={products.data?.items ?? []}
          loading={products.isFetching}
          locale={{ emptyText: t('empty') }}
          pagination={serverPagination({
            pageIndex: query.pageIndex,
            pageSize: query.pageSize,
            total: products.data?.totalCount ?? 0,
            onPage: (pageIndex, pageSize) => setQuery((q) => ({ ...q, pageIndex, pageSize })),
            showTotal: (count) => t('total', { count }),
          })}
        />
      </Card>
      <ProductFormModal
        key={editing === undefined ? 'closed' : (editing?.id ?? 'new')}
        open={editing !== undefined}
        product={editing ?? null}
        categories={treeOptions}
        onClose={() => setEditing(undefined)}
      />
    </div>
  );
}
