import { serverPagination } from './server-pagination';

describe('serverPagination', () => {
  it('maps the 0-based page index to antd and back, restarting at the first page on a size change', () => {
    const onPage = jest.fn();
    const config = serverPagination({ pageIndex: 2, pageSize: 20, total: 95, onPage });
    expect(config).toMatchObject({ current: 3, pageSize: 20, total: 95 });
    config.onChange!(4, 20);
    config.onChange!(4, 50);
    expect(onPage.mock.calls).toEqual([
      [3, 20],
      [0, 50],
    ]);
  });
});
