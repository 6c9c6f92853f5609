import { act, renderHook } from '@testing-library/react';
import type { ListParams } from '@/lib/api-client/list-params';
import { useListQuery } from './use-list-query';

// The router's copy of the address, as it is while a navigation is still under way: not yet updated.
jest.mock('next/navigation', () => ({
  useSearchParams: () => new URLSearchParams(''),
  usePathname: () => '/tenant/products',
}));

interface Query {
  pageIndex: number;
  pageSize: number;
  sortField: 'code' | 'name';
  sortOrder: 'asc' | 'desc';
}
const initial: Query = { pageIndex: 0, pageSize: 20, sortField: 'name', sortOrder: 'asc' };
const params: ListParams<Query> = { sort: ['code', 'name'], filters: {} };

afterEach(() => window.history.replaceState(null, '', '/'));

test('the list shows the order it just wrote before the router catches up, so a second click builds on it', () => {
  const { result } = renderHook(() => useListQuery(initial, params));
  act(() => result.current.setQuery((q) => ({ ...q, sortField: 'code', sortOrder: 'asc' })));
  expect(result.current.query).toMatchObject({ sortField: 'code', sortOrder: 'asc' });
  act(() => result.current.setQuery((q) => ({ ...q, sortOrder: q.sortOrder === 'asc' ? 'desc' : 'asc' })));
  expect(result.current.query).toMatchObject({ sortField: 'code', sortOrder: 'desc' });
  expect(window.location.search).toBe('?sort=code&order=desc');
});

test('after going back elsewhere the list shows that address, not the one it last wrote', () => {
  const { result, rerender } = renderHook(() => useListQuery(initial, params));
  act(() => result.current.setQuery((q) => ({ ...q, sortField: 'code' })));
  expect(result.current.query.sortField).toBe('code');
  window.history.replaceState(null, '', '/tenant/products');
  rerender();
  expect(result.current.query.sortField).toBe('name');
});
