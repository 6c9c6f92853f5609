import { sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { api } from '@/lib/server/api/app';
import { openApiDocument } from '@/lib/server/api/openapi';
import { startTestApp } from './harness';
import {
  edgeValues,
  invalid,
  nastyStrings,
  queryString,
  valid,
  type IdSource,
  type JsonSchema,
} from './fuzz/schema-arbitrary';
import { buildWorld, type Actor, type World } from './fuzz/world';

/**
 * Issue 18, 9(a): every route of the API (Hono's own route table, so routes added later are fuzzed
 * without touching this file) gets generated valid and invalid bodies, query strings and path ids
 * from its OpenAPI description, as each actor of two tenants. Never a 5xx, every 4xx in the error
 * envelope, and no 2xx answer to a tenant's actor names a row of another tenant.
 *
 * FUZZ_RUNS (default 10) requests per route, FUZZ_SEED (default 18) for a reproducible run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const SEED = Number(process.env.FUZZ_SEED ?? 18);

interface Operation {
  parameters?: { name: string; in: string; schema: JsonSchema & { enum?: string[] } }[];
  requestBody?: { content: { 'application/json'?: { schema: JsonSchema } } };
  security?: unknown[];
}

const doc = openApiDocument(api);
/**
 * The route's OpenAPI operation: `/x/:id` is documented as `/x/{id}` (a constrained `:format{pdf|xlsx}`
 * as `{format}`); a parameter documented once per value (`/Reports/sales` for `/Reports/:report`) takes
 * the first such path.
 */
function operationOf(method: string, path: string): Operation | undefined {
  const ops = doc.paths as Record<string, Record<string, Operation>>;
  const exact = ops[path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}')]?.[method.toLowerCase()];
  if (exact) return exact;
  const pattern = new RegExp(`^${path.replace(/:(\w+)(\{[^}]*\})?/g, '[^/]+')}$`);
  const match = Object.keys(ops).find((p) => pattern.test(p) && ops[p]![method.toLowerCase()]);
  return match ? ops[match]![method.toLowerCase()] : undefined;
}

const seen = new Set<string>();
const routes = api.routes
  .filter((r) => r.method !== 'ALL')
  .map((r) => ({ method: r.method, path: r.path }))
  .filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`))
  // Admin routes last: they can suspend tenants and switch modules off for everyone after them.
  .sort((a, b) => Number(a.path.startsWith('/api/admin')) - Number(b.path.startsWith('/api/admin')));

/** Path segments of the route table ('offers', 'invoices'…): a `:kind` parameter gets real words too. */
const words = [...new Set(routes.flatMap((r) => r.path.split('/')).filter((s) => /^[A-Za-z-]+$/.test(s)))].flatMap(
  (w) => [w, w.toLowerCase()],
);

const hash = (s: string) => [...s].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) | 0, 0);

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const BINARY = /^(application\/(pdf|octet-stream|vnd\.)|image\/)/;

let app: Awaited<ReturnType<typeof startTestApp>>;
let world: World;
beforeAll(async () => {
  app = await startTestApp();
  world = await buildWorld(app);
}, 60_000);
afterAll(async () => {
  if (process.env.FUZZ_STATS) console.log(statusReport());
  await app.close();
});

/** FUZZ_STATS=1 prints the answers per route: a generator that never gets past validation proves little. */
const statuses = new Map<string, Map<number, number>>();
function tally(route: string, status: number) {
  const counts = statuses.get(route) ?? new Map<number, number>();
  counts.set(status, (counts.get(status) ?? 0) + 1);
  statuses.set(route, counts);
}
function statusReport(): string {
  return [...statuses]
    .map(([route, counts]) => `${route}: ${[...counts].map(([s, n]) => `${s}×${n}`).join(' ')}`)
    .join('\n');
}

const snake = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/** The tables a field or segment name points at: customerId -> customers, WorkOrders -> work_orders. */
function tablesFor(hint: string | undefined, tables: string[]): string[] {
  if (!hint) return [];
  const stem = snake(hint.replace(/Ids?$/, '')).replace(/s$/, '');
  if (!stem || stem === 'id') return [];
  const exact = tables.filter(
    (t) => t === stem || t === `${stem}s` || t === `${stem}es` || t === stem.replace(/y$/, 'ies'),
  );
  return exact.length ? exact : tables.filter((t) => t.split('_').some((w) => w.replace(/s$/, '') === stem));
}

/**
 * Ids for one actor: mostly rows of the table the name points at in the actor's own tenant (deep
 * enough to get past the 404s), often the same table in the other tenant, sometimes anything.
 */
function idSource(actor: Actor): IdSource {
  const rows = world.ownership.rows().filter((r) => !world.protectedIds.has(r.id));
  const tables = [...new Set(rows.map((r) => r.table))];
  const other = actor.tenantId === world.tenantA ? world.tenantB : world.tenantA;
  const pick = (ofTables: string[], tenant: string | null | 'any') =>
    rows
      .filter((r) => ofTables.includes(r.table) && (tenant === 'any' || r.tenantId === tenant || r.tenantId === null))
      .map((r) => r.id);
  const anyId = fc.constantFrom(...rows.map((r) => r.id));
  return {
    ids: (hint) => {
      const hinted = tablesFor(hint, tables);
      const own = pick(hinted, actor.tenantId ?? 'any');
      const foreign = pick(hinted, other);
      return fc.oneof(
        ...(own.length ? [{ arbitrary: fc.constantFrom(...own), weight: 8 }] : []),
        ...(foreign.length ? [{ arbitrary: fc.constantFrom(...foreign), weight: 2 }] : []),
        { arbitrary: anyId, weight: 1 },
        { arbitrary: fc.uuid(), weight: 1 },
      );
    },
  };
}

/** Actors of the route's own area most of the time (an owner for /tenant), every other one too. */
function actorWeight(actor: Actor, path: string): number {
  const area = path.split('/')[2];
  const home =
    (area === 'admin' && actor.name === 'admin') ||
    (area === 'customer' && actor.name.startsWith('portal')) ||
    (area === 'tenant' && (actor.name.startsWith('owner') || actor.name.startsWith('limited')));
  return home ? 6 : 1;
}

function pathArbitrary(path: string, ids: IdSource): fc.Arbitrary<string> {
  const names = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  // `:id` is named by the segment before it (/Offers/:id), other parameters by themselves (:offerId).
  const hintOf = (name: string) => (name === 'id' ? path.split('/:id')[0]!.split('/').at(-1) : name);
  const param = (name: string) =>
    fc.oneof(
      { arbitrary: ids.ids(hintOf(name)), weight: 6 },
      { arbitrary: fc.constantFrom(...words), weight: 2 },
      // A path cannot carry a lone surrogate at all (no URL encodes it), so those stay in bodies.
      fc.constantFrom(...nastyStrings.filter((s) => s && !/[\ud800-\udfff]/.test(s)).map((s) => s.slice(0, 200))),
    );
  return fc
    .tuple(...names.map(param))
    .map((values) =>
      names.reduce(
        (p, name, i) => p.replace(new RegExp(`:${name}(\\{[^}]*\\})?`), encodeURIComponent(values[i]!)),
        path,
      ),
    );
}

type Body = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; type: string };

function bodyArbitrary(method: string, op: Operation | undefined, ids: IdSource): fc.Arbitrary<Body> {
  const schema = op?.requestBody?.content['application/json']?.schema;
  const json = (a: fc.Arbitrary<unknown>) => a.map((value): Body => ({ kind: 'json', value }));
  const raw = fc
    .tuple(
      fc.constantFrom('{', '{"a":', 'null', '[]', '"x"', '\u0000', '{"version":1e999}', 'a=1&b=2'),
      fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data'),
    )
    .map(([text, type]): Body => ({ kind: 'raw', text, type }));
  if (schema)
    return fc.oneof(
      { arbitrary: json(valid(schema, ids)), weight: 5 },
      { arbitrary: json(invalid(schema, ids)), weight: 4 },
      { arbitrary: raw, weight: 1 },
      { arbitrary: fc.constant<Body>({ kind: 'none' }), weight: 1 },
    );
  if (method === 'GET') return fc.constant({ kind: 'none' });
  return fc.oneof(
    { arbitrary: fc.constant<Body>({ kind: 'none' }), weight: 3 },
    { arbitrary: json(fc.jsonValue({ maxDepth: 2 })), weight: 1 },
    { arbitrary: raw, weight: 1 },
  );
}

async function send(method: string, url: string, actor: Actor, body: Body, lang: string) {
  const headers: Record<string, string> = { 'accept-language': lang, 'user-agent': 'cari-fuzz' };
  const token = await world.tokenFor(actor);
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: string | undefined;
  if (body.kind === 'json') {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body.value);
  } else if (body.kind === 'raw') {
    headers['content-type'] = body.type;
    payload = body.text;
  }
  const res = await api.request(url, { method, headers, body: payload });
  const type = res.headers.get('content-type') ?? '';
  const text = BINARY.test(type) ? '' : await res.text();
  return { status: res.status, type, text };
}

/** Why an answer breaks the rules, or null. */
async function violation(actor: Actor, res: Awaited<ReturnType<typeof send>>): Promise<string | null> {
  if (res.status >= 500) return `answered ${res.status}: ${res.text.slice(0, 300)}`;
  if (res.status >= 400) {
    let body: { error?: { code?: unknown; message?: unknown; fields?: unknown } } | undefined;
    try {
      body = JSON.parse(res.text);
    } catch {
      return `${res.status} is not JSON: ${res.text.slice(0, 200)}`;
    }
    const e = body?.error;
    const fieldsOk =
      e?.fields === undefined ||
      (typeof e.fields === 'object' &&
        e.fields !== null &&
        Object.values(e.fields).every((m) => typeof m === 'string'));
    if (!e || typeof e.code !== 'string' || !e.code || typeof e.message !== 'string' || !e.message || !fieldsOk)
      return `${res.status} outside the error envelope: ${res.text.slice(0, 300)}`;
    return null;
  }
  if (actor.tenantId && res.status < 300) {
    for (const id of new Set(res.text.match(UUID) ?? [])) {
      const owner = await world.ownership.ownerOf(id.toLowerCase());
      if (owner && owner !== actor.tenantId) return `${actor.name} was shown ${id} of tenant ${owner}`;
    }
  }
  return null;
}

/**
 * Bookkeeping of sign-in and abuse limits and of list freshness, the audit itself, and a user's own
 * inbox (read marks, dismissed notifications): not business data.
 */
const NOT_BUSINESS = [
  'audit_log',
  'sessions',
  'login_failures',
  'rate_counters',
  'retired_refresh_tokens',
  'reset_requests',
  'activation_tokens',
  'notifications',
  'list_generations',
];
let fingerprintQuery: SQL | undefined;
let written = false;

/**
 * A fingerprint of the business data: row count and newest row version (xmin) of every table, so
 * any insert, update or delete a request makes shows, in tables added later too.
 */
async function fingerprint(): Promise<string> {
  if (!fingerprintQuery) {
    const { rows } = await app.db.execute<{ name: string }>(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    );
    const parts = rows
      .filter((r) => !NOT_BUSINESS.includes(r.name))
      .map((r) => sql`(select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) from ${sql.identifier(r.name)})`);
    fingerprintQuery = sql`select concat_ws(',', ${sql.join(parts, sql`, `)}) as f`;
  }
  const { rows } = await app.db.execute<{ f: string }>(fingerprintQuery);
  return rows[0]!.f;
}

async function lastAuditId(): Promise<number> {
  const { rows } = await app.db.execute<{ id: number | null }>(sql`select max(id)::int as id from audit_log`);
  return rows[0]?.id ?? 0;
}

/** A request that changed business data left an audit row of its own (the fuzzer's user agent, an address). */
async function unaudited(before: { data: string; auditId: number }): Promise<string | null> {
  if ((await fingerprint()) === before.data) return null;
  const { rows } = await app.db.execute<{ n: number }>(
    sql`select count(*)::int as n from audit_log where id > ${before.auditId} and user_agent = 'cari-fuzz' and ip is not null`,
  );
  return rows[0]!.n > 0 ? null : 'changed data but wrote no audit row with its client address and user agent';
}

describe.each(routes)('$method $path', ({ method, path }) => {
  const op = operationOf(method, path);

  it('never answers 5xx, keeps 4xx in the envelope and never shows another tenant’s rows', async () => {
    // New rows join the id pool, but reading the whole database again only pays after writes.
    if (written) await world.ownership.refresh();
    written = false;
    const params = (op?.parameters ?? []).filter((p) => p.in === 'query');
    const requestAs = (actor: Actor) => {
      const ids = idSource(actor);
      return fc.record({
        actor: fc.constant(actor.name),
        path: pathArbitrary(path, ids),
        query: fc.oneof(queryString(params, ids, 'valid'), queryString(params, ids, 'invalid')),
        body: bodyArbitrary(method, op, ids),
        lang: fc.constantFrom('tr', 'en', 'de', '', 'tr-TR,tr;q=0.9'),
      });
    };
    const request = fc.oneof(...world.actors.map((a) => ({ arbitrary: requestAs(a), weight: actorWeight(a, path) })));
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const actor = world.actors.find((a) => a.name === r.actor)!;
        const url = r.query ? `${r.path}?${r.query}` : r.path;
        // Only writes are checked for their audit row, so only they pay for the fingerprint.
        const write = method !== 'GET';
        const before = write ? { data: await fingerprint(), auditId: await lastAuditId() } : undefined;
        const res = await send(method, url, actor, r.body, r.lang);
        tally(`${method} ${path}`, res.status);
        if (before && res.status < 300) written = true;
        const why = (await violation(actor, res)) ?? (before && res.status < 300 ? await unaudited(before) : null);
        if (why) throw new Error(`${method} ${url} as ${actor.name}: ${why}`);
      }),
      // Each route its own seed, so routes of one shape do not all get the same inputs.
      { numRuns: RUNS, seed: SEED + hash(`${method} ${path}`), endOnFailure: true },
    );
  }, 120_000);

  if (op && op.security?.length) {
    it('answers 401 without a token', async () => {
      const url = path.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
      const res = await send(method, url, world.actors[0]!, { kind: 'none' }, 'tr');
      expect([res.status, JSON.parse(res.text).error.code]).toEqual([401, 'unauthorized']);
    });
  }
});

/**
 * The writes above left amounts at their limits behind (money and quantity patterns are tried at
 * their largest): every read without a path parameter (dashboard, finance overview, lists, report
 * totals) must still answer without a 5xx, so a sum that overflows its column type shows here.
 */
it('answers every read without a 5xx after all the writes', async () => {
  const reads = routes.filter((r) => r.method === 'GET' && !r.path.includes(':'));
  const failures: string[] = [];
  for (const actor of world.actors) {
    for (const { path } of reads) {
      const res = await send('GET', path, actor, { kind: 'none' }, 'tr');
      if (res.status >= 500) failures.push(`GET ${path} as ${actor.name}: ${res.status} ${res.text.slice(0, 200)}`);
    }
  }
  expect(failures).toEqual([]);
}, 120_000);

/**
 * Every date and number a read takes in its query, at its edges one at a time (year 0000, which
 * PostgreSQL refuses, the years around 1900–2100, numbers far past any column's range), as the first
 * actor of the route's own area: a value the schema lets through must not reach the database and
 * fail there with a 500. Sampling alone meets these rarely, since most sampled requests stop at 403.
 */
it('answers boundary dates and huge numbers in every query without a 5xx', async () => {
  const failures: string[] = [];
  for (const { path } of routes.filter((r) => r.method === 'GET')) {
    const actor = world.actors.find((a) => actorWeight(a, path) > 1);
    for (const [url, op] of actor ? concreteUrls(path, actor) : []) {
      for (const { name, schema } of (op.parameters ?? []).filter((p) => p.in === 'query')) {
        for (const value of edgeValues(schema)) {
          const res = await send(
            'GET',
            `${url}?${new URLSearchParams({ [name]: value })}`,
            actor!,
            { kind: 'none' },
            'tr',
          );
          if (res.status >= 500) failures.push(`GET ${url}?${name}=${value}: ${res.status} ${res.text.slice(0, 200)}`);
        }
      }
    }
  }
  expect(failures).toEqual([]);
}, 300_000);

/**
 * A route's URLs without parameters, with their operations: each documented path it serves, else
 * the path with the first value of a listed parameter (`:report{sales|…}`) and a row of the actor's
 * own tenant for each id (none when the actor has no such row).
 */
function concreteUrls(path: string, actor: Actor): [string, Operation][] {
  const ops = doc.paths as Record<string, Record<string, Operation>>;
  const pattern = new RegExp(`^${path.replace(/:(\w+)(\{[^}]*\})?/g, '[^/]+')}$`);
  const documented = Object.keys(ops).filter((p) => !p.includes('{') && pattern.test(p) && ops[p]!.get);
  if (documented.length) return documented.map((p) => [p, ops[p]!.get!]);
  const op = operationOf('GET', path);
  const rows = world.ownership.rows().filter((r) => r.tenantId === actor.tenantId && !world.protectedIds.has(r.id));
  const tables = [...new Set(rows.map((r) => r.table))];
  let url = path;
  for (const [, name] of path.matchAll(/:(\w+)/g)) {
    const listed = op?.parameters?.find((p) => p.in === 'path' && p.name === name)?.schema.enum?.[0];
    if (listed) {
      url = url.replace(new RegExp(`:${name}(\\{[^}]*\\})?`), listed);
      continue;
    }
    const hint = name === 'id' ? path.split('/:id')[0]!.split('/').at(-1) : name;
    const own = rows.find((r) => tablesFor(hint, tables).includes(r.table));
    if (!own) return [];
    url = url.replace(new RegExp(`:${name}(\\{[^}]*\\})?`), own.id);
  }
  return op ? [[url, op]] : [];
}

it('covers every route of the table with its OpenAPI description', () => {
  const undocumented = routes
    .filter((r) => r.path !== '/api/openapi.json' && !operationOf(r.method, r.path))
    .map((r) => `${r.method} ${r.path}`);
  expect(undocumented).toEqual([]);
});
