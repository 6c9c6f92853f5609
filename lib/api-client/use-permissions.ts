'use client';

import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PermissionCode } from '@/lib/modules/tenant-modules';
import type { MyPermissions } from '@/lib/schemas/tenant-dashboard';
import { useSessionUser } from './hooks';
import { useCachedData } from './use-cached-data';
import { HYDRATED_STALE_MS, tenantAccessKeys } from './tenant-access-keys';
import { fetchDashboard, fetchMyPermissions } from './tenant-access-requests';

/** The signed-in tenant user's tenant id ('' before the user is known; queries wait for it). */
export function useTenantId(): string {
  return useSessionUser()?.tenantId ?? '';
}

/** The signed-in user's permission codes; the tenant pages hydrate it on the server. */
export function useMyPermissions() {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: tenantAccessKeys.myPermissions(tenantId),
    queryFn: fetchMyPermissions,
    enabled: Boolean(tenantId),
    staleTime: 60_000,
  });
}

/**
 * The signed-in user's role names; `enabled` only for a Tenant account (a portal account has a tenant
 * id too, but no roles to ask for). Undefined until known.
 */
export function useMyRoleNames(enabled: boolean): string[] | undefined {
  const tenantId = useTenantId();
  const load = enabled && tenantId ? fetchMyPermissions : undefined;
  // Read from the cache: the header renders before the page that hydrates these (see useCachedData).
  return useCachedData<MyPermissions>(tenantAccessKeys.myPermissions(tenantId), load)?.roles;
}

/**
 * Whether the user may take an action (the typed codes the API checks: a typo fails the type check). False while unknown, so a
 * button the user cannot use never flashes up.
 */
export function useCan(code: PermissionCode): boolean {
  return useMyPermissions().data?.codes.includes(code) ?? false;
}

export function useDashboard(enabled = true) {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: tenantAccessKeys.dashboard(tenantId),
    queryFn: fetchDashboard,
    enabled: Boolean(tenantId) && enabled,
    placeholderData: keepPreviousData,
    staleTime: HYDRATED_STALE_MS,
  });
}

/** After a change to roles or users: what the user may do and see can change too (menu, buttons). */
export function useInvalidateAccess() {
  const queryClient = useQueryClient();
  const tenantId = useTenantId();
  return () => {
    void queryClient.invalidateQueries({ queryKey: tenantAccessKeys.myPermissions(tenantId) });
    void queryClient.invalidateQueries({ queryKey: tenantAccessKeys.dashboard(tenantId) });
    void queryClient.invalidateQueries({ queryKey: ['menus'] });
  };
}
