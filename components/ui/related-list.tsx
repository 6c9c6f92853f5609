'use client';

import { Alert, Empty, Table, type TableProps } from 'antd';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import type { Resource } from '@/lib/api-client/resource';
import { useCan } from '@/lib/api-client/use-permissions';
import { useResourceList } from '@/lib/api-client/use-resource';
import { permissionOf } from '@/lib/modules/tenant-modules';
import { KeyboardScroll } from './keyboard-scroll';

const PAGE_SIZE = 10;

/**
 * One module's records that belong to another record (a customer's offers, invoices, work orders):
 * behind the module's view permission, paged on the server, with the module's own columns. Wider
 * than a phone, it scrolls sideways in a named region that takes the keyboard focus.
 */
export function RelatedList<Item extends { id: string }, Query extends { pageIndex: number; pageSize: number }>({
  resource,
  filter,
  columns,
  testId,
  texts,
  footer,
}: {
  resource: Pick<Resource<Item, Query>, 'key' | 'initialQuery' | 'listOptions'>;
  /** The relation and order, e.g. `{ customerId, sortField: 'offerDate', sortOrder: 'desc' }`. */
  filter: Omit<Partial<Query>, 'pageIndex' | 'pageSize'>;
  columns: TableProps<Item>['columns'];
  testId: string;
  /** label: the name of the table's scroll region (the module's title). */
  texts: { label: string; noAccess: string; empty: string };
  footer?: (query: Query) => ReactNode;
}) {
  const canView = useCan(permissionOf(resource.key, 'view'));
  if (!canView) return <Empty description={texts.noAccess} />;
  return (
    <RelatedTable resource={resource} filter={filter} columns={columns} testId={testId} texts={texts} footer={footer} />
  );
}

function RelatedTable<Item extends { id: string }, Query extends { pageIndex: number; pageSize: number }>(
  props: Parameters<typeof RelatedList<Item, Query>>[0],
) {
  const kit = useTranslations('Kit');
  const [pageIndex, setPageIndex] = useState(0);
  const query = { ...props.resource.initialQuery, ...props.filter, pageIndex, pageSize: PAGE_SIZE } as Query;
  const list = useResourceList(props.resource, query);
  return (
    <>
      {list.isError ? <Alert type="error" showIcon title={kit('loadError')} style={{ marginBottom: 8 }} /> : null}
      <KeyboardScroll label={props.texts.label}>
        <Table<Item>
          rowKey="id"
          size="small"
          data-testid={props.testId}
          loading={list.isFetching}
          dataSource={list.data?.items ?? []}
          scroll={{ x: 600 }}
          locale={{ emptyText: <Empty description={props.texts.empty} /> }}
          columns={props.columns}
          pagination={{
            current: pageIndex + 1,
            pageSize: PAGE_SIZE,
            total: list.data?.totalCount ?? 0,
            onChange: (page) => setPageIndex(page - 1),
            hideOnSinglePage: true,
          }}
        />
      </KeyboardScroll>
      {props.footer?.(query)}
    </>
  );
}
