import { is, sql } from 'drizzle-orm';
import { drizzle as drizzlePg, NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import { Pool, type PoolClient } from 'pg';
import type { DbOrTx } from '@/lib/server/db/client';
import * as schema from '@/lib/server/db/schema';
import { connectionOf, inTenantScope } from '@/lib/server/db/tenant-scope';
import { startTestApp } from './harness';

/**
 * db/tenant-scope.ts builds the tenant transaction of the PostgreSQL pools from drizzle internals (no
 * public API takes a transaction whose BEGIN was sent already): these fail on a drizzle upgrade that
 * changes what it relies on.
 */
let app: Awaited<ReturnType<typeof startTestApp>>;
let teknik: string;
beforeAll(async () => {
  app = await startTestApp();
  const [owner] = await rows<{ tenant: string }>(
    app.db,
    sql`select tenant_id as tenant from users where email = 'owner@teknik.cari.demo'`,
  );
  teknik = owner!.tenant;
});
afterAll(() => app.close());

async function rows<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('the drizzle transaction on a pooled connection', () => {
  it('is built from members a node-postgres db still has, and sends everything to that connection', async () => {
    // A pool that never connects: only the connection below is ever asked anything.
    const pool = new Pool({ max: 1 });
    const db = drizzlePg(pool, { schema });
    expect(db._).toMatchObject({ schema: expect.any(Object), fullSchema: schema, tableNamesMap: expect.any(Object) });
    expect(is(db._.session, NodePgSession)).toBe(true);
    expect(is((db._.session as unknown as { dialect: unknown }).dialect, PgDialect)).toBe(true);

    const sent: string[] = [];
    const client = {
      query: async (query: string | { text: string }) => {
        sent.push(typeof query === 'string' ? query : query.text);
        return { rows: [], fields: [], rowCount: 0, command: 'SELECT' };
      },
    } as unknown as PoolClient;
    const tx = connectionOf(db, client);
    expect(is(tx, NodePgTransaction)).toBe(true);
    expect(connectionOf(db, client)).toBe(tx);
    await tx.execute(sql`select 1`);
    await tx.query.customers.findFirst({ columns: { id: true } });
    await tx.transaction((inner) => inner.execute(sql`select 2`));
    expect(sent).toEqual([
      'select 1',
      expect.stringMatching(/^select "id" from "customers"/),
      'savepoint sp1',
      'select 2',
      'release savepoint sp1',
    ]);
    await pool.end();
  });
});

describe('a tenant transaction (on PostgreSQL the one built above)', () => {
  const settings = (db: DbOrTx) =>
    rows<{ role: string; tenant: string }>(
      db,
      sql`select current_user as role, current_setting('app.tenant_id', true) as tenant`,
    );

  it('runs as cari_app with app.tenant_id, relational queries and savepoints included', async () => {
    const name = `Kayıt Noktası ${Date.now()}`;
    const insert = (db: DbOrTx) =>
      db.execute(
        sql`insert into customers (tenant_id, kind, name, search_text, sort_name) values (${teknik}, 'individual', ${name}, '', '')`,
      );
    await inTenantScope(app.db, teknik, async (tx) => {
      expect(await settings(tx)).toEqual([{ role: 'cari_app', tenant: teknik }]);
      const seen = await tx.query.customers.findMany({ columns: { tenantId: true } });
      expect(seen.length).toBeGreaterThan(0);
      expect(new Set(seen.map((c) => c.tenantId))).toEqual(new Set([teknik]));
      // A nested transaction is a savepoint: its rollback keeps the outer transaction and its settings.
      const nested = tx.transaction(async (inner) => {
        await insert(inner);
        throw new Error('nested failed');
      });
      await expect(nested).rejects.toThrow('nested failed');
      expect(await rows(tx, sql`select id from customers where name = ${name}`)).toEqual([]);
      expect(await settings(tx)).toEqual([{ role: 'cari_app', tenant: teknik }]);
      await insert(tx);
    });
    expect(await rows(app.db, sql`select tenant_id from customers where name = ${name}`)).toEqual([
      { tenant_id: teknik },
    ]);
  });
});
