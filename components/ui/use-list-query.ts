'use client';

import { useState } from 'react';

export interface ListQueryBase {
  pageIndex: number;
  pageSize: number;
  searchText?: string;
  sortField?: string;
  sortOrder?: 'asc' | 'desc';
}

const paging = new Set(['pageIndex', 'pageSize', 'sortField', 'sortOrder']);

/**
 * A list page's query: `patch` changes a filter and starts again at the first page; `filtered`
 * tells an empty result of a search or filter from an empty list; `clear` drops every filter.
 */
export function useListQuery<Q extends ListQueryBase>(initial: Q) {
  const [query, setQuery] = useState<Q>(initial);
  const [searchDraft, setSearchDraft] = useState('');
  return {
    query,
    setQuery,
    searchDraft,
    setSearchDraft,
    patch: (p: Partial<Q>) => setQuery((q) => ({ ...q, pageIndex: 0, ...p })),
    filtered: Object.entries(query).some(([key, value]) => !paging.has(key) && value !== undefined && value !== ''),
    clear: () => {
      setSearchDraft('');
      setQuery((q) => ({ ...initial, pageSize: q.pageSize }));
    },
  };
}

export type ListQueryState<Q extends ListQueryBase> = ReturnType<typeof useListQuery<Q>>;
