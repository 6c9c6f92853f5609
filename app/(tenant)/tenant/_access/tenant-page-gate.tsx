import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PageForbidden } from '@/components/tenant-access/page-forbidden';
import { categoryTreeOptions } from '@/lib/api-client/catalog-resources';
import { invoiceResource, sourceInvoiceQuery, type InvoiceSource } from '@/lib/api-client/invoice-resources';
import {
  idParam,
  readListQuery,
  searchParamsOf,
  type ListParams,
  type ListQueryBase,
} from '@/lib/api-client/list-params';
import type { Page, TypedQueryOptions } from '@/lib/api-client/resource';
import { tenantAccessKeys } from '@/lib/api-client/tenant-access-keys';
import { PageMessages, type PageRoute } from '@/lib/i18n/client-messages';
import { resolveLocale, type Locale } from '@/lib/i18n/config';
import {
  permissionOf,
  tenantModules,
  type DetailModuleKey,
  type PermissionCode,
  type TenantModuleKey,
  type TenantModules,
} from '@/lib/modules/tenant-modules';
import type { Db, DbOrTx } from '@/lib/server/db/client';
import { asTenant } from '@/lib/server/database';
import { currentTenantAccess, type TenantPageAccess } from '@/lib/server/page-context';
import type { Viewer } from '@/lib/server/kit/actor';
import { listAllCategories } from '@/lib/server/services/catalog/categories';
import { listInvoices } from '@/lib/server/services/invoices/read';

/** What a page's prefetch knows: the user's access, the language and the page's address query. */
export type Prefetch = (
  queryClient: QueryClient,
  access: TenantPageAccess & { lang: Locale; search: URLSearchParams },
) => Promise<void>;

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The page half of the one permission check: a tenant page whose permission the user lacks
 * renders the in-shell 403 (also when opened by URL). Otherwise the page's first data and the
 * user's permission codes are prefetched on the server and hydrated under the client's keys.
 */
export async function TenantPageGate({
  permission,
  prefetch,
  search = new URLSearchParams(),
  children,
}: {
  permission: PermissionCode;
  prefetch?: Prefetch;
  /** The page's address query, for a list page's prefetch (list-params.ts). */
  search?: URLSearchParams;
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
    if (prefetch) await asTenant(access.tenantId, (db) => prefetch(queryClient, { ...access, db, lang, search }));
  } catch (error) {
    // the page's own queries fetch the data on the client instead
    console.error('page prefetch failed', error);
  }
  return <HydrationBoundary state={dehydrate(queryClient)}>{children}</HydrationBoundary>;
}

interface ListResource<Row, Q extends ListQueryBase> {
  initialQuery: Q;
  params: ListParams<Q>;
  schemas: () => Promise<{ listQuery: { safeParse(v: unknown): { success: boolean; data?: unknown } } }>;
  listOptions(tenantId: string, query: Q): TypedQueryOptions<Page<Row>>;
}

/**
 * The list query a page's address asks for (what the list screen reads from it too), checked with the
 * API's schema; null when the API would refuse it (the client's request then shows the error).
 */
export async function listQueryOf<Q extends ListQueryBase>(
  resource: Pick<ListResource<unknown, Q>, 'initialQuery' | 'params' | 'schemas'>,
  search: URLSearchParams,
) {
  const query = readListQuery(search, resource.initialQuery, resource.params);
  const checked = (await resource.schemas()).listQuery.safeParse(query);
  return checked.success ? { query, checked: checked.data as Q } : null;
}

/** Prefetches the list page the address asks for through the module's service, under the client's query key. */
export function prefetchList<Row, Q extends ListQueryBase>(
  resource: ListResource<Row, Q>,
  list: (db: DbOrTx, opts: { tenantId: string; query: Q; viewer?: Viewer }) => Promise<Page<Row>>,
): Prefetch {
  return async (queryClient, { db, tenantId, user, can, search }) => {
    const asked = await listQueryOf(resource, search);
    if (!asked) return;
    const viewer: Viewer = { tenantId, userId: user.id, can };
    queryClient.setQueryData(
      resource.listOptions(tenantId, asked.query).queryKey,
      await list(db as Db, { tenantId, query: asked.checked, viewer }),
    );
  };
}

/** The modules whose route is a page of its own, and those whose `detail` is. */
type PageModuleKey = {
  [K in TenantModuleKey]: TenantModules[K]['route'] extends PageRoute ? K : never;
}[TenantModuleKey];
type DetailPageKey = {
  [K in DetailModuleKey]: TenantModules[K]['detail'] extends PageRoute ? K : never;
}[DetailModuleKey];

const titleOf = (key: TenantModuleKey) => async (): Promise<Metadata> => ({
  title: (await getTranslations('TenantPages'))(tenantModules[key].title as never),
});

/** A page of a module: its messages (lib/i18n/client-messages.tsx) around the gate of its view permission. */
function ModuleGate(props: {
  module: TenantModuleKey;
  route: string;
  search?: URLSearchParams;
  prefetch?: Prefetch;
  children: ReactNode;
}) {
  return (
    <PageMessages route={props.route as PageRoute}>
      <TenantPageGate
        permission={permissionOf(props.module, 'view' as never)}
        prefetch={props.prefetch}
        search={props.search}
      >
        {props.children}
      </TenantPageGate>
    </PageMessages>
  );
}

/**
 * A tenant module's page from its descriptor: the route, the title in the tab, the module's view
 * permission and the first data rendered on the server. `export default page.Page` in the route file.
 */
export function modulePage(key: PageModuleKey, opts: { screen: ReactNode; prefetch?: Prefetch | Prefetch[] }) {
  const all = [opts.prefetch ?? []].flat();
  const prefetch: Prefetch = async (queryClient, access) => {
    await Promise.all(all.map((p) => p(queryClient, access)));
  };
  return {
    generateMetadata: titleOf(key),
    Page: async function ModulePage({ searchParams }: { searchParams: SearchParams }) {
      return (
        <ModuleGate
          module={key}
          route={tenantModules[key].route}
          prefetch={prefetch}
          search={searchParamsOf(await searchParams)}
        >
          {opts.screen}
        </ModuleGate>
      );
    },
  };
}

/**
 * A record's page of a module with `detail` in its descriptor, e.g. /tenant/offers/[id]: the
 * module's title and view permission, and the record rendered on the server (`prefetch`, for an id
 * that is a UUID; a missing or foreign record then shows the screen's 404 state).
 */
export function moduleDetailPage(
  key: DetailPageKey,
  opts: {
    screen: (id: string) => ReactNode;
    prefetch: (queryClient: QueryClient, access: Parameters<Prefetch>[1], id: string) => Promise<void>;
  },
) {
  return {
    generateMetadata: titleOf(key),
    Page: async function ModuleDetailPage({ params }: { params: Promise<{ id: string }> }) {
      const { id } = await params;
      return (
        <ModuleGate
          module={key}
          route={tenantModules[key].detail}
          prefetch={idParam(id) ? (queryClient, access) => opts.prefetch(queryClient, access, id) : undefined}
        >
          {opts.screen(id)}
        </ModuleGate>
      );
    },
  };
}

/** The category tree, which the catalogue screens' filters and forms use. */
export const prefetchCategories: Prefetch = async (queryClient, { db, tenantId }) => {
  queryClient.setQueryData(categoryTreeOptions(tenantId).queryKey, await listAllCategories(db, { tenantId }));
};

/** A document's invoice link (components/invoices/source-invoice.tsx), for a user who may see invoices. */
export const prefetchSourceInvoice =
  (source: InvoiceSource): Prefetch =>
  async (queryClient, { db, tenantId, can }) => {
    if (!can('invoices.view')) return;
    const query = sourceInvoiceQuery(source);
    queryClient.setQueryData(
      invoiceResource.listOptions(tenantId, query).queryKey,
      await listInvoices(db as Db, { tenantId, query }),
    );
  };
