import {
  dayParam,
  idParam,
  instantParam,
  isFiltered,
  oneOf,
  readListQuery,
  searchParamsOf,
  textParam,
  writeListQuery,
  type ListParams,
} from './list-params';

interface Query {
  pageIndex: number;
  pageSize: number;
  searchText?: string;
  sortField: 'name' | 'createdAt';
  sortOrder: 'asc' | 'desc';
  view: 'mine' | 'all';
  status?: 'open' | 'done';
  customerId?: string;
  dateFrom?: string;
  tag?: string;
}

const initial: Query = { pageIndex: 0, pageSize: 20, sortField: 'name', sortOrder: 'asc', view: 'mine' };
const params: ListParams<Query> = {
  sort: ['name', 'createdAt'],
  filters: {
    view: oneOf(['mine', 'all']),
    status: oneOf(['open', 'done']),
    customerId: idParam,
    dateFrom: dayParam,
    tag: textParam(40),
  },
};
const ID = '0b6c3f1e-9a4d-4c1e-8f2a-3d5e6f7a8b9c';
const read = (address: string) => readListQuery(new URLSearchParams(address), initial, params);
const write = (query: Query) => writeListQuery(query, initial, params).toString();

describe('list state in the address', () => {
  it('leaves every default out, so a fresh list has a bare address', () => {
    expect(write(initial)).toBe('');
    expect(read('')).toEqual(initial);
  });

  it('writes short names, the page from 1, and reads them back to the same query', () => {
    const query: Query = {
      ...initial,
      pageIndex: 2,
      pageSize: 50,
      sortField: 'createdAt',
      sortOrder: 'desc',
      searchText: 'Işık Yapı',
      view: 'all',
      status: 'done',
      customerId: ID,
      dateFrom: '2026-03-01',
    };
    const address = write(query);
    expect(address).toBe(
      `page=3&size=50&sort=createdAt&order=desc&q=I%C5%9F%C4%B1k+Yap%C4%B1&view=all&status=done&customerId=${ID}&dateFrom=2026-03-01`,
    );
    expect(read(address)).toEqual(query);
  });

  it('reads the header search link ?q= as a searched list', () => {
    expect(read('q=%20Işık%20')).toEqual({ ...initial, searchText: 'Işık' });
  });

  it('drops empty filters and a blank search from the address', () => {
    expect(write({ ...initial, searchText: '  ', status: undefined, tag: '' })).toBe('');
  });

  it.each([
    ['page=0', 'a page below 1'],
    ['page=-2', 'a negative page'],
    ['page=2.5', 'a fractional page'],
    ['page=abc', 'a page that is no number'],
    ['size=0', 'a size below 1'],
    ['size=500', 'a size over the API’s 100'],
    ['sort=password', 'a sort field the list does not have'],
    ['order=up', 'an order that is neither asc nor desc'],
    ['view=everyone', 'a choice outside the filter’s values'],
    ['status=OPEN', 'a choice in the wrong case'],
    ['customerId=42', 'an id that is no UUID'],
    ['dateFrom=2026-02-30', 'a day that does not exist'],
    ['dateFrom=0000-01-01', 'a day outside 1900–2100'],
    [`tag=${'x'.repeat(41)}`, 'a text longer than its limit'],
    [`q=${'x'.repeat(201)}`, 'a search longer than the API’s 200'],
    ['unknown=1', 'a parameter the list does not know'],
  ])('falls back to the default for %s (%s)', (address) => {
    expect(read(address)).toEqual(initial);
  });

  it('keeps the good values beside a bad one', () => {
    expect(read('page=2&size=9999&status=open')).toEqual({ ...initial, pageIndex: 1, status: 'open' });
  });

  it('tells a searched or filtered list from one at its defaults', () => {
    expect(isFiltered(initial, initial, params)).toBe(false);
    expect(isFiltered({ ...initial, pageIndex: 3, sortOrder: 'desc' }, initial, params)).toBe(false);
    expect(isFiltered({ ...initial, searchText: 'a' }, initial, params)).toBe(true);
    expect(isFiltered({ ...initial, view: 'all' }, initial, params)).toBe(true);
  });

  it('reads a page’s searchParams record as the browser reads its address (the first of repeated names)', () => {
    const search = searchParamsOf({ page: ['2', '5'], q: 'kablo', empty: undefined });
    expect(readListQuery(search, initial, params)).toEqual({ ...initial, pageIndex: 1, searchText: 'kablo' });
  });

  it('accepts a moment only with its offset', () => {
    expect(instantParam('2026-03-02T00:00:00+03:00')).toBe('2026-03-02T00:00:00+03:00');
    expect(instantParam('2026-03-02T00:00:00.000Z')).toBe('2026-03-02T00:00:00.000Z');
    expect(instantParam('2026-03-02T00:00:00')).toBeUndefined();
    expect(instantParam('2026-13-02T00:00:00Z')).toBeUndefined();
  });
});
