'use client';

import { hashKey, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';

/**
 * A query's data as the cache holds it, for a part of the shell that renders before the page: a
 * `useQuery` there would put the query into the cache empty first, and then the page's
 * HydrationBoundary keeps the server's data back until after its first paint (it hydrates only new
 * queries during render). Re-renders when the data arrives; `load`, when given, fetches it after
 * mount if nothing (neither the page's hydration nor its own query) has brought it by then.
 */
export function useCachedData<T>(queryKey: QueryKey, load?: () => Promise<T>): T | undefined {
  const client = useQueryClient();
  const read = () => client.getQueryData<T>(queryKey);
  const subscribe = useCallback((onChange: () => void) => client.getQueryCache().subscribe(onChange), [client]);
  const data = useSyncExternalStore(subscribe, read, read);
  const hash = hashKey(queryKey);
  useEffect(() => {
    if (load && client.getQueryData(queryKey) === undefined) void client.prefetchQuery({ queryKey, queryFn: load });
    // The key's hash stands for the key; `load` is a new function each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, hash, Boolean(load)]);
  return data;
}
