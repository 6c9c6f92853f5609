import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PageForbidden } from '@/components/tenant-access/page-forbidden';
import { categoryTreeKey } from '@/lib/api-client/catalog-resources';
import { invoiceResource, sourceInvoiceQuery, type InvoiceSource } from '@/lib/api-client/invoice-resources';
import type { Resource } from '@/lib/api-client/resource';
import { tenantAccessKeys } from '@/lib/api-client/tenant-access-keys';
import { PageMessages, type PageRoute } from '@/lib/i18n/client-messages';
import { resolveLocale, type Locale } from '@/lib/i18n/config';
import { permissionOf, tenantModules, type PermissionCode, type TenantModuleKey } from '@/lib/modules/tenant-modules';
import type { Db, DbOrTx } from '@/lib/server/db/client';
import { asTenant } from '@/lib/server/database';
import { currentTenantAccess, type TenantPageAccess } from '@/lib/server/page-context';
import type { Viewer } from '@/lib/server/kit/actor';
import { listAllCategories } from '@/lib/server/services/catalog/categories';
import { listInvoices } from '@/lib/server/services/invoices/read';

export type Prefetch = (queryClient: QueryClient, access: TenantPageAccess & { lang: Locale }) => Promise<void>;

/**
 * The page half of the one permission check: a tenant page whose permission the user lacks
 * renders the in-shell 403 (also when opened by URL). Otherwise the page's first data and the
 * user's permission codes are prefetched on the server and hydrated under the client's keys.
 */
export async function TenantPageGate({
  permission,
  prefetch,
  children,
}: {
  permission: PermissionCode;
  prefetch?: Prefetch;
  children: ReactNode;
}) {
  const access = await currentTenantAccess();
  // No tenant session: the shell's client gate shows the login / 403 screens instead of the page.
  if (!access) return null;
  if (!access.can(permission)) return <PageForbidden />;

  const queryClient = new QueryClient();
  queryClient.setQueryData(tenantAccessKeys.myPermissions(access.tenantId), access.permissions);
  try {
    const lang = resolveLocale(await getLocale());
    // Under the tenant's row-level security, as the API's requests are (db/tenant-scope.ts).
    if (prefetch) await asTenant(access.tenantId, (db) => prefetch(queryClient, { ...access, db, lang }));
  } catch (error) {
    // the page's own queries fetch the data on the client instead
    console.error('page prefetch failed', error);
  }
  return <HydrationBoundary state={dehydrate(queryClient)}>{children}</HydrationBoundary>;
}

/** Prefetches a resource's first list page through its service, under the client's query key. */
export function prefetchList<Q>(
  resource: Pick<Resource<unknown, Q>, 'keys' | 'initialQuery'>,
  list: (db: DbOrTx, opts: { tenantId: string; query: Q; viewer?: Viewer }) => Promise<unknown>,
): Prefetch {
  return async (queryClient, { db, tenantId, user, can }) => {
    const query = resource.initialQuery;
    const viewer: Viewer = { tenantId, userId: user.id, can };
    queryClient.setQueryData(resource.keys.list(tenantId, query), await list(db as Db, { tenantId, query, viewer }));
  };
}

/**
 * A tenant module's page from its descriptor: the title in the tab, the module's view permission
 * and the first data rendered on the server, inside the page's messages (lib/i18n/client-messages.tsx).
 * `export default page.Page` in the route file.
 */
export function modulePage(
  key: TenantModuleKey,
  opts: { route: PageRoute; screen: ReactNode; prefetch?: Prefetch | Prefetch[] },
) {
  const descriptor = tenantModules[key];
  const all = [opts.prefetch ?? []].flat();
  const prefetch: Prefetch = async (queryClient, access) => {
    await Promise.all(all.map((p) => p(queryClient, access)));
  };
  return {
    generateMetadata: async (): Promise<Metadata> => ({
      title: (await getTranslations('TenantPages'))(descriptor.title as never),
    }),
    Page: function ModulePage() {
      return (
        <PageMessages route={opts.route}>
          <TenantPageGate permission={permissionOf(key, 'view' as never)} prefetch={prefetch}>
            {opts.screen}
          </TenantPageGate>
        </PageMessages>
      );
    },
  };
}

/** The category tree, which the catalogue screens' filters and forms use. */
export const prefetchCategories: Prefetch = async (queryClient, { db, tenantId }) => {
  queryClient.setQueryData(categoryTreeKey(tenantId), await listAllCategories(db, { tenantId }));
};

/** A document's invoice link (components/invoices/source-invoice.tsx), for a user who may see invoices. */
export const prefetchSourceInvoice =
  (source: InvoiceSource): Prefetch =>
  async (queryClient, { db, tenantId, can }) => {
    if (!can('invoices.view')) return;
    const query = sourceInvoiceQuery(source);
    queryClient.setQueryData(
      invoiceResource.keys.list(tenantId, query),
      await listInvoices(db as Db, { tenantId, query }),
    );
  };
