import type { PagingQuery } from '@/lib/schemas/common';
import type { ListModulePermissionsQuery, ListModulesQuery } from '@/lib/schemas/backoffice-modules';
import type { ListTenantsQuery } from '@/lib/schemas/backoffice-tenants';

/**
 * Query keys of the Backoffice (platform-wide data, so no tenant id). Server components prefetch
 * the first page under the same keys.
 */
export const backofficeKeys = {
  all: () => ['backoffice'] as const,
  dashboard: () => ['backoffice', 'dashboard'] as const,
  /** Under the dashboard's key: whatever refreshes the home's counts refreshes the header's badge. */
  pendingCount: () => ['backoffice', 'dashboard', 'pending-count'] as const,
  tenants: () => ['backoffice', 'tenants'] as const,
  tenantList: (q: ListTenantsQuery) => ['backoffice', 'tenants', 'list', q] as const,
  tenant: (id: string) => ['backoffice', 'tenants', 'detail', id] as const,
  modules: () => ['backoffice', 'modules'] as const,
  moduleList: (q: ListModulesQuery) => ['backoffice', 'modules', 'list', q] as const,
  allModules: () => ['backoffice', 'modules', 'all'] as const,
  categoryList: (q: PagingQuery) => ['backoffice', 'modules', 'categories', q] as const,
  allCategories: () => ['backoffice', 'modules', 'categories', 'all'] as const,
  permissionList: (q: ListModulePermissionsQuery) => ['backoffice', 'modules', 'permissions', q] as const,
  settings: () => ['backoffice', 'settings'] as const,
};

export const initialTenantsQuery: ListTenantsQuery = { pageIndex: 0, pageSize: 20 };
export const initialModulesQuery: ListModulesQuery = { pageIndex: 0, pageSize: 20 };
/** Pickers (module checklist, parent and category selects) read whole lists in pages of the maximum size. */
export const PICKER_PAGE_SIZE = 100;

export { HYDRATED_STALE_MS } from './query-keys';
