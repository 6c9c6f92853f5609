import type { PGlite } from '@electric-sql/pglite';
import { Pool } from 'pg';
import { tenantPoolOf } from '@/lib/server/db/tenant-scope';
import type { startTestApp } from './harness';

type App = Awaited<ReturnType<typeof startTestApp>>;

const held = (pool: Pool | undefined) => (pool ? pool.totalCount - pool.idleCount : 0);

/**
 * What is open on the database right now: the tenant transactions under way (a request's, on either
 * database: lib/server/metrics.ts) and the connections in use, which on PostgreSQL are the pools'
 * checked-out ones and on PGlite its one session when it is inside a transaction.
 */
export function openOnDatabase(app: App) {
  const metrics = (globalThis as { __cariMetrics?: Record<string, number> }).__cariMetrics;
  const client = (app.db as { $client?: unknown }).$client;
  return {
    tenantTransactions: metrics?.openTenantTransactions ?? 0,
    connections:
      client instanceof Pool ? held(tenantPoolOf(app.db)) + held(client) : Number((client as PGlite).isInTransaction()),
  };
}

/** Nothing open: what slow work (a PDF, an upload's rows) must find. */
export const nothingOpen = { tenantTransactions: 0, connections: 0 };
