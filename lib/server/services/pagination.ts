import 'server-only';

import type { PagingQuery } from '@/lib/schemas/common';

export interface Page<T> {
  items: T[];
  totalCount: number;
  pageIndex: number;
  pageSize: number;
}

/** Runs a page query and its count in parallel and answers the API's list shape. */
export async function toPage<T>(
  query: Pick<PagingQuery, 'pageIndex' | 'pageSize'>,
  fetchItems: (limit: number, offset: number) => Promise<T[]>,
  fetchCount: () => Promise<number>,
): Promise<Page<T>> {
  const [items, totalCount] = await Promise.all([
    fetchItems(query.pageSize, query.pageIndex * query.pageSize),
    fetchCount(),
  ]);
  return { items, totalCount: Number(totalCount), pageIndex: query.pageIndex, pageSize: query.pageSize };
}
