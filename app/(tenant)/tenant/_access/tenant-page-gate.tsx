import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { getLocale } from 'next-intl/server';
import { cookies } from 'next/headers';
import { cache, type ReactNode } from 'react';
import { PageForbidden } from '@/components/tenant-access/page-forbidden';
import { tenantAccessKeys } from '@/lib/api-client/tenant-access-keys';
import { ACCESS_TOKEN_COOKIE } from '@/lib/auth/token';
import { resolveLocale, type Locale } from '@/lib/i18n/config';
import { getTenantPageAccess, type TenantPageAccess } from '@/lib/server/services/page-access';

export type Prefetch = (queryClient: QueryClient, access: TenantPageAccess & { lang: Locale }) => Promise<void>;

/** The signed-in tenant user's page access, from the accessToken cookie (once per request). */
export const currentPageAccess = cache(async () =>
  getTenantPageAccess((await cookies()).get(ACCESS_TOKEN_COOKIE)?.value),
);

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
  permission: string;
  prefetch?: Prefetch;
  children: ReactNode;
}) {
  const access = await currentPageAccess();
  // No tenant session: the shell's client gate shows the login / 403 screens instead of the page.
  if (!access) return null;
  if (!access.can(permission)) return <PageForbidden />;

  const queryClient = new QueryClient();
  queryClient.setQueryData(tenantAccessKeys.myPermissions(access.tenantId), access.permissions);
  try {
    await prefetch?.(queryClient, { ...access, lang: resolveLocale(await getLocale()) });
  } catch (error) {
    // the page's own queries fetch the data on the client instead
    console.error('page prefetch failed', error);
  }
  return <HydrationBoundary state={dehydrate(queryClient)}>{children}</HydrationBoundary>;
}
