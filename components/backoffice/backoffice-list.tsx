'use client';

import { useQuery } from '@tanstack/react-query';
import { Empty, Flex } from 'antd';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ListSearch } from '@/components/ui/list-search';
import { Panel } from '@/components/ui/panel';
import { ResourceTable, type ListColumn } from '@/components/ui/resource-table';
import { useListQuery, type ListQueryBase, type ListQueryState } from '@/components/ui/use-list-query';
import type { PlatformList } from '@/lib/api-client/backoffice-resources';

/** Messages: searchPlaceholder, loadError, empty, total. */
type ListNamespace = 'BackofficeTenants' | 'BackofficeModules';

/**
 * A Backoffice list on the kit's parts: search and filters kept in the address, the kit's table
 * (server paging, cards on a phone, the empty and error states). Its records are the platform's,
 * with no tenant module behind them, so not ResourceListScreen, which checks a module's permissions.
 */
export function BackofficeList<Item extends { id: string }, Q extends ListQueryBase>(props: {
  list: PlatformList<Item, Q>;
  namespace: ListNamespace;
  columns: ListColumn<Item>[];
  filters?: (state: ListQueryState<Q>) => ReactNode;
  rowActions: (item: Item) => ReactNode;
  testId: string;
}) {
  const t = useTranslations(props.namespace);
  const state = useListQuery(props.list.initialQuery, props.list.params);
  const page = useQuery(props.list.listOptions(state.query));
  return (
    <Panel>
      <Flex wrap gap={12} style={{ marginBottom: 16 }}>
        <ListSearch state={state} placeholder={t('searchPlaceholder')} />
        {props.filters?.(state)}
      </Flex>
      <ResourceTable<Item, Q>
        list={page}
        state={state}
        columns={props.columns}
        rowActions={props.rowActions}
        testId={props.testId}
        loadError={t('loadError')}
        total={(count) => t('total', { count })}
        empty={<Empty description={t('empty')} />}
      />
    </Panel>
  );
}
