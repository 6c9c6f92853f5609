import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { Client, Pool } from 'pg';
import { api } from '@/lib/server/api/app';
import { openDatabase, type Database } from '@/lib/server/db/client';
import { getDb, setDatabase } from '@/lib/server/database';
import { drainOutbox } from '@/lib/server/mail/outbox';
import { DEMO_PASSWORD, seedDemo } from '@/lib/server/seed/demo';

export { DEMO_PASSWORD };

/**
 * A fresh, migrated and demo-seeded database for one test file: in-memory PGlite by default, or a
 * new database on the PostgreSQL server of DATABASE_URL, dropped again by close(). Both are copies
 * of the run's template (templateDump, templateDatabase): migrating and seeding once per run, not
 * once per file, halves the API suite's time.
 */
export async function startTestApp() {
  let database: Database;
  let drop = async () => {};
  let owner: Pool | undefined;
  let url: string | undefined;
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `cari_test_${randomBytes(6).toString('hex')}`;
    await templateDatabase(serverUrl, name);
    // The app's pools log in as cari_platform_login and cari_app_login; DATABASE_URL's user migrates.
    url = databaseUrl(serverUrl, name);
    database = await openDatabase({ databaseUrl: url, dataDir: '' });
    owner = new Pool({ connectionString: databaseUrl(serverUrl, name), max: 1 });
    // Pool.end() can resolve while a connection is still closing, and the drop below ends it by force:
    // the error that connection then reports is expected, and unheard it would fail whichever test runs.
    owner.on('error', () => {});
    drop = async () => {
      await owner?.end();
      const client = new Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  } else {
    database = await openDatabase({ dataDir: 'memory://', snapshot: await templateDump() });
  }
  // Nothing left to migrate in a copy; on PGlite this also drops to the app's role.
  await database.migrate();
  setDatabase(database);
  mailDrain = true;
  await drainMail();

  return {
    db: database.db,
    database,
    /**
     * PostgreSQL only: what another app instance on the same database opens (its own pools and list
     * windows); the caller closes it. A request goes through it while it is the current database
     * (setDatabase).
     */
    openInstance: () => {
      if (!url) throw new Error('a second app instance needs PostgreSQL (DATABASE_URL)');
      return openDatabase({ databaseUrl: url, dataDir: '' });
    },
    /**
     * Runs a statement as the migrating user (the owner): the app's roles may not change the schema. On
     * PostgreSQL that is a connection of its own (the app's login roles cannot become the owner); on
     * PGlite the one session's superuser.
     */
    asOwner: (query: SQL) =>
      owner
        ? drizzlePg(owner).execute(query)
        : database.db.transaction(async (tx) => {
            await tx.execute(sql`select set_config('role', session_user, true)`);
            return tx.execute(query);
          }),
    request,
    login,
    close: async () => {
      setDatabase(undefined);
      await database.close();
      await drop();
    },
  };
}

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** The run's template, named by jest.config.mjs and removed by jest/teardown-api.mjs. */
const template = (() => {
  const name = process.env.CARI_TEST_TEMPLATE;
  if (!name) throw new Error('CARI_TEST_TEMPLATE is unset: run the API tests through jest.config.mjs');
  return name;
})();
const templateFile = path.join(os.tmpdir(), `${template}.pglite`);

/** A migrated, demo-seeded PGlite dump: the first test file of the run writes it, the others read it. */
async function templateDump(): Promise<Blob> {
  if (!fs.existsSync(templateFile)) {
    const database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    await seedDemo(database.db);
    const dump = Buffer.from(await (await database.snapshot!()).arrayBuffer());
    await database.close();
    // Written aside and renamed, so a parallel worker never reads half a file.
    fs.writeFileSync(`${templateFile}.${process.pid}`, dump);
    fs.renameSync(`${templateFile}.${process.pid}`, templateFile);
  }
  return new Blob([fs.readFileSync(templateFile)]);
}

/**
 * Creates database `name` as a copy of the run's migrated, demo-seeded template, which the first
 * caller builds. An advisory lock keeps parallel workers from building it twice (and from copying
 * it while it is built).
 */
async function templateDatabase(serverUrl: string, name: string) {
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [template]);
    const built = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (built.rowCount === 0) {
      await admin.query(`create database ${template}`);
      try {
        const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, template), dataDir: '' });
        await database.migrate();
        await seedDemo(database.db);
        await database.close();
      } catch (error) {
        await admin.query(`drop database if exists ${template} with (force)`);
        throw error;
      }
    }
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    // Closing the session releases the lock.
    await admin.end();
  }
}

export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

let mailDrain = true;

/**
 * Mail is queued in the outbox and sent by a worker the tests do not run: request() delivers what
 * is due right after each answer (to DATA_DIR/outbox, the .eml files the tests read), so a test
 * reads its mail as soon as the call returns. A test of the outbox itself switches that off.
 */
export function setMailDrain(on: boolean) {
  mailDrain = on;
}

/** Sends every due outbox row of the current database through the default (.eml) transport. */
export async function drainMail() {
  await drainOutbox(await getDb());
}

/** Calls the real API handler in process. */
export async function request<T = any>(
  method: string,
  url: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<TestResponse<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await api.request(url, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  if (mailDrain) await drainMail();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

/** Logs a demo (or any) account in and returns its access token. */
export async function login(email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await request('POST', '/api/common/Auth/login', { body: { email, password } });
  if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.accessToken;
}

/** The newest set-password link emailed to an address (from DATA_DIR/outbox). */
export function latestLinkFor(email: string): { token: string; userId: string; url: string } {
  const dir = path.join(process.env.DATA_DIR!, 'outbox');
  const files = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith(`-${email}.eml`))
        .sort()
    : [];
  if (files.length === 0) throw new Error(`no email to ${email}`);
  const raw = fs.readFileSync(path.join(dir, files[files.length - 1]!), 'utf8');
  // Quoted-printable soft line breaks may split the link.
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const url = text.match(/https?:\/\/\S+\/set-password\?\S+/)![0];
  const params = new URL(url).searchParams;
  return { url, token: params.get('token')!, userId: params.get('userId')! };
}

/** Waits (up to five seconds) for a set-password link to `email` other than `previous`: mail may go out after the answer. */
export async function nextLinkFor(
  email: string,
  previous?: string,
): Promise<{ token: string; userId: string; url: string }> {
  const deadline = Date.now() + 5000;
  for (;;) {
    try {
      // forgot-password queues its mail after the answer
      if (mailDrain) await drainMail();
      const link = latestLinkFor(email);
      if (link.token !== previous) return link;
    } catch {
      // no email yet
    }
    if (Date.now() > deadline) throw new Error(`no new email to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
