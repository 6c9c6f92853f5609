'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListLaborsQuery, ListProductsQuery } from '@/lib/schemas/catalog';
import {
  createCategory,
  createLabor,
  createProduct,
  deleteCategory,
  deleteLabor,
  deleteProduct,
  fetchCategories,
  fetchLabors,
  fetchProducts,
  updateCategory,
  updateLabor,
  updateProduct,
} from './catalog-requests';
import { catalogKeys } from './customer-keys';
import { useTenantId } from './use-permissions';

export function useCategories() {
  const tenantId = useTenantId();
  return useQuery({ queryKey: catalogKeys.categories(tenantId), queryFn: fetchCategories, enabled: Boolean(tenantId) });
}

export function useProducts(query: ListProductsQuery) {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: catalogKeys.productList(tenantId, query),
    queryFn: () => fetchProducts(query),
    enabled: Boolean(tenantId),
    placeholderData: keepPreviousData,
  });
}

export function useLabors(query: ListLaborsQuery) {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: catalogKeys.laborList(tenantId, query),
    queryFn: () => fetchLabors(query),
    enabled: Boolean(tenantId),
    placeholderData: keepPreviousData,
  });
}

/** Writes refresh their own lists; category changes also refresh products and labor (their category names). */
export function useCatalogMutations() {
  const queryClient = useQueryClient();
  const tenantId = useTenantId();
  const refresh =
    (...keys: (readonly string[])[]) =>
    () =>
      keys.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey }));
  const categoriesChanged = refresh(
    catalogKeys.categories(tenantId),
    catalogKeys.products(tenantId),
    catalogKeys.labors(tenantId),
  );
  return {
    createCategory: useMutation({ mutationFn: createCategory, onSuccess: categoriesChanged }),
    updateCategory: useMutation({ mutationFn: updateCategory, onSuccess: categoriesChanged }),
    deleteCategory: useMutation({ mutationFn: deleteCategory, onSuccess: categoriesChanged }),
    createProduct: useMutation({ mutationFn: createProduct, onSuccess: refresh(catalogKeys.products(tenantId)) }),
    updateProduct: useMutation({ mutationFn: updateProduct, onSuccess: refresh(catalogKeys.products(tenantId)) }),
    deleteProduct: useMutation({ mutationFn: deleteProduct, onSuccess: refresh(catalogKeys.products(tenantId)) }),
    createLabor: useMutation({ mutationFn: createLabor, onSuccess: refresh(catalogKeys.labors(tenantId)) }),
    updateLabor: useMutation({ mutationFn: updateLabor, onSuccess: refresh(catalogKeys.labors(tenantId)) }),
    deleteLabor: useMutation({ mutationFn: deleteLabor, onSuccess: refresh(catalogKeys.labors(tenantId)) }),
  };
}
