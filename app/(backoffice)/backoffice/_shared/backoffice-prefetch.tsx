import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { PlatformList } from '@/lib/api-client/backoffice-resources';
import { readListQuery, searchParamsOf, type ListQueryBase } from '@/lib/api-client/list-params';
import type { Page } from '@/lib/api-client/resource';
import { AccountType } from '@/lib/auth/account-types';
import { getDb } from '@/lib/server/database';
import type { Db } from '@/lib/server/db/client';
import { currentUser } from '@/lib/server/page-context';

export type BackofficePrefetch = (queryClient: QueryClient, db: Db) => Promise<void>;

/** A page's `searchParams` as Next hands them over. */
export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The list page the address asks for (list-params.ts, as the list screen reads it), checked with the
 * API's query schema and read through the service under the screen's query key; an address the API
 * would refuse is left to the client's request, which shows the error.
 */
export async function prefetchList<Row, Q extends ListQueryBase>(
  list: PlatformList<Row, Q>,
  schema: { safeParse(value: unknown): { success: boolean; data?: unknown } },
  read: (db: Db, query: Q) => Promise<Page<Row>>,
  searchParams: SearchParams,
): Promise<BackofficePrefetch> {
  const query = readListQuery(searchParamsOf(await searchParams), list.initialQuery, list.params);
  return async (queryClient, db) => {
    const checked = schema.safeParse(query);
    if (checked.success) queryClient.setQueryData(list.listOptions(query).queryKey, await read(db, checked.data as Q));
  };
}

/**
 * A Backoffice page's first data, read through the services on the server and hydrated under the
 * client's query keys, so the first HTML holds the real table. Without a Backoffice session the
 * shell's client gate takes over and nothing is rendered here.
 */
export async function BackofficePrefetchBoundary({
  prefetch,
  children,
}: {
  prefetch: BackofficePrefetch;
  children: ReactNode;
}) {
  const user = await currentUser();
  if (user?.accountTypeId !== AccountType.Backoffice) return null;
  const queryClient = new QueryClient();
  try {
    await prefetch(queryClient, await getDb());
  } catch (error) {
    // the page's own queries fetch the data on the client instead
    console.error('backoffice prefetch failed', error);
  }
  return <HydrationBoundary state={dehydrate(queryClient)}>{children}</HydrationBoundary>;
}
