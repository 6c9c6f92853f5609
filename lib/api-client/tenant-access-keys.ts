import type { ListRolesQuery } from '@/lib/schemas/roles';
import type { ListUsersQuery } from '@/lib/schemas/tenant-users';

/**
 * Query keys of issue 5 (roles, users, settings, dashboard, own permissions), tenant id inside every
 * key. Server components prefetch under the same keys, so the first page needs no client fetch.
 */
export const tenantAccessKeys = {
  tenant: (tenantId: string) => ['tenants', tenantId] as const,
  myPermissions: (tenantId: string) => ['tenants', tenantId, 'me', 'permissions'] as const,
  roles: (tenantId: string) => ['tenants', tenantId, 'roles'] as const,
  roleList: (tenantId: string, q: ListRolesQuery) => ['tenants', tenantId, 'roles', 'list', q] as const,
  role: (tenantId: string, id: string) => ['tenants', tenantId, 'roles', 'detail', id] as const,
  permissionMatrix: (tenantId: string, lang: string) =>
    ['tenants', tenantId, 'roles', 'permission-matrix', lang] as const,
  users: (tenantId: string) => ['tenants', tenantId, 'users'] as const,
  userList: (tenantId: string, q: ListUsersQuery) => ['tenants', tenantId, 'users', 'list', q] as const,
  roleOptions: (tenantId: string) => ['tenants', tenantId, 'users', 'role-options'] as const,
  generalSettings: (tenantId: string) => ['tenants', tenantId, 'settings', 'general'] as const,
  logo: (tenantId: string, updatedAt: string) => ['tenants', tenantId, 'settings', 'logo', updatedAt] as const,
  dashboard: (tenantId: string) => ['tenants', tenantId, 'dashboard'] as const,
};

/** The first list request of each page; the server prefetches exactly these. */
export const initialUsersQuery: ListUsersQuery = { pageIndex: 0, pageSize: 20 };
export const initialRolesQuery: ListRolesQuery = { pageIndex: 0, pageSize: 20 };

export { HYDRATED_STALE_MS } from './query-keys';
