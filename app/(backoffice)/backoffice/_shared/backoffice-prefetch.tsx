import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { cookies } from 'next/headers';
import type { ReactNode } from 'react';
import { AccountType } from '@/lib/auth/account-types';
import { ACCESS_TOKEN_COOKIE } from '@/lib/auth/token';
import { getDb } from '@/lib/server/database';
import type { Db } from '@/lib/server/db/client';
import { getSessionUser } from '@/lib/server/services/session-view';

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
  const user = await getSessionUser((await cookies()).get(ACCESS_TOKEN_COOKIE)?.value);
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
