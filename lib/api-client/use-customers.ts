'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commitCustomerImport, customerResource, inviteContact, restoreCustomer } from './customer-requests';
import { useResourceItem } from './use-resource';
import { useTenantId } from './use-permissions';

export function useCustomer(id: string) {
  return useResourceItem(customerResource, id);
}

/** The customer writes beyond create/update/delete; each refreshes the tenant's customer queries. */
export function useCustomerActions() {
  const queryClient = useQueryClient();
  const tenantId = useTenantId();
  const onSuccess = () => void queryClient.invalidateQueries({ queryKey: customerResource.keys.all(tenantId) });
  return {
    restore: useMutation({ mutationFn: restoreCustomer, onSuccess }),
    invite: useMutation({ mutationFn: inviteContact, onSuccess }),
    commitImport: useMutation({ mutationFn: commitCustomerImport, onSuccess }),
  };
}
