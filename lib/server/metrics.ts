import 'server-only';

/**
 * Work counters that tests and the bench read to prove a cost (e.g. one session lookup per page).
 * They live on globalThis because Next bundles the pages and the API route separately.
 */
const counters = ((globalThis as { __cariMetrics?: Record<string, number> }).__cariMetrics ??= {});

export function countWork(
  name: 'sessionLookups' | 'permissionLookups' | 'listWindowQueries' | 'tenantTransactions' | 'pageStatementBuilds',
): void {
  counters[name] = (counters[name] ?? 0) + 1;
}

/**
 * Runs `work` counted under `name` while it runs (a gauge, back to where it was once it is over): e.g.
 * the tenant transactions open right now, which tests read to prove that slow work holds none.
 */
export async function countWhileOpen<T>(name: 'openTenantTransactions', work: () => Promise<T>): Promise<T> {
  counters[name] = (counters[name] ?? 0) + 1;
  try {
    return await work();
  } finally {
    counters[name] -= 1;
  }
}

/** The counters, only when CARI_METRICS=true (the e2e server); undefined otherwise. */
export function metricsSnapshot(): Record<string, number> | undefined {
  return process.env.CARI_METRICS === 'true' ? { ...counters } : undefined;
}
