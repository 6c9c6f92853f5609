'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListCustomersQuery } from '@/lib/schemas/customers';
import { customerKeys } from './customer-keys';
import {
  commitCustomerImport,
  createCustomer,
  deleteCustomer,
  fetchCustomer,
  fetchCustomers,
  inviteContact,
  restoreCustomer,
  updateCustomer,
} from './customer-requests';
import { useTenantId } from './use-permissions';

export function useCustomers(query: ListCustomersQuery) {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: customerKeys.list(tenantId, query),
    queryFn: () => fetchCustomers(query),
    enabled: Boolean(tenantId),
    placeholderData: keepPreviousData,
  });
}

export function useCustomer(id: string) {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: customerKeys.detail(tenantId, id),
    queryFn: () => fetchCustomer(id),
    enabled: Boolean(tenantId),
  });
}

/** Every write refreshes the tenant's customer lists and the detail it touched. */
export function useCustomerMutations() {
  const queryClient = useQueryClient();
  const tenantId = useTenantId();
  const onSuccess = () => void queryClient.invalidateQueries({ queryKey: customerKeys.all(tenantId) });
  return {
    create: useMutation({ mutationFn: createCustomer, onSuccess }),
    update: useMutation({ mutationFn: updateCustomer, onSuccess }),
    remove: useMutation({ mutationFn: deleteCustomer, onSuccess }),
    restore: useMutation({ mutationFn: restoreCustomer, onSuccess }),
    invite: useMutation({ mutationFn: inviteContact, onSuccess }),
    commitImport: useMutation({ mutationFn: commitCustomerImport, onSuccess }),
  };
}
