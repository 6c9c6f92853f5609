'use client';

import { useQuery } from '@tanstack/react-query';
import { categoryTreeKey, fetchCategoryTree } from './catalog-resources';
import { useTenantId } from './use-permissions';

/** The tenant's categories, flat (the screens build the tree); the categories page hydrates it. */
export function useCategories() {
  const tenantId = useTenantId();
  return useQuery({ queryKey: categoryTreeKey(tenantId), queryFn: fetchCategoryTree, enabled: Boolean(tenantId) });
}
