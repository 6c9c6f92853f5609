'use client';

import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Flex } from 'antd';
import { useTranslations } from 'next-intl';
import { ListSearch } from './list-search';
import { DeleteRowButton, EditRowButton, RowActions } from './row-actions';
import { Panel } from './panel';
import { useState, type ReactNode } from 'react';
import type { Resource } from '@/lib/api-client/resource';
import { useResourceList } from '@/lib/api-client/use-resource';
import { useCan } from '@/lib/api-client/use-permissions';
import { permissionOf, type ListNamespace } from '@/lib/modules/tenant-modules';
import { PageHeader } from './page-header';
import { ResourceTable, type ListColumn } from './resource-table';
import { useConfirmDelete } from './use-confirm-delete';
import { useListQuery, type ListQueryBase, type ListQueryState } from './use-list-query';

export type { ListColumn } from './resource-table';

interface Props<Item extends { id: string }, Query extends ListQueryBase, Detail> {
  resource: Resource<Item, Query, unknown, unknown, Detail>;
  /** The list's messages (title, new, searchPlaceholder, empty, total); SimpleModule: a simple module's. */
  namespace: ListNamespace | 'SimpleModule';
  /** The page title, when the namespace's is not it (a simple module's name). */
  title?: string;
  columns: ListColumn<Item>[];
  /** Filter controls beside the search box. */
  filters?: (state: ListQueryState<Query>) => ReactNode;
  /** The create / edit form, rendered while open. */
  form?: (record: Detail | null, close: () => void) => ReactNode;
  /** Starts loading a lazily loaded form when the user points at a create or edit button. */
  preloadForm?: () => unknown;
  /** The record the form edits (e.g. the full record behind a list row); default the row itself. */
  loadForEdit?: (item: Item) => Promise<Detail>;
  /** Whether a row may be edited / deleted in its current state (e.g. only drafts); default yes. */
  canEdit?: (item: Item) => boolean;
  canDelete?: (item: Item) => boolean;
  /** Replaces the edit and delete buttons of a row. */
  rowActions?: (item: Item) => ReactNode;
  /** Replaces the default delete (confirm, delete, "deleted"). */
  onDelete?: (item: Item) => void;
  /** Below the table, e.g. the totals of the filtered records. */
  footer?: (state: ListQueryState<Query>) => ReactNode;
  /** Replaces the default create (e.g. a create that opens a page instead of the drawer). */
  onCreate?: () => void;
  /** Header actions before the create button (export, import, invite …). */
  headerActions?: (state: ListQueryState<Query>) => ReactNode;
  /** Another view of the same query (a board, a calendar) shown instead of the table while it answers a node. */
  body?: (state: ListQueryState<Query>) => ReactNode;
  /** The label of a record in confirmations and messages. */
  itemLabel: (item: Item) => string;
  testId: string;
  tableTestId?: string;
}

/**
 * A module's list page from its resource: the title and create action, Turkish search and
 * filters, the kit's table, edit and delete by permission, and the form drawer.
 */
export function ResourceListScreen<Item extends { id: string }, Query extends ListQueryBase, Detail = Item>(
  props: Props<Item, Query, Detail>,
) {
  const { resource } = props;
  const t = useTranslations(props.namespace);
  const state = useListQuery(resource.initialQuery, resource.params);
  const list = useResourceList(resource, state.query);
  const [editing, setEditing] = useState<Detail | null | undefined>(undefined);
  const can = {
    create: useCan(permissionOf(resource.key, 'create')),
    update: useCan(permissionOf(resource.key, 'update')),
    delete: useCan(permissionOf(resource.key, 'delete')),
  };
  const confirmDelete = useConfirmDelete(resource);
  const remove = props.onDelete ?? ((item: Item) => confirmDelete(item.id, props.itemLabel(item)));
  const intent = props.preloadForm ? { onMouseEnter: props.preloadForm, onFocus: props.preloadForm } : {};
  const edit = async (item: Item) =>
    setEditing(props.loadForEdit ? await props.loadForEdit(item) : (item as unknown as Detail));
  const create =
    can.create && props.form ? (
      <Button type="primary" icon={<PlusOutlined />} onClick={props.onCreate ?? (() => setEditing(null))} {...intent}>
        {t('new')}
      </Button>
    ) : null;

  const defaultActions = (item: Item) => (
    <RowActions>
      {can.update && props.form && (props.canEdit?.(item) ?? true) ? (
        <EditRowButton onClick={() => void edit(item)} {...intent} />
      ) : null}
      {can.delete && (props.canDelete?.(item) ?? true) ? <DeleteRowButton onClick={() => remove(item)} /> : null}
    </RowActions>
  );
  const rowActions = props.rowActions ?? (can.update || can.delete ? defaultActions : undefined);

  return (
    <div data-testid={props.testId}>
      <PageHeader
        title={props.title ?? t('title')}
        actions={
          props.headerActions || create ? (
            <>
              {props.headerActions?.(state)}
              {create}
            </>
          ) : undefined
        }
      />
      <Panel>
        <Flex wrap gap={12} style={{ marginBottom: 16 }}>
          <ListSearch state={state} placeholder={t('searchPlaceholder')} />
          {props.filters?.(state)}
        </Flex>
        {props.body?.(state) ?? (
          <ResourceTable<Item, Query>
            list={list}
            state={state}
            columns={props.columns}
            rowActions={rowActions}
            testId={props.tableTestId}
            total={(count) => t('total', { count })}
            empty={<Empty description={t('empty')}>{create}</Empty>}
          />
        )}
        {props.footer?.(state)}
      </Panel>
      {editing !== undefined && props.form ? props.form(editing, () => setEditing(undefined)) : null}
    </div>
  );
}
