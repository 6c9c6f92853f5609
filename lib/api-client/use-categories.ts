'use client';

import { useQuery } from '@tanstack/react-query';
import { categoryTreeOptions } from './catalog-resources';
import { useTenantId } from './use-permissions';

/** The tenant's categories, flat (the screens build the tree); the categories page hydrates it. */
export function useCategories() {
  return useQuery(categoryTreeOptions(useTenantId()));
}
