import type { TablePaginationConfig } from 'antd/es/table';
import type { ReactNode } from 'react';

/**
 * antd pagination for a list paged on the server: our pageIndex is 0-based, antd's page 1-based,
 * and changing the page size starts again at the first page.
 */
export function serverPagination(opts: {
  pageIndex: number;
  pageSize: number;
  total: number;
  onPage: (pageIndex: number, pageSize: number) => void;
  showTotal?: (count: number) => ReactNode;
}): TablePaginationConfig {
  return {
    current: opts.pageIndex + 1,
    pageSize: opts.pageSize,
    total: opts.total,
    showSizeChanger: true,
    showTotal: opts.showTotal,
    onChange: (page, size) => opts.onPage(size === opts.pageSize ? page - 1 : 0, size),
  };
}
