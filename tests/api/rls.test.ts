import { Hono } from 'hono';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { Client, type Pool } from 'pg';
import { signAccessToken, verifyAccessToken } from '@/lib/auth/token';
import { sql } from 'drizzle-orm';
import { AccountType } from '@/lib/auth/account-types';
import { api } from '@/lib/server/api/app';
import type { AppEnv } from '@/lib/server/api/context';
import { requestContext, requireAuth } from '@/lib/server/api/middleware';
import { asTenant } from '@/lib/server/database';
import type { Db, DbOrTx } from '@/lib/server/db/client';
import { inTenantScope, tenantPoolOf } from '@/lib/server/db/tenant-scope';
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

  onPostgres('runs `first` as the platform on a connection of its own, never in the tenant’s scope', async () => {
    // A `first` that asks late still runs as the platform: it is not on the tenant's connection at all.
    const late = async (db: Db) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return settings(db);
    };
    const seen = await inTenantScope(
      app.db,
      teknik,
      async (tx, before) => ({ before, work: await settings(tx) }),
      late,
    );
    expect(seen).toEqual({
      before: [{ role: 'cari_platform', tenant: null }],
      work: [{ role: 'cari_app', tenant: teknik }],
    });
  });

  // Round trips only mean something on PostgreSQL (PGlite runs in process, statement by statement).
  onPostgres(
    'costs a tenant request one round trip: BEGIN, the session lookup and the settings travel together, before the handler’s statements',
    async () => {
      const pool = (app.db as unknown as { $client: Pool }).$client;
      const tenantPool = tenantPoolOf(app.db)!;
      expect(tenantPool).not.toBe(pool);
      const trips: string[][] = [];
      let recording = true;
      const watched = new WeakSet<object>();
      // Statements asked before the earlier ones are answered travel in the same round trip, whichever
      // connection carries them (the session lookup goes on a platform connection).
      let unanswered = 0;
      const watch = (target: { query: (...args: unknown[]) => unknown }) => {
        const query = target.query.bind(target);
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
      tenantPool.on('acquire', onAcquire);
      try {
        const res = await list();
        expect(res.status).toBe(200);
        expect((await res.json()).data.items.length).toBeGreaterThan(0);
      } finally {
        recording = false;
        pool.off('acquire', onAcquire);
        tenantPool.off('acquire', onAcquire);
      }
      // The transaction with the session lookup and the tenant's scope, the page's rows (its window is
      // warm) with the lookup of the window's generation beside them (kit/list-generations.ts), the commit.
      expect(trips.length).toBe(3);
      expect(trips[0]).toEqual(['begin', expect.stringMatching(/^select "sessions"/), SCOPE_TEXT]);
      expect(trips[1]).toEqual([
        expect.stringMatching(/^select "generation" from "list_gen/),
        expect.stringMatching(/^select "id", "kind", "name"/),
      ]);
      expect(trips[2]).toEqual(['commit']);
    },
  );
});

describe('with no tenant set', () => {
  it('the app role sees no tenant rows at all', async () => {
    const see = async (db: DbOrTx) => ({
      customers: await rows(db, sql`select id from customers`),
      users: await rows(db, sql`select id from users`),
      tenants: await rows(db, sql`select id from tenants`),
      userRoles: await rows(db, sql`select role_id from user_roles`),
      rolePermissions: await rows(db, sql`select role_id from role_permissions`),
      sessions: await rows(db, sql`select id from sessions`),
    });
    const tenantPool = tenantPoolOf(app.db);
    // On PostgreSQL a connection of the tenant pool as it is (cari_app_login, role cari_app, no tenant).
    const seen = tenantPool
      ? await see(drizzlePg(tenantPool))
      : await app.db.transaction(async (tx) => {
          await tx.execute(sql`select set_config('role', 'cari_app', true)`);
          return see(tx);
        });
    expect(seen).toEqual({ customers: [], users: [], tenants: [], userRoles: [], rolePermissions: [], sessions: [] });
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
    expect(guarded.map((t) => t.name).sort()).toEqual(
      [...tables, 'tenants', 'role_permissions', 'sessions', 'activation_tokens'].sort(),
    );
  });

  it('cari_app may not read the platform’s tables, and only queues mail', async () => {
    const grants = await rows<{ tbl: string; sel: boolean; ins: boolean; upd: boolean; del: boolean }>(
      app.db,
      sql`select t as tbl, has_table_privilege('cari_app', t, 'SELECT') as sel,
            has_table_privilege('cari_app', t, 'INSERT') as ins, has_table_privilege('cari_app', t, 'UPDATE') as upd,
            has_table_privilege('cari_app', t, 'DELETE') as del
          from unnest(array['login_failures', 'mail_outbox', 'reset_requests', 'retired_refresh_tokens']) t order by 1`,
    );
    const none = { sel: false, ins: false, upd: false, del: false };
    expect(grants).toEqual([
      { tbl: 'login_failures', ...none },
      { tbl: 'mail_outbox', ...none, ins: true },
      { tbl: 'reset_requests', ...none },
      { tbl: 'retired_refresh_tokens', ...none },
    ]);
    // 42501: insufficient_privilege
    expect(await failure(inTenantScope(app.db, teknik, (tx) => tx.execute(sql`select id from mail_outbox`)))).toBe(
      '42501',
    );
  });
});

describe('user_roles and role_permissions', () => {
  const ids = async () => {
    const [row] = await rows<{ user_id: string; yapi_role: string; teknik_role: string }>(
      app.db,
      sql`select (select id from users where email = 'owner@teknik.cari.demo') as user_id,
            (select id from roles where tenant_id = ${yapi} limit 1) as yapi_role,
            (select id from roles where tenant_id = ${teknik} and not is_owner limit 1) as teknik_role`,
    );
    return row!;
  };

  it('refuse a link of a user to another tenant’s role, for the tenant and the platform alike', async () => {
    const { user_id, yapi_role } = await ids();
    const link = (tenantId: string) => (db: DbOrTx) =>
      db.execute(
        sql`insert into user_roles (tenant_id, user_id, role_id) values (${tenantId}, ${user_id}, ${yapi_role})`,
      );
    // 23503: the composite references; 42501: row-level security (the link is not the session tenant's)
    expect(await failure(inTenantScope(app.db, teknik, link(teknik)))).toBe('23503');
    expect(await failure(inTenantScope(app.db, teknik, link(yapi)))).toBe('42501');
    expect(await failure(link(teknik)(app.db))).toBe('23503');
    expect(await failure(link(yapi)(app.db))).toBe('23503');
  });

  it('show a tenant only its own links and its own roles’ permissions, and refuse a grant to another tenant’s role', async () => {
    const { yapi_role } = await ids();
    const seen = await inTenantScope(app.db, teknik, async (tx) => ({
      links: await rows<{ n: number }>(tx, sql`select count(*)::int as n from user_roles where tenant_id <> ${teknik}`),
      foreign: await rows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from role_permissions rp where not exists
            (select 1 from roles r where r.id = rp.role_id and r.tenant_id = ${teknik})`,
      ),
      own: await rows<{ n: number }>(tx, sql`select count(*)::int as n from role_permissions`),
    }));
    expect(seen.links).toEqual([{ n: 0 }]);
    expect(seen.foreign).toEqual([{ n: 0 }]);
    expect(seen.own[0]!.n).toBeGreaterThan(0);
    const grant = inTenantScope(app.db, teknik, (tx) =>
      tx.execute(
        sql`insert into role_permissions (role_id, permission_id) select ${yapi_role}, id from module_permissions limit 1`,
      ),
    );
    expect(await failure(grant)).toBe('42501');
  });

  it('sessions and activation links of another tenant’s users are out of a tenant’s sight', async () => {
    const seen = await inTenantScope(app.db, teknik, async (tx) => ({
      sessions: await rows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from sessions s where not exists
            (select 1 from users u where u.id = s.user_id and u.tenant_id = ${teknik})`,
      ),
      own: await rows<{ n: number }>(tx, sql`select count(*)::int as n from sessions`),
      revoked: await rows(
        tx,
        sql`update sessions set revoked_at = now() where user_id in
            (select id from users where tenant_id = ${yapi}) returning id`,
      ),
    }));
    expect(seen.sessions).toEqual([{ n: 0 }]);
    expect(seen.own[0]!.n).toBeGreaterThan(0);
    expect(seen.revoked).toEqual([]);
  });
});

describe('a token’s tenant claim', () => {
  it('must be the session user’s tenant: a tenant user’s token without one, or with another, is refused', async () => {
    const claims = (await verifyAccessToken(teknikToken))!;
    const expires = new Date(Date.now() + 60_000);
    const list = (token: string) => request('GET', '/api/tenant/Customers?pageIndex=0&pageSize=5', { token });
    expect((await list(await signAccessToken(claims, expires))).status).toBe(200);
    expect((await list(await signAccessToken({ ...claims, tenantId: null }, expires))).status).toBe(401);
    expect((await list(await signAccessToken({ ...claims, tenantId: yapi }, expires))).status).toBe(401);
  });
});

// PGlite is one superuser session (the embedded single-machine default, README): these hold on PostgreSQL.
(process.env.DATABASE_URL ? describe : describe.skip)('the login roles of the pools', () => {
  const pools = () => [
    { pool: (app.db as unknown as { $client: Pool }).$client, login: 'cari_platform_login', group: 'cari_platform' },
    { pool: tenantPoolOf(app.db)!, login: 'cari_app_login', group: 'cari_app' },
  ];

  it('log in as neither a superuser nor an owner, and reset role raises nothing', async () => {
    for (const { pool, login, group } of pools()) {
      // A connection of the pool's own settings, to reset its role without handing it back.
      const client = new Client({ connectionString: pool.options.connectionString, options: pool.options.options });
      await client.connect();
      try {
        const query = async <T>(text: string) => (await client.query(text)).rows as T[];
        const who = `select session_user::text as session, current_user::text as current, r.rolsuper as super,
            r.rolbypassrls as bypass, r.rolcreaterole as createrole, r.rolcreatedb as createdb,
            (select count(*)::int from pg_class c where c.relowner = r.oid) as owned,
            (select count(*)::int from pg_namespace n where n.nspowner = r.oid) as schemas,
            (select count(*)::int from pg_database d where d.datdba = r.oid) as databases
          from pg_roles r where r.rolname = current_user`;
        expect(await query(who)).toEqual([
          {
            session: login,
            current: group,
            super: false,
            bypass: group === 'cari_platform',
            createrole: false,
            createdb: false,
            owned: 0,
            schemas: 0,
            databases: 0,
          },
        ]);
        // The roles the session user may become: itself and its group, no superuser and no owner.
        const reachable = await query<{ name: string }>(
          `select rolname as name from pg_roles r where pg_has_role(session_user, r.oid, 'MEMBER') order by 1`,
        );
        expect(reachable.map((r) => r.name)).toEqual([group, login].sort());
        const owners = await query<{ name: string }>(
          `select distinct r.rolname as name from pg_roles r
           where pg_has_role(session_user, r.oid, 'MEMBER')
             and (r.rolsuper or exists (select 1 from pg_class c where c.relowner = r.oid and c.relnamespace = 'public'::regnamespace))`,
        );
        expect(owners).toEqual([]);
        // RESET ROLE goes back to the connection's startup role, the group; SET ROLE NONE to the login
        // role itself, which holds nothing. Neither is a superuser or an owner.
        const asStarted = await query(who);
        await client.query('reset role');
        expect(await query(who)).toEqual(asStarted);
        await client.query('set role none');
        expect(await query(who)).toEqual([
          {
            session: login,
            current: login,
            super: false,
            bypass: false,
            createrole: false,
            createdb: false,
            owned: 0,
            schemas: 0,
            databases: 0,
          },
        ]);
        // 42501: insufficient_privilege; the login role itself may read nothing, nor become another.
        for (const statement of [
          'select id from customers limit 1',
          'select id from sessions limit 1',
          'set role postgres',
        ]) {
          expect(await failure(client.query(statement))).toBe('42501');
        }
        if (group === 'cari_app') expect(await failure(client.query('set role cari_platform'))).toBe('42501');
      } finally {
        await client.end();
      }
    }
  });
});
