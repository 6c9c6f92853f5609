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

/** Both drivers expose the same query builder; we type them as node-postgres. */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
}

const migrationsFolder = path.join(/* turbopackIgnore: true */ process.cwd(), 'lib/server/db/migrations');

/** Opens PostgreSQL when a URL is given, else PGlite in `dataDir` ('memory://' keeps it in memory). */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new Pool({ connectionString: opts.databaseUrl, max: Number(process.env.DB_POOL_MAX ?? 10) });
    // An idle connection the server closes (restart, failover, admin) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.error('PostgreSQL pool: idle connection lost', error.message));
    const db = drizzlePg(pool, { schema });
    return { db, migrate: () => migratePg(db, { migrationsFolder }), close: () => pool.end() };
  }
  if (!opts.dataDir.startsWith('memory://')) fs.mkdirSync(opts.dataDir, { recursive: true });
  // pg_trgm backs the trigram search indexes (migration 0002); PostgreSQL ships it in contrib.
  const client = await PGlite.create({ dataDir: opts.dataDir, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
