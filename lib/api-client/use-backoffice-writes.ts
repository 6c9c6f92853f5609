'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TenantDetail } from '@/lib/schemas/backoffice-tenants';
import { backofficeKeys } from './backoffice-keys';
import {
  createModule,
  deleteModuleCategory,
  deleteModulePermission,
  saveModuleCategory,
  saveModulePermissions,
  updateModule,
} from './backoffice-requests';
import { tenantOptions } from './backoffice-resources';
import {
  createTenant,
  createTenantActivationLink,
  resendTenantActivation,
  setTenantModules,
  setTenantStatus,
  updateTenant,
} from './backoffice-tenant-requests';

/** Every tenant write refreshes the lists and the home counts; the detail takes the answer as is. */
export function useTenantMutations() {
  const queryClient = useQueryClient();
  const onSaved = (detail: TenantDetail) => {
    queryClient.setQueryData(tenantOptions(detail.id).queryKey, detail);
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

/** Module, category and permission writes all refresh the module area (counts live on every list). */
export function useModuleMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => {
    void queryClient.invalidateQueries({ queryKey: backofficeKeys.modules() });
    void queryClient.invalidateQueries({ queryKey: backofficeKeys.dashboard() });
  };
  return {
    create: useMutation({ mutationFn: createModule, onSuccess }),
    update: useMutation({ mutationFn: updateModule, onSuccess }),
    saveCategory: useMutation({ mutationFn: saveModuleCategory, onSuccess }),
    deleteCategory: useMutation({ mutationFn: deleteModuleCategory, onSuccess }),
    savePermissions: useMutation({ mutationFn: saveModulePermissions, onSuccess }),
    deletePermission: useMutation({ mutationFn: deleteModulePermission, onSuccess }),
  };
}
