'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  commitCustomerImport,
  customerResource,
  portalAccountsOptions,
  inviteContact,
  restoreCustomer,
  setPortalAccountEnabled,
} from './customer-requests';
import { useAfterWrite, useResourceItem } from './use-resource';
import { useTenantId } from './use-permissions';

export function useCustomer(id: string) {
  return useResourceItem(customerResource, id);
}

/** The customer writes beyond create/update/delete; each refreshes the tenant's customer queries. */
export function useCustomerActions() {
  const onSuccess = useAfterWrite('CustomerManagement');
  return {
    restore: useMutation({ mutationFn: restoreCustomer, onSuccess }),
    invite: useMutation({ mutationFn: inviteContact, onSuccess }),
    commitImport: useMutation({ mutationFn: commitCustomerImport, onSuccess }),
  };
}

/** The customer's portal accounts (status, last login), and disabling or enabling one. */
export function usePortalAccounts(customerId: string) {
  const queryClient = useQueryClient();
  const options = portalAccountsOptions(useTenantId(), customerId);
  const accounts = useQuery(options);
  const afterWrite = useAfterWrite('CustomerManagement');
  const setEnabled = useMutation({
    mutationFn: setPortalAccountEnabled,
    onSuccess: (data) => {
      queryClient.setQueryData(options.queryKey, data);
      // the contacts' portal tags show the same status
      afterWrite();
    },
  });
  return { accounts, setEnabled };
}
