import type { QueryClient } from '@tanstack/react-query';
import type { TenantModuleKey } from '@/lib/modules/tenant-modules';
import { effectsOf } from '@/lib/modules/write-effects';

/** The root of a module's queries for a tenant: every key of the module starts with it (resource.ts). */
export const moduleKey = <K extends TenantModuleKey>(tenantId: string, key: K) => ['tenants', tenantId, key] as const;

/**
 * After a write of module `key`: its queries and those of the modules its writes affect
 * (lib/modules/write-effects.ts) are stale, and the ones on screen refetch.
 */
export async function invalidateAfterWrite(
  queryClient: QueryClient,
  tenantId: string,
  key: TenantModuleKey,
): Promise<void> {
  await Promise.all(
    [key, ...effectsOf(key)].map((m) => queryClient.invalidateQueries({ queryKey: moduleKey(tenantId, m) })),
  );
}
