'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListModulePermissionsQuery, ListModulesQuery } from '@/lib/schemas/backoffice-modules';
import type { PagingQuery } from '@/lib/schemas/common';
import { backofficeKeys, HYDRATED_STALE_MS } from './backoffice-keys';
import {
  createModule,
  deleteModuleCategory,
  deleteModulePermission,
  fetchAllModuleCategories,
  fetchAllModules,
  fetchModuleCategories,
  fetchModulePermissions,
  fetchModules,
  saveModuleCategory,
  saveModulePermissions,
  updateModule,
} from './backoffice-requests';

export function useModules(query: ListModulesQuery) {
  return useQuery({
    queryKey: backofficeKeys.moduleList(query),
    queryFn: () => fetchModules(query),
    placeholderData: keepPreviousData,
    staleTime: HYDRATED_STALE_MS,
  });
}

/** The whole module catalogue in menu order, for pickers. */
export function useAllModules() {
  return useQuery({ queryKey: backofficeKeys.allModules(), queryFn: fetchAllModules, staleTime: HYDRATED_STALE_MS });
}

export function useModuleCategories(query: PagingQuery, enabled = true) {
  return useQuery({
    queryKey: backofficeKeys.categoryList(query),
    queryFn: () => fetchModuleCategories(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useAllModuleCategories() {
  return useQuery({
    queryKey: backofficeKeys.allCategories(),
    queryFn: fetchAllModuleCategories,
    staleTime: HYDRATED_STALE_MS,
  });
}

export function useModulePermissions(query: ListModulePermissionsQuery, enabled = true) {
  return useQuery({
    queryKey: backofficeKeys.permissionList(query),
    queryFn: () => fetchModulePermissions(query),
    placeholderData: keepPreviousData,
    enabled,
  });
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
