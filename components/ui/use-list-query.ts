'use client';

import { useSearchParams } from 'next/navigation';
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
 * A `?q=` in the address (a link from the header search) starts the list searched.
 */
export function useListQuery<Q extends ListQueryBase>(initial: Q) {
  const linked = useSearchParams()?.get('q')?.trim() ?? '';
  const [query, setQuery] = useState<Q>(() => (linked ? { ...initial, searchText: linked } : initial));
  const [searchDraft, setSearchDraft] = useState(linked);
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
