import { Hono } from 'hono';
import type { Pool } from 'pg';
import { sql } from 'drizzle-orm';
import { AccountType } from '@/lib/auth/account-types';
import { api } from '@/lib/server/api/app';
import type { AppEnv } from '@/lib/server/api/context';
import { requestContext, requireAuth } from '@/lib/server/api/middleware';
import { asTenant } from '@/lib/server/database';
import type { Db, DbOrTx } from '@/lib/server/db/client';
import { inTenantScope } from '@/lib/server/db/tenant-scope';
import { login, request, startTestApp } from './harness';

/**
 * Tenant isolation held by PostgreSQL itself (issue 18, item 1): row-level security on every tenant
 * table for the app's tenant role, composite foreign keys between tenant tables, and roles that are
 * neither superusers nor owners. Runs on PGlite and, in CI, on PostgreSQL.
 */
let app: Awaited<ReturnType<typeof startTestApp>>;
let teknik: string;
let yapi: string;
let teknikToken: string;
beforeAll(async () => {
  app = await startTestApp();
  const ids = await rows<{ id: string; email: string }>(
    app.db,
    sql`select t.id, u.email from tenants t join users u on u.tenant_id = t.id
        where u.email in ('owner@teknik.cari.demo', 'owner@yapi.cari.demo')`,
  );
  teknik = ids.find((r) => r.email.includes('teknik'))!.id;
  yapi = ids.find((r) => r.email.includes('yapi'))!.id;
  teknikToken = await login('owner@teknik.cari.demo');
  // The demo gives Örnek Yapı no customers: one through its own API (a write under row-level security).
  const created = await request('POST', '/api/tenant/Customers', {
    token: await login('owner@yapi.cari.demo'),
    body: { kind: 'company', name: 'Yapı Müşterisi', contacts: [{ name: 'Ece' }], addresses: [], allowDuplicate: true },
  });
  expect(created.status).toBe(201);
});
afterAll(() => app.close());

async function rows<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The SQLSTATE of a failed query, raw (pg, PGlite) or wrapped by drizzle. */
function sqlState(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

async function failure(work: Promise<unknown>): Promise<string | undefined> {
  try {
    await work;
  } catch (error) {
    return sqlState(error) ?? String(error);
  }
  return 'no error';
}

const tenantTables = () =>
  rows<{ name: string }>(
    app.db,
    sql`select c.relname as name from pg_class c
        join pg_attribute a on a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped
        where c.relkind = 'r' and c.relnamespace = 'public'::regnamespace order by 1`,
  );

describe('a query without a tenant condition, in the tenant transaction', () => {
  it('sees only the session tenant’s rows of customers', async () => {
    const all = await rows<{ tenant_id: string }>(app.db, sql`select tenant_id from customers`);
    expect(all.some((r) => r.tenant_id === yapi)).toBe(true);
    // asTenant is what a tenant's requests and pages run in (statement by statement on PGlite).
    for (const run of [
      asTenant,
      (tenantId: string, work: (db: Db) => Promise<unknown>) => inTenantScope(app.db, tenantId, work),
    ]) {
      const seen = (await run(teknik, (db) =>
        rows<{ tenant_id: string }>(db, sql`select tenant_id from customers`),
      )) as {
        tenant_id: string;
      }[];
      expect(seen.length).toBe(all.filter((r) => r.tenant_id === teknik).length);
      expect(seen.length).toBeGreaterThan(0);
      expect(new Set(seen.map((r) => r.tenant_id))).toEqual(new Set([teknik]));
    }
  });

  it('sees no other tenant’s row in any tenant table, nor another tenant', async () => {
    const tables = await tenantTables();
    expect(tables.length).toBeGreaterThan(25);
    await inTenantScope(app.db, teknik, async (tx) => {
      for (const { name } of tables) {
        const [other] = await rows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from ${sql.identifier(name)} where tenant_id is distinct from ${teknik}`,
        );
        expect({ name, n: other!.n }).toEqual({ name, n: 0 });
      }
      const tenants = await rows<{ id: string }>(tx, sql`select id from tenants`);
      expect(tenants).toEqual([{ id: teknik }]);
    });
  });

  it('cannot change, delete or add another tenant’s rows', async () => {
    const [before] = await rows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from customers where tenant_id = ${yapi}`,
    );
    await inTenantScope(app.db, teknik, async (tx) => {
      const updated = await rows(tx, sql`update customers set name = 'x' where tenant_id = ${yapi} returning id`);
      expect(updated).toEqual([]);
      const deleted = await rows(tx, sql`delete from customer_contacts where tenant_id = ${yapi} returning id`);
      expect(deleted).toEqual([]);
    });
    const [after] = await rows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from customers where tenant_id = ${yapi} and name <> 'x'`,
    );
    expect(after!.n).toBe(before!.n);
    // 42501: new row violates row-level security policy
    const code = await failure(
      inTenantScope(app.db, teknik, (tx) =>
        tx.execute(sql`update customers set tenant_id = ${yapi} where tenant_id = ${teknik}`),
      ),
    );
    expect(code).toBe('42501');
  });

  it('is what a tenant request’s handler gets from the API middleware', async () => {
    const probe = new Hono<AppEnv>()
      .use('*', requestContext)
      .use('*', requireAuth(AccountType.Tenant))
      .get('/probe', async (c) =>
        c.json({
          tenants: await rows<{ tenant_id: string }>(c.var.db, sql`select distinct tenant_id from customers`),
          role: (await rows<{ role: string }>(c.var.db, sql`select current_user as role`))[0]!.role,
        }),
      );
    const res = await probe.request('/probe', { headers: { authorization: `Bearer ${teknikToken}` } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ tenants: [{ tenant_id: teknik }], role: 'cari_app' });
  });
});

describe('the tenant transaction itself', () => {
  const settings = (db: DbOrTx) =>
    rows<{ role: string; tenant: string | null }>(
      db,
      sql`select current_user as role, nullif(current_setting('app.tenant_id', true), '') as tenant`,
    );

  it('rolls back a failed request’s writes and leaves no setting on the pooled connections', async () => {
    const name = `Geri Alınan ${Date.now()}`;
    const failed = inTenantScope(app.db, teknik, async (tx) => {
      await tx.execute(
        sql`insert into customers (tenant_id, kind, name, search_text, sort_name) values (${teknik}, 'individual', ${name}, '', '')`,
      );
      expect(await settings(tx)).toEqual([{ role: 'cari_app', tenant: teknik }]);
      throw new Error('handler failed');
    });
    expect(await failure(failed)).toBe('Error: handler failed');
    expect(await rows(app.db, sql`select id from customers where name = ${name}`)).toEqual([]);
    // Side by side, so that the pool hands out every connection it holds.
    const seen = await Promise.all(Array.from({ length: 10 }, () => settings(app.db)));
    expect(new Set(seen.flat().map((r) => JSON.stringify(r)))).toEqual(
      new Set([JSON.stringify({ role: 'cari_platform', tenant: null })]),
    );
  });

  it('runs none of the work when its settings fail', async () => {
    const work = jest.fn(async () => 'ran');
    // A NUL cannot be a setting's value: set_config fails after BEGIN has succeeded.
    // 22021: character_not_in_repertoire
    expect(await failure(inTenantScope(app.db, `${teknik}\u0000`, work))).toBe('22021');
    expect(work).not.toHaveBeenCalled();
    expect(await settings(app.db)).toEqual([{ role: 'cari_platform', tenant: null }]);
  });

  const SCOPE_TEXT = 'select set_config($1, $2, true), set_con';
  const onPostgres = process.env.DATABASE_URL ? it : it.skip;

  onPostgres('refuses a `first` that does not ask its statement at once (it would run as the tenant)', async () => {
    const work = jest.fn(async () => 'ran');
    const late = async (db: Db) => {
      await Promise.resolve();
      return rows(db, sql`select 1`);
    };
    await expect(inTenantScope(app.db, teknik, work, late)).rejects.toThrow(/must ask one statement at once/);
    expect(work).not.toHaveBeenCalled();
    expect(await settings(app.db)).toEqual([{ role: 'cari_platform', tenant: null }]);
  });

  // Round trips only mean something on PostgreSQL (PGlite runs in process, statement by statement).
  onPostgres(
    'costs a tenant request one round trip: BEGIN, the session lookup and the settings travel together, before the handler’s statements',
    async () => {
      const pool = (app.db as unknown as { $client: Pool }).$client;
      const trips: string[][] = [];
      let recording = true;
      const watched = new WeakSet<object>();
      const watch = (target: { query: (...args: unknown[]) => unknown }) => {
        const query = target.query.bind(target);
        let unanswered = 0;
        target.query = (...args: unknown[]) => {
          // A callback call is pg-pool forwarding a pool.query (counted there) to the client it took.
          if (!recording || typeof args.at(-1) === 'function') return query(...args);
          const config = args[0] as string | { text: string };
          const text = (typeof config === 'string' ? config : config.text).slice(0, 40);
          if (unanswered > 0) trips.at(-1)!.push(text);
          else trips.push([text]);
          unanswered++;
          const result = query(...args) as Promise<unknown>;
          const done = () => void unanswered--;
          result.then(done, done);
          return result;
        };
      };
      // The API itself, without the harness's mail drain after the answer.
      const list = () =>
        api.request('/api/tenant/Customers?pageIndex=0&pageSize=20', {
          headers: { authorization: `Bearer ${teknikToken}` },
        });
      expect((await list()).status).toBe(200);
      watch(pool as unknown as Parameters<typeof watch>[0]);
      const onAcquire = (client: object) => {
        if (watched.has(client)) return;
        watched.add(client);
        watch(client as Parameters<typeof watch>[0]);
      };
      pool.on('acquire', onAcquire);
      try {
        const res = await list();
        expect(res.status).toBe(200);
        expect((await res.json()).data.items.length).toBeGreaterThan(0);
      } finally {
        recording = false;
        pool.off('acquire', onAcquire);
      }
      // The transaction with the session lookup and the tenant's scope, the page's rows (its window is
      // warm), the commit.
      expect(trips.length).toBe(3);
      expect(trips[0]).toEqual(['begin', expect.stringMatching(/^select "sessions"/), SCOPE_TEXT]);
      expect(trips[1]).toEqual([expect.stringMatching(/^select "id", "kind", "name"/)]);
      expect(trips[2]).toEqual(['commit']);
    },
  );
});

describe('with no tenant set', () => {
  it('the app role sees no tenant rows at all', async () => {
    const seen = await app.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', 'cari_app', true)`);
      return {
        customers: await rows(tx, sql`select id from customers`),
        users: await rows(tx, sql`select id from users`),
        tenants: await rows(tx, sql`select id from tenants`),
      };
    });
    expect(seen).toEqual({ customers: [], users: [], tenants: [] });
  });
});

describe('composite foreign keys', () => {
  it('refuse a child row of one tenant pointing at another tenant’s parent', async () => {
    const [yapiCustomer] = await rows<{ id: string }>(
      app.db,
      sql`select id from customers where tenant_id = ${yapi} limit 1`,
    );
    const [teknikOffer] = await rows<{ id: string }>(
      app.db,
      sql`select id from offers where tenant_id = ${teknik} limit 1`,
    );
    // 23503: foreign_key_violation, even for the platform role that row-level security lets through
    const insert = (db: DbOrTx) =>
      db.execute(
        sql`insert into customer_contacts (tenant_id, customer_id, name) values (${teknik}, ${yapiCustomer!.id}, 'x')`,
      );
    expect(await failure(insert(app.db))).toBe('23503');
    expect(await failure(inTenantScope(app.db, teknik, insert))).toBe('23503');
    expect(
      await failure(
        app.db.execute(sql`update offers set customer_id = ${yapiCustomer!.id} where id = ${teknikOffer!.id}`),
      ),
    ).toBe('23503');
  });

  it('are composite for every reference between two tenant tables', async () => {
    const single = await rows<{ name: string }>(
      app.db,
      sql`select con.conname as name from pg_constraint con
          where con.contype = 'f' and con.connamespace = 'public'::regnamespace
            and exists (select 1 from pg_attribute where attrelid = con.conrelid and attname = 'tenant_id')
            and exists (select 1 from pg_attribute where attrelid = con.confrelid and attname = 'tenant_id')
            and con.confrelid <> 'tenants'::regclass
            and not (select attname from pg_attribute where attrelid = con.conrelid and attnum = con.conkey[1]) = 'tenant_id'`,
    );
    expect(single).toEqual([]);
  });
});

describe('roles', () => {
  it('the app queries as cari_platform, switching to cari_app for a tenant; neither is a superuser or an owner', async () => {
    const [platform] = await rows<{ role: string; super: boolean; bypass: boolean }>(
      app.db,
      sql`select current_user as role, rolsuper as super, rolbypassrls as bypass from pg_roles where rolname = current_user`,
    );
    expect(platform).toEqual({ role: 'cari_platform', super: false, bypass: true });
    const [tenant] = await inTenantScope(app.db, teknik, (tx) =>
      rows(
        tx,
        sql`select current_user as role, rolsuper as super, rolbypassrls as bypass from pg_roles where rolname = current_user`,
      ),
    );
    expect(tenant).toEqual({ role: 'cari_app', super: false, bypass: false });
    const [owned] = await rows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from pg_class
          where relowner in (select oid from pg_roles where rolname in ('cari_app', 'cari_platform'))`,
    );
    expect(owned!.n).toBe(0);
  });

  it('audit_log and ledger_entries are append-only for both roles', async () => {
    const grants = await rows<{ role: string; tbl: string; ins: boolean; upd: boolean; del: boolean }>(
      app.db,
      sql`select r as role, t as tbl, has_table_privilege(r, t, 'INSERT') as ins,
            has_table_privilege(r, t, 'UPDATE') as upd, has_table_privilege(r, t, 'DELETE') as del
          from unnest(array['cari_app', 'cari_platform']) r, unnest(array['audit_log', 'ledger_entries']) t
          order by 1, 2`,
    );
    expect(grants).toEqual([
      { role: 'cari_app', tbl: 'audit_log', ins: true, upd: false, del: false },
      { role: 'cari_app', tbl: 'ledger_entries', ins: true, upd: false, del: false },
      { role: 'cari_platform', tbl: 'audit_log', ins: true, upd: false, del: false },
      { role: 'cari_platform', tbl: 'ledger_entries', ins: true, upd: false, del: false },
    ]);
    // 42501: insufficient_privilege, from the grant (the append-only trigger would say the same)
    const code = await failure(
      inTenantScope(app.db, teknik, (tx) => tx.execute(sql`delete from audit_log where tenant_id = ${teknik}`)),
    );
    expect(code).toBe('42501');
  });

  it('every tenant table has forced row-level security and a policy for cari_app', async () => {
    const tables = (await tenantTables()).map((t) => t.name);
    const guarded = await rows<{ name: string }>(
      app.db,
      sql`select c.relname as name from pg_class c
          where c.relrowsecurity and c.relforcerowsecurity
            and exists (select 1 from pg_policies p where p.tablename = c.relname and 'cari_app' = any (p.roles))
            and c.relnamespace = 'public'::regnamespace`,
    );
    expect(guarded.map((t) => t.name).sort()).toEqual([...tables, 'tenants'].sort());
  });
});
