/**
 * Query keys of issue 5 (settings, dashboard, own permissions), tenant id inside every key; users
 * and roles are resources of the kit (access-resources.ts). Server components prefetch under the
 * same keys, so the first page needs no client fetch.
 */
export const tenantAccessKeys = {
  tenant: (tenantId: string) => ['tenants', tenantId] as const,
  myPermissions: (tenantId: string) => ['tenants', tenantId, 'me', 'permissions'] as const,
  generalSettings: (tenantId: string) => ['tenants', tenantId, 'settings', 'general'] as const,
  logo: (tenantId: string, updatedAt: string) => ['tenants', tenantId, 'settings', 'logo', updatedAt] as const,
  dashboard: (tenantId: string) => ['tenants', tenantId, 'dashboard'] as const,
};

export { HYDRATED_STALE_MS } from './query-keys';
