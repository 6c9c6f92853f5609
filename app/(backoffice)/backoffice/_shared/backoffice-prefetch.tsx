import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AccountType } from '@/lib/auth/account-types';
import { getDb } from '@/lib/server/database';
import type { Db } from '@/lib/server/db/client';
import { currentUser } from '@/lib/server/page-context';

export type BackofficePrefetch = (queryClient: QueryClient, db: Db) => Promise<void>;

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
