import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { eq } from 'drizzle-orm';
import type { ReactNode } from 'react';
import { asTenant } from '@/lib/server/database';
import type { Db } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { currentUser } from '@/lib/server/page-context';
import { portalScopeOf, type PortalScope } from '@/lib/server/services/customer-portal/documents';

export type CustomerPrefetch = (queryClient: QueryClient, ctx: { db: Db; scope: PortalScope }) => Promise<void>;

/**
 * A portal page's first data, rendered on the server under the client's query keys (the scope
 * the API would use: the session's tenant and customer). Without a Customer session it renders
 * the page alone and the shell's client gate decides.
 */
export async function CustomerPageGate({ prefetch, children }: { prefetch: CustomerPrefetch; children: ReactNode }) {
  const user = await currentUser();
  if (!user || user.accountTypeId !== 3) return <>{children}</>;
  const queryClient = new QueryClient();
  try {
    // Under the tenant's row-level security, as the API's requests are (db/tenant-scope.ts).
    if (user.tenantId)
      await asTenant(user.tenantId, async (db) => {
        const [row] = await db.select().from(users).where(eq(users.id, user.id)).limit(1);
        if (row) await prefetch(queryClient, { db, scope: await portalScopeOf(db, row) });
      });
  } catch (error) {
    // the page's own queries fetch the data on the client instead
    console.error('portal prefetch failed', error);
  }
  return <HydrationBoundary state={dehydrate(queryClient)}>{children}</HydrationBoundary>;
}
