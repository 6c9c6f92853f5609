import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render';
import { ResourceTable } from './resource-table';
import type { ListQueryBase, ListQueryState } from './use-list-query';

const state = {
  query: { pageIndex: 0, pageSize: 20 },
  setQuery: jest.fn(),
  searchDraft: '',
  setSearchDraft: jest.fn(),
  patch: jest.fn(),
  filtered: false,
  clear: jest.fn(),
} as ListQueryState<ListQueryBase>;

const list = {
  data: { items: [{ id: '1', name: 'Işık Yapı' }], totalCount: 1, pageIndex: 0, pageSize: 20 },
  isPending: false,
  isFetching: false,
  isError: false,
  refetch: jest.fn(),
};

it('mounts without measuring the scrollbar, a forced style recalculation during hydration', () => {
  const appendChild = jest.spyOn(document.body, 'appendChild');
  renderWithProviders(
    <ResourceTable
      list={list}
      state={state}
      columns={[{ key: 'name', title: 'Ad', render: (item) => item.name }]}
      empty="Kayıt yok"
      total={(count) => `Toplam ${count}`}
    />,
  );
  expect(screen.getByText('Işık Yapı')).toBeInTheDocument();
  expect(screen.getByText('Toplam 1')).toBeInTheDocument();
  const measures = appendChild.mock.calls.filter(([node]) => (node as Element).id?.startsWith('rc-scrollbar-measure'));
  expect(measures).toEqual([]);
  appendChild.mockRestore();
});
