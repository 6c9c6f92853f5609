'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListRolesQuery } from '@/lib/schemas/roles';
import { HYDRATED_STALE_MS, tenantAccessKeys } from './tenant-access-keys';
import {
  createRole,
  deleteRole,
  fetchPermissionMatrix,
  fetchRole,
  fetchRoles,
  updateRole,
} from './tenant-access-requests';
import { useInvalidateAccess, useTenantId } from './use-permissions';

export function useRoles(query: ListRolesQuery) {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: tenantAccessKeys.roleList(tenantId, query),
    queryFn: () => fetchRoles(query),
    enabled: Boolean(tenantId),
    placeholderData: keepPreviousData,
    staleTime: HYDRATED_STALE_MS,
  });
}

export function useRole(id: string | null) {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: tenantAccessKeys.role(tenantId, id ?? ''),
    queryFn: () => fetchRole(id!),
    enabled: Boolean(tenantId && id),
    staleTime: 0,
  });
}

export function usePermissionMatrix(lang: string, enabled = true) {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: tenantAccessKeys.permissionMatrix(tenantId, lang),
    queryFn: fetchPermissionMatrix,
    enabled: Boolean(tenantId) && enabled,
    staleTime: 5 * 60_000,
  });
}

/** Create, update and delete; each refreshes the role lists and the signed-in user's own access. */
export function useRoleMutations() {
  const queryClient = useQueryClient();
  const tenantId = useTenantId();
  const invalidateAccess = useInvalidateAccess();
  const onSuccess = () => {
    void queryClient.invalidateQueries({ queryKey: tenantAccessKeys.roles(tenantId) });
    void queryClient.invalidateQueries({ queryKey: tenantAccessKeys.roleOptions(tenantId) });
    invalidateAccess();
  };
  return {
    create: useMutation({ mutationFn: createRole, onSuccess }),
    update: useMutation({ mutationFn: updateRole, onSuccess }),
    remove: useMutation({ mutationFn: deleteRole, onSuccess }),
  };
}
