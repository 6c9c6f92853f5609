'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useMemo, useState } from 'react';
import {
  isFiltered,
  readListQuery,
  writeListQuery,
  type ListParams,
  type ListQueryBase,
} from '@/lib/api-client/list-params';

export type { ListQueryBase } from '@/lib/api-client/list-params';

/**
 * A list page's query, kept in the address (list-params.ts), so a shared link, a reload or the back
 * button opens the same list: `patch` changes a filter and starts again at the first page;
 * `filtered` tells an empty result of a search or filter from an empty list; `clear` drops every
 * filter. A `?q=` link (the header search) opens the list searched.
 *
 * The address changes through the History API, which Next's router follows without a server round
 * trip (the list's query fetches the page). A search replaces the entry, so the back button is not
 * one step per search; paging, sorting and filters add one.
 */
export function useListQuery<Q extends ListQueryBase>(initial: Q, params: ListParams<Q>) {
  const search = useSearchParams();
  const pathname = usePathname();
  // The address this list last wrote, until the router's own copy catches up: two quick clicks on a
  // column header both saw the router's older order while a navigation was still under way.
  const [pending, setPending] = useState<string | null>(null);
  const shown =
    pending !== null && typeof window !== 'undefined' && window.location.search === pending ? pending : null;
  const address = shown ?? search.toString();
  const query = useMemo(() => readListQuery(new URLSearchParams(address), initial, params), [address, initial, params]);
  // The search box's text: edited freely, and reset whenever the address's search changes.
  const searched = query.searchText ?? '';
  const [draft, setDraft] = useState({ searched, text: searched });
  if (draft.searched !== searched) setDraft({ searched, text: searched });

  // Updates start from the address as it is now, not as it was at the last render.
  const current = () => readListQuery(new URLSearchParams(window.location.search), initial, params);
  const go = (next: Q, history: 'push' | 'replace') => {
    const address = writeListQuery(next, initial, params).toString();
    const url = address ? `${pathname}?${address}` : pathname;
    if (history === 'push') window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
    setPending(window.location.search);
  };
  return {
    query,
    setQuery: (update: (q: Q) => Q) => go(update(current()), 'push'),
    searchDraft: draft.text,
    setSearchDraft: (text: string) => setDraft({ searched, text }),
    patch: (p: Partial<Q>) => go({ ...current(), pageIndex: 0, ...p }, 'searchText' in p ? 'replace' : 'push'),
    filtered: isFiltered(query, initial, params),
    clear: () => {
      setDraft({ searched: '', text: '' });
      go({ ...initial, pageSize: current().pageSize }, 'push');
    },
  };
}

export type ListQueryState<Q extends ListQueryBase> = ReturnType<typeof useListQuery<Q>>;
