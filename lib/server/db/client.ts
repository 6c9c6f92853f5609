import 'server-only';

import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import { databaseGenerations } from '../kit/list-generations';
import { ListWindows } from '../kit/list-window';
import * as schema from './schema';
import {
  inTenantScope,
  PLATFORM_LOGIN,
  PLATFORM_ROLE,
  pgliteTenantClient,
  registerTenantPool,
  TENANT_LOGIN,
  TENANT_ROLE,
} from './tenant-scope';
import type { Db } from './types';

// The types live apart so that tenant-scope.ts can use them without importing this module.
export type { Db, DbOrTx, Tx } from './types';

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
  /**
   * This instance's list id windows of the database (kit/list-window.ts): on PostgreSQL checked against
   * the generations every instance bumps, on PGlite (one process) against this instance's alone.
   */
  lists: ListWindows;
  /** Applies the migrations, then `extra` statements (a fixture's table), as the owner. */
  migrate: (extra?: string[]) => Promise<void>;
  close: () => Promise<void>;
  /** PGlite only: a dump of the whole database, to open copies of it (the API tests' template). */
  snapshot?: () => Promise<Blob>;
}

const migrationsFolder = path.join(/* turbopackIgnore: true */ process.cwd(), 'lib/server/db/migrations');

/** `url` with its user (and password) replaced by one of the app's login roles; host, port, database and parameters stay. */
export function loginUrl(url: string, login: string, password: string | undefined): string {
  const parsed = new URL(url);
  parsed.username = encodeURIComponent(login);
  parsed.password = password ? encodeURIComponent(password) : '';
  return parsed.toString();
}

/**
 * Gives the login roles the passwords of DATABASE_PLATFORM_PASSWORD and DATABASE_APP_PASSWORD, when set
 * and the migrating user may (a DBA who created the roles sets them instead).
 */
async function setLoginPasswords(owner: Pool) {
  for (const [login, password] of [
    [PLATFORM_LOGIN, process.env.DATABASE_PLATFORM_PASSWORD],
    [TENANT_LOGIN, process.env.DATABASE_APP_PASSWORD],
  ] as const) {
    if (!password) continue;
    try {
      const { rows } = await owner.query<{ statement: string }>(
        `select format('alter role %I password %L', $1::text, $2::text) as statement`,
        [login, password],
      );
      await owner.query(rows[0]!.statement);
    } catch (error) {
      console.warn(`PostgreSQL: could not set the password of ${login}:`, (error as Error).message);
    }
  }
}

/**
 * Opens PostgreSQL when a URL is given, else PGlite in `dataDir` ('memory://' keeps it in memory),
 * started from `snapshot` (a PGlite dump) when one is given.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  /** The owner's URL, to migrate over (default: databaseUrl). */
  migrationUrl?: string;
  dataDir: string;
  snapshot?: Blob;
}): Promise<Database> {
  if (opts.databaseUrl) {
    // Two pools, each logged in as a LOGIN role of its own (migration 0026) that is neither a superuser
    // nor an owner and, NOINHERIT, holds nothing itself: the platform's as cari_platform_login with
    // cari_platform (BYPASSRLS) from its start, a tenant's as cari_app_login with cari_app (under
    // row-level security). A startup parameter sets the role: no extra round trip, and a connection
    // fails rather than run as anything else. RESET ROLE goes back to that startup role and SET ROLE NONE
    // to the login role, which may read nothing; no connection can become the owner or a superuser, nor
    // a tenant's the platform. Migrations run on a connection of their own, as MIGRATION_DATABASE_URL's
    // user (the owner), before the pools are used.
    const max = Number(process.env.DB_POOL_MAX ?? 10);
    const pool = (login: string, role: string, password: string | undefined) => {
      const created = new Pool({
        connectionString: loginUrl(opts.databaseUrl!, login, password),
        max,
        options: `-c role=${role}`,
        // Queries asked of one connection while another is under way are written at once and answered
        // in order (pg's pipeline mode): a tenant transaction's BEGIN and settings share one round trip
        // (tenant-scope.ts), and a service's Promise.all over a transaction is no longer queued.
        pipeline: true,
      });
      // An idle connection the server closes (restart, failover, admin) must not crash the process;
      // the pool replaces it on the next query.
      created.on('error', (error) => console.error(`PostgreSQL pool (${login}): idle connection lost`, error.message));
      return created;
    };
    const platformPool = pool(PLATFORM_LOGIN, PLATFORM_ROLE, process.env.DATABASE_PLATFORM_PASSWORD || undefined);
    const tenantPool = pool(TENANT_LOGIN, TENANT_ROLE, process.env.DATABASE_APP_PASSWORD || undefined);
    const db = drizzlePg(platformPool, { schema });
    registerTenantPool(platformPool, tenantPool);
    const migrate = async (extra: string[] = []) => {
      const owner = new Pool({ connectionString: opts.migrationUrl || opts.databaseUrl, max: 1 });
      try {
        await migratePg(drizzlePg(owner, { schema }), { migrationsFolder });
        for (const statement of extra) await owner.query(statement);
        await setLoginPasswords(owner);
      } finally {
        await owner.end();
      }
    };
    const asTenant: Database['asTenant'] = (tenantId, work, first) => inTenantScope(db, tenantId, work, first);
    return {
      db,
      migrate,
      asTenant,
      lists: new ListWindows(databaseGenerations(db)),
      close: async () => {
        await Promise.all([platformPool.end(), tenantPool.end()]);
      },
    };
  }
  if (!opts.dataDir.startsWith('memory://')) fs.mkdirSync(opts.dataDir, { recursive: true });
  // pg_trgm backs the trigram search indexes (migration 0002); PostgreSQL ships it in contrib.
  const client = await PGlite.create({ dataDir: opts.dataDir, loadDataDir: opts.snapshot, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  // PGlite has one session, as the superuser postgres: migrate as that, then drop to cari_platform. A
  // statement may RESET ROLE back to the superuser: the embedded database is for one machine, where the
  // process and its data folder are the boundary; a server with tenants to keep apart runs PostgreSQL.
  const migrate = async (extra: string[] = []) => {
    await client.query('reset role');
    await migratePglite(db, { migrationsFolder });
    for (const statement of extra) await client.exec(statement);
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
    lists: new ListWindows(),
    close: () => client.close(),
    snapshot: () => client.dumpDataDir('none'),
  };
}
