import 'server-only';

import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import * as schema from './schema';
import { inTenantScope, PLATFORM_ROLE, pgliteTenantClient } from './tenant-scope';

/** Both drivers expose the same query builder; we type them as node-postgres. */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  /** The process db, as cari_platform: the platform's own paths. */
  db: Db;
  /**
   * Runs a tenant's database work under its row-level security (db/tenant-scope.ts): on PostgreSQL in
   * one transaction, on PGlite statement by statement. `first` runs before the tenant's settings, as
   * cari_platform, and `work` gets its result (on PostgreSQL in the round trip that opens the transaction).
   */
  asTenant: <T, F = undefined>(
    tenantId: string,
    work: (db: Db, first: F) => Promise<T>,
    first?: (db: Db) => Promise<F>,
  ) => Promise<T>;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** PGlite only: a dump of the whole database, to open copies of it (the API tests' template). */
  snapshot?: () => Promise<Blob>;
}

const migrationsFolder = path.join(/* turbopackIgnore: true */ process.cwd(), 'lib/server/db/migrations');

/**
 * Opens PostgreSQL when a URL is given, else PGlite in `dataDir` ('memory://' keeps it in memory),
 * started from `snapshot` (a PGlite dump) when one is given.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  snapshot?: Blob;
}): Promise<Database> {
  if (opts.databaseUrl) {
    // Every pooled connection queries as cari_platform from its start (a startup parameter: no extra
    // round trip, and a connection fails rather than run as the owner if the role is missing).
    // Migrations run on a connection of their own, as the connecting user, before the pool is used.
    const pool = new Pool({
      connectionString: opts.databaseUrl,
      max: Number(process.env.DB_POOL_MAX ?? 10),
      options: `-c role=${PLATFORM_ROLE}`,
      // Queries asked of one connection while another is under way are written at once and answered
      // in order (pg's pipeline mode): a tenant transaction's BEGIN and settings share one round trip
      // (tenant-scope.ts), and a service's Promise.all over a transaction is no longer queued.
      pipeline: true,
    });
    // An idle connection the server closes (restart, failover, admin) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.error('PostgreSQL pool: idle connection lost', error.message));
    const db = drizzlePg(pool, { schema });
    const migrate = async () => {
      const owner = new Pool({ connectionString: opts.databaseUrl, max: 1 });
      try {
        await migratePg(drizzlePg(owner, { schema }), { migrationsFolder });
      } finally {
        await owner.end();
      }
    };
    const asTenant: Database['asTenant'] = (tenantId, work, first) => inTenantScope(db, tenantId, work, first);
    return { db, migrate, asTenant, close: () => pool.end() };
  }
  if (!opts.dataDir.startsWith('memory://')) fs.mkdirSync(opts.dataDir, { recursive: true });
  // pg_trgm backs the trigram search indexes (migration 0002); PostgreSQL ships it in contrib.
  const client = await PGlite.create({ dataDir: opts.dataDir, loadDataDir: opts.snapshot, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  // PGlite has one session, as the superuser postgres: migrate as that, then drop to cari_platform.
  const migrate = async () => {
    await client.query('reset role');
    await migratePglite(db, { migrationsFolder });
    await client.query(`set role ${PLATFORM_ROLE}`);
  };
  const tenants = new Map<string, Db>();
  const asTenant: Database['asTenant'] = async (tenantId, work, first) => {
    const before = (first ? await first(db as unknown as Db) : undefined) as Parameters<typeof work>[1];
    let scoped = tenants.get(tenantId);
    if (!scoped) {
      const tenantClient = pgliteTenantClient(client, tenantId) as unknown as PGlite;
      scoped = drizzlePglite(tenantClient, { schema }) as unknown as Db;
      tenants.set(tenantId, scoped);
    }
    return work(scoped, before);
  };
  return {
    db: db as unknown as Db,
    migrate,
    asTenant,
    close: () => client.close(),
    snapshot: () => client.dumpDataDir('none'),
  };
}
