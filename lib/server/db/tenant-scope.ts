import 'server-only';

import { sql } from 'drizzle-orm';
import { TENANT_ROLE, type Db, type DbOrTx } from './client';

/**
 * Runs `work` in a transaction that is the tenant's as far as PostgreSQL is concerned: it switches to
 * the role cari_app (no BYPASSRLS) and sets app.tenant_id, both for this transaction only. Row-level
 * security (migration 0023) then shows and accepts only that tenant's rows, whatever a query's WHERE
 * says or forgets to say. Nested in another transaction it becomes a savepoint of it (and the settings
 * hold to the outer commit).
 *
 * Every request of a tenant or portal session runs in one (requireAuth); the platform's paths (sign-in,
 * Backoffice, mail worker, seeds) use the process db, as cari_platform.
 */
export function inTenantScope<T>(db: DbOrTx, tenantId: string, work: (db: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('role', ${TENANT_ROLE}, true), set_config('app.tenant_id', ${tenantId}, true)`,
    );
    // A transaction offers every query the process db does (nested transactions are savepoints).
    return work(tx as unknown as Db);
  });
}
