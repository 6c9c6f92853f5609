import 'server-only';

import type { PGlite, Transaction } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgDialect } from 'drizzle-orm/pg-core';
import { Pool, type PoolClient } from 'pg';
import type { Db, DbOrTx } from './types';

/**
 * The roles of migration 0023. The app's queries run as PLATFORM_ROLE (not a superuser, BYPASSRLS:
 * the platform's own cross-tenant paths: sign-in, Backoffice, mail worker, seeds) and, for a tenant,
 * as TENANT_ROLE, under row-level security to app.tenant_id. Neither owns a table.
 */
export const PLATFORM_ROLE = 'cari_platform';
export const TENANT_ROLE = 'cari_app';
/**
 * The LOGIN roles of migration 0026 the PostgreSQL pools connect as (db/client.ts): NOINHERIT members
 * of PLATFORM_ROLE and TENANT_ROLE respectively, nothing else, neither a superuser nor an owner.
 */
export const PLATFORM_LOGIN = 'cari_platform_login';
export const TENANT_LOGIN = 'cari_app_login';

/** The tenant pool (cari_app_login) beside each platform pool (cari_platform_login). */
const tenantPools = new WeakMap<Pool, Pool>();

export function registerTenantPool(platform: Pool, tenant: Pool) {
  tenantPools.set(platform, tenant);
}

/** The pool a platform db's tenant transactions run on (itself when it has none: a pool of its own). */
export function tenantPoolOf(db: DbOrTx): Pool | undefined {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof Pool ? (tenantPools.get(client) ?? client) : undefined;
}

/** The tenant's two settings, for this transaction only (is_local). */
const SCOPE_SQL = 'select set_config($1, $2, true), set_config($3, $4, true)';
const scopeParams = (tenantId: string) => ['role', TENANT_ROLE, 'app.tenant_id', tenantId];

/**
 * Runs `work` in a transaction that is the tenant's as far as PostgreSQL is concerned: it switches to
 * cari_app and sets app.tenant_id, both for this transaction only. Row-level security then shows and
 * accepts only that tenant's rows, whatever a query's WHERE says or forgets to say. Nested in another
 * transaction it becomes a savepoint of it (and the settings hold to the outer commit).
 *
 * `first`, when given, runs before the settings as the platform role (on the PostgreSQL pools on a
 * platform connection beside the tenant's, elsewhere in the transaction), and `work` gets its result
 * (a request's session lookup: its answer decides whether the work runs).
 */
export function inTenantScope<T, F = undefined>(
  db: DbOrTx,
  tenantId: string,
  work: (db: Db, first: F) => Promise<T>,
  first?: (db: Db) => Promise<F>,
): Promise<T> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof Pool && client.options.pipeline)
    return pipelinedTenantScope(db as Db, tenantPools.get(client) ?? client, tenantId, work, first);
  return db.transaction(async (tx) => {
    // A transaction offers every query the process db does (nested transactions are savepoints).
    const scoped = tx as unknown as Db;
    const before = (first ? await first(scoped) : undefined) as F;
    await tx.execute(
      sql`select set_config('role', ${TENANT_ROLE}, true), set_config('app.tenant_id', ${tenantId}, true)`,
    );
    return work(scoped, before);
  });
}

/** Per pooled connection: a drizzle transaction over it. */
const connections = new WeakMap<PoolClient, Db>();

/**
 * Drizzle's transaction object on a connection whose BEGIN we send ourselves (with the settings, in one
 * round trip): its public transaction() would send and await its own BEGIN first. Built from drizzle
 * internals, so tests/api/tenant-scope.test.ts pins them and fails on an upgrade that changes them.
 */
export function connectionOf(db: Db, client: PoolClient): Db {
  let tx = connections.get(client);
  if (!tx) {
    // The process db's dialect and relational schema, on this connection (what drizzle's own
    // transaction builds from its session).
    const { schema, fullSchema, tableNamesMap, session } = db._;
    const { dialect } = session as unknown as { dialect: PgDialect };
    const relations = schema && { schema, fullSchema, tableNamesMap };
    tx = new NodePgTransaction(dialect, new NodePgSession(client, dialect, relations), relations) as unknown as Db;
    connections.set(client, tx);
  }
  return tx;
}

/**
 * inTenantScope on a pipelining pool (client.ts): BEGIN and the settings are written together on a
 * connection of the tenant pool (cari_app_login), and `first` goes out at the same time on the platform
 * db (cari_platform_login, another connection): one round trip for all three. `first` never runs in the
 * tenant's scope, nor the tenant's statements as the platform (the tenant's connection cannot become
 * it). All answers are awaited and must succeed before `work` sends anything (were BEGIN to fail, the
 * settings would have ended with their own implicit transaction). Then, as drizzle's transaction
 * does: COMMIT, or ROLLBACK and rethrow; nested transactions are savepoints.
 */
async function pipelinedTenantScope<T, F>(
  db: Db,
  pool: Pool,
  tenantId: string,
  work: (db: Db, first: F) => Promise<T>,
  first: ((db: Db) => Promise<F>) | undefined,
): Promise<T> {
  const client = await pool.connect();
  const tx = connectionOf(db, client);
  let release: boolean | Error = false;
  try {
    const begin = client.query('begin');
    // Called at once (an async wrapper only turns a throw into a rejection, which is awaited below).
    const firstRun = first && (async () => first(db))();
    const scope = client.query(SCOPE_SQL, scopeParams(tenantId));
    const opened = await Promise.allSettled([begin, firstRun, scope]);
    const failed = opened.find((r) => r.status === 'rejected');
    if (failed) {
      await client.query('rollback');
      throw failed.reason;
    }
    let result: T;
    try {
      result = await work(tx, (opened[1] as PromiseFulfilledResult<F>).value);
    } catch (error) {
      await client.query('rollback');
      throw error;
    }
    await client.query('commit');
    return result;
  } catch (error) {
    // A connection whose ROLLBACK or COMMIT failed is not handed to the next request.
    if (client.getTransactionStatus() !== 'I') release = error instanceof Error ? error : true;
    throw error;
  } finally {
    client.release(release);
  }
}

/**
 * PGlite's stand-in for a client of one tenant. PGlite has a single session and runs a transaction
 * exclusively, so a request-long transaction would stop every other request for as long as the
 * request takes (an upload's parsing, a PDF). Instead each statement runs in a short transaction of
 * its own with the tenant's settings, and each transaction a service opens starts with them: the
 * same row-level security, autocommit as before, and other requests go on between statements.
 */
export function pgliteTenantClient(client: PGlite, tenantId: string) {
  const scope = (tx: Transaction) =>
    tx.query('select set_config($1, $2, true), set_config($3, $4, true)', [
      'role',
      TENANT_ROLE,
      'app.tenant_id',
      tenantId,
    ]);
  return {
    query: (query: string, params?: unknown[], options?: object) =>
      client.transaction(async (tx) => {
        await scope(tx);
        return tx.query(query, params, options);
      }),
    transaction: <T>(work: (tx: Transaction) => Promise<T>) =>
      client.transaction(async (tx) => {
        await scope(tx);
        return work(tx);
      }),
  };
}
