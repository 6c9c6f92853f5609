import 'server-only';

import path from 'node:path';
import { serverConfig } from './config/env';
import { countWhileOpen, countWork } from './metrics';
import { openDatabase, type Database, type Db } from './db/client';
import { setProcessLists } from './kit/list-window';
import { fixtureTableSql } from './kit/simple-tables';
import { bootstrapAdmin } from './seed/admin';
import { seedDemo } from './seed/demo';

type Holder = { ready?: Promise<Database> };
const holder = ((globalThis as { __cariDb?: Holder }).__cariDb ??= {});

/** The process-wide database: opened, migrated and (when empty) seeded once, on first use. */
export function database(): Promise<Database> {
  holder.ready ??= (async () => {
    const cfg = serverConfig();
    const database = await openDatabase({
      databaseUrl: cfg.databaseUrl,
      migrationUrl: cfg.migrationDatabaseUrl,
      dataDir: path.join(cfg.dataDir, 'pglite'),
    });
    await database.migrate(fixtureTableSql());
    await seedDemo(database.db, { demo: cfg.seedDemo });
    await bootstrapAdmin(database.db, process.env.ADMIN_EMAIL);
    setProcessLists(database.lists);
    return database;
  })();
  holder.ready.catch(() => (holder.ready = undefined));
  return holder.ready;
}

export async function getDb(): Promise<Db> {
  return (await database()).db;
}

/**
 * Runs a tenant's database work under the tenant's row-level security (migration 0023): every API
 * request of a tenant or portal session (requireAuth) and the tenant pages' server-side reads.
 * `first` runs before the tenant's settings, as the platform (requireAuth: the session lookup).
 */
export async function asTenant<T, F = undefined>(
  tenantId: string,
  work: (db: Db, first: F) => Promise<T>,
  first?: (db: Db) => Promise<F>,
): Promise<T> {
  countWork('tenantTransactions');
  const opened = await database();
  return countWhileOpen('openTenantTransactions', () => opened.asTenant(tenantId, work, first));
}

/** Tests hand in their own fresh database. */
export function setDatabase(database: Database | undefined) {
  holder.ready = database ? Promise.resolve(database) : undefined;
  setProcessLists(database?.lists);
}
