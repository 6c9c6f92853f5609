import type { ListCustomersQuery } from '@/lib/schemas/customers';

/** Query keys of customers and the catalogue, tenant id inside every key; server prefetch uses the same. */
export const customerKeys = {
  all: (tenantId: string) => ['tenants', tenantId, 'customers'] as const,
  list: (tenantId: string, q: ListCustomersQuery) => [...customerKeys.all(tenantId), 'list', q] as const,
  detail: (tenantId: string, id: string) => [...customerKeys.all(tenantId), 'detail', id] as const,
};

/** The first list request of each page; the server prefetches exactly these. */
export const initialCustomersQuery: ListCustomersQuery = {
  pageIndex: 0,
  pageSize: 20,
  sortField: 'name',
  sortOrder: 'asc',
};
