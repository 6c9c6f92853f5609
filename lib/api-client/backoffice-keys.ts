/**
 * Query keys of the Backoffice (platform-wide data, so no tenant id). Server components prefetch
 * under the same keys; the tenants' and modules' reads are factories under `tenants` and `modules`
 * (backoffice-resources.ts).
 */
export const backofficeKeys = {
  dashboard: () => ['backoffice', 'dashboard'] as const,
  /** Under the dashboard's key: whatever refreshes the home's counts refreshes the header's badge. */
  pendingCount: () => ['backoffice', 'dashboard', 'pending-count'] as const,
  tenants: () => ['backoffice', 'tenants'] as const,
  modules: () => ['backoffice', 'modules'] as const,
  settings: () => ['backoffice', 'settings'] as const,
};

export { HYDRATED_STALE_MS } from './query-keys';
