import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** Removes the run's API test template (tests/api/harness.ts): the PGlite dump, the PostgreSQL database. */
export default async function teardown() {
  const template = process.env.CARI_TEST_TEMPLATE;
  if (!template) return;
  fs.rmSync(path.join(os.tmpdir(), `${template}.pglite`), { force: true });
  if (process.env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`drop database if exists ${template} with (force)`);
    await client.end();
  }
}
