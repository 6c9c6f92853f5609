'use client';

import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PermissionCode } from '@/lib/modules/tenant-modules';
import { useSessionUser } from './hooks';
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
