import type { ListLaborsQuery, ListProductsQuery } from '@/lib/schemas/catalog';
import type { ListCustomersQuery } from '@/lib/schemas/customers';

/** Query keys of customers and the catalogue, tenant id inside every key; server prefetch uses the same. */
export const customerKeys = {
  all: (tenantId: string) => ['tenants', tenantId, 'customers'] as const,
  list: (tenantId: string, q: ListCustomersQuery) => [...customerKeys.all(tenantId), 'list', q] as const,
  detail: (tenantId: string, id: string) => [...customerKeys.all(tenantId), 'detail', id] as const,
};

export const catalogKeys = {
  categories: (tenantId: string) => ['tenants', tenantId, 'categories'] as const,
  products: (tenantId: string) => ['tenants', tenantId, 'products'] as const,
  productList: (tenantId: string, q: ListProductsQuery) => [...catalogKeys.products(tenantId), 'list', q] as const,
  labors: (tenantId: string) => ['tenants', tenantId, 'labors'] as const,
  laborList: (tenantId: string, q: ListLaborsQuery) => [...catalogKeys.labors(tenantId), 'list', q] as const,
};

/** The first list request of each page; the server prefetches exactly these. */
export const initialCustomersQuery: ListCustomersQuery = {
  pageIndex: 0,
  pageSize: 20,
  sortField: 'name',
  sortOrder: 'asc',
};
export const initialProductsQuery: ListProductsQuery = {
  pageIndex: 0,
  pageSize: 20,
  sortField: 'name',
  sortOrder: 'asc',
};
export const initialLaborsQuery: ListLaborsQuery = { pageIndex: 0, pageSize: 20, sortField: 'name', sortOrder: 'asc' };
