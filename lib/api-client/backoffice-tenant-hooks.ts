'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListTenantsQuery, TenantDetail } from '@/lib/schemas/backoffice-tenants';
import { backofficeKeys, HYDRATED_STALE_MS } from './backoffice-keys';
import {
  createTenant,
  createTenantActivationLink,
  fetchTenant,
  fetchTenants,
  resendTenantActivation,
  setTenantModules,
  setTenantStatus,
  updateTenant,
} from './backoffice-tenant-requests';

export function useTenants(query: ListTenantsQuery) {
  return useQuery({
    queryKey: backofficeKeys.tenantList(query),
    queryFn: () => fetchTenants(query),
    placeholderData: keepPreviousData,
    staleTime: HYDRATED_STALE_MS,
  });
}

export function useTenant(id: string) {
  return useQuery({
    queryKey: backofficeKeys.tenant(id),
    queryFn: () => fetchTenant(id),
    staleTime: HYDRATED_STALE_MS,
  });
}

/** Every tenant write refreshes the lists and the home counts; the detail takes the answer as is. */
export function useTenantMutations() {
  const queryClient = useQueryClient();
  const onSaved = (detail: TenantDetail) => {
    queryClient.setQueryData(backofficeKeys.tenant(detail.id), detail);
    void queryClient.invalidateQueries({
      queryKey: backofficeKeys.tenants(),
      predicate: (q) => q.queryKey[2] === 'list',
    });
    void queryClient.invalidateQueries({ queryKey: backofficeKeys.dashboard() });
  };
  return {
    create: useMutation({ mutationFn: createTenant, onSuccess: onSaved }),
    update: useMutation({ mutationFn: updateTenant, onSuccess: onSaved }),
    setStatus: useMutation({ mutationFn: setTenantStatus, onSuccess: onSaved }),
    setModules: useMutation({ mutationFn: setTenantModules, onSuccess: onSaved }),
    resend: useMutation({ mutationFn: resendTenantActivation }),
    activationLink: useMutation({ mutationFn: createTenantActivationLink }),
  };
}
