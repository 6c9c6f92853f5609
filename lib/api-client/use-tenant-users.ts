'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListUsersQuery } from '@/lib/schemas/tenant-users';
import { HYDRATED_STALE_MS, tenantAccessKeys } from './tenant-access-keys';
import {
  fetchRoleOptions,
  fetchUsers,
  inviteUser,
  resendInvitation,
  setUserEnabled,
  updateUserRoles,
} from './tenant-access-requests';
import { useInvalidateAccess, useTenantId } from './use-permissions';

export function useTenantUsers(query: ListUsersQuery) {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: tenantAccessKeys.userList(tenantId, query),
    queryFn: () => fetchUsers(query),
    enabled: Boolean(tenantId),
    placeholderData: keepPreviousData,
    staleTime: HYDRATED_STALE_MS,
  });
}

export function useRoleOptions(enabled = true) {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: tenantAccessKeys.roleOptions(tenantId),
    queryFn: fetchRoleOptions,
    enabled: Boolean(tenantId) && enabled,
  });
}

/** Invite, resend, change roles, enable/disable; each refreshes the user lists, role counts and dashboard. */
export function useUserMutations() {
  const queryClient = useQueryClient();
  const tenantId = useTenantId();
  const invalidateAccess = useInvalidateAccess();
  const onSuccess = () => {
    void queryClient.invalidateQueries({ queryKey: tenantAccessKeys.users(tenantId) });
    void queryClient.invalidateQueries({ queryKey: tenantAccessKeys.roles(tenantId) });
    invalidateAccess();
  };
  return {
    invite: useMutation({ mutationFn: inviteUser, onSuccess }),
    resend: useMutation({ mutationFn: resendInvitation }),
    updateRoles: useMutation({ mutationFn: updateUserRoles, onSuccess }),
    setEnabled: useMutation({ mutationFn: setUserEnabled, onSuccess }),
  };
}
