/**
 * `DATABASE_URL=… npm run bench`: the customers list on PostgreSQL at 100 000 customers, through the
 * production server users reach (server.mjs on the built app, `npm run build` first), against a floor
 * measured in the same run. The floor is a bare node:http + pg server that, for each scenario, verifies
 * the request's token, runs the very statements the app ran for that request (captured from the app's
 * pool) and answers the app's body byte for byte, compressed as the server compresses it: what remains between the two is the app's own cost (routing, auth,
 * validation, mapping, JSON). The same app served in this process shows how much of that is the
 * server's pipeline; /api/health is also measured through Next's route handler (the former path of
 * the API); and the list's latency while invoice PDFs render beside it. Load comes from worker
 * threads (their own event loops), CONNECTIONS requests in flight for SECONDS per target, the targets
 * taking turns in one-second slices. Then the pages section (scripts/bench-pages.ts): pages/s of two
 * pages of the same server against the bare antd page rendered for each request.
 */
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Pool, type QueryConfig } from 'pg';
import { compressedResponses } from './compressed-responses.mjs';
import { seedBenchCustomers } from './bench-data';
import { loader as workerLoader } from './bench-loader';
import { benchPages } from './bench-pages';
import { startProductionServer } from './bench-server';
import { fetchHandler, listen, scratchDatabase } from './in-process-api';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

const loader = (url: string, headers: Record<string, string>, connections = CONNECTIONS) =>
  workerLoader(url, headers, connections);

/** A statement the app sent, and through which of its pools (db/client.ts). */
type Statement = QueryConfig & { pool: 'platform' | 'tenant' };

/** `onlyPages`: the pages section alone (`npm run bench -- --only-pages`), for a quicker turn. */
export async function benchPostgres(serverUrl: string, rows: number, { onlyPages = false } = {}) {
  process.env.AUTH_SECRET ??= randomBytes(32).toString('hex');
  const name = `cari_bench_${randomBytes(4).toString('hex')}`;
  const scratch = await scratchDatabase(serverUrl, name);

  const { api } = await import('@/lib/server/api/app');
  const { openDatabase } = await import('@/lib/server/db/client');
  const { tenantPoolOf } = await import('@/lib/server/db/tenant-scope');
  const { setDatabase } = await import('@/lib/server/database');
  const { seedDemo } = await import('@/lib/server/seed/demo');
  const { tenants } = await import('@/lib/server/db/schema');

  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: '' });
  const floorPool = new Pool({ connectionString: scratch.url, max: 2 * CONNECTIONS, pipeline: true });
  // Dropping the database at the end ends idle connections; that is no failure of the run.
  floorPool.on('error', () => {});
  const servers: http.Server[] = [];
  const stops: (() => Promise<void>)[] = [];
  try {
    await database.migrate();
    await seedDemo(database.db);
    setDatabase(database);
    const [tenant] = await database.db
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.name, 'Demo Teknik Servis'));
    console.log(`PostgreSQL database ${name}: migrated and demo-seeded`);
    await seedBenchCustomers(database.db, tenant!.id, rows);
    // As the owner: the app's login roles may not analyze (seedBenchCustomers' own analyze is skipped).
    await floorPool.query('analyze customers');

    // Every statement the app sends while `captured` is set: through the pool, and through a client it
    // checked out (a tenant request runs in one transaction on one connection, row-level security).
    // The app's pool pipelines (db/client.ts): a statement asked while another on the same connection
    // is still unanswered shares that one's round trip, and is captured into its group.
    // Two pools (the platform's and the tenant's, db/client.ts): a statement asked while any other is
    // unanswered shares its round trip (the session lookup travels beside a tenant's BEGIN).
    const appPool = (database.db as unknown as { $client: Pool }).$client;
    const tenantPool = tenantPoolOf(database.db)!;
    let captured: Statement[][] | null = null;
    let unanswered = 0;
    const capture = (target: { query: unknown }, pool: Statement['pool']) => {
      const query = (target.query as (...args: unknown[]) => Promise<unknown>).bind(target);
      target.query = (...args: unknown[]) => {
        // A callback call is pg-pool forwarding a pool.query (captured there) to the client it took.
        if (!captured || typeof args.at(-1) === 'function') return query(...args);
        const [config, values] = args as [string | QueryConfig, unknown[] | undefined];
        const statement: Statement =
          typeof config === 'string'
            ? { pool, text: config, values }
            : { pool, ...config, values: values ?? config.values };
        if (unanswered > 0 && captured.length > 0) captured.at(-1)!.push(statement);
        else captured.push([statement]);
        unanswered++;
        const done = () => void unanswered--;
        const result = query(...args);
        result.then(done, done);
        return result;
      };
    };
    capture(appPool as unknown as { query: unknown }, 'platform');
    const wrapped = new WeakSet<object>();
    for (const [pool, name] of [
      [appPool, 'platform'],
      [tenantPool, 'tenant'],
    ] as const) {
      pool.on('acquire', (client) => {
        if (wrapped.has(client)) return;
        wrapped.add(client);
        capture(client as unknown as { query: unknown }, name);
      });
    }

    const app = await listen(fetchHandler((request) => api.fetch(request)));
    servers.push(app.server);

    const login = await fetch(`${app.base}/api/common/Auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@teknik.cari.demo', password: 'Demo.1234' }),
    });
    const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    const headers = { authorization: `Bearer ${token}` };

    const scenarios: [string, string][] = [
      ['list, first page', '/api/tenant/Customers?pageIndex=0&pageSize=20'],
      ['list, page 400', '/api/tenant/Customers?pageIndex=400&pageSize=20'],
      ["search 'Işık'", `/api/tenant/Customers?searchText=${encodeURIComponent('Işık')}`],
    ];

    // The floor's routes: per scenario, the statements of a warm app request and its body.
    const floorRoutes = new Map<string, { statements: Statement[][]; body: Buffer }>();
    for (const [, path] of scenarios) {
      await fetch(`${app.base}${path}`, { headers }).then((r) => r.arrayBuffer());
      captured = [];
      const body = Buffer.from(await (await fetch(`${app.base}${path}`, { headers })).arrayBuffer());
      floorRoutes.set(path, { statements: captured, body });
      // BENCH_STATEMENTS=1 shows what the floor replays, one line per round trip.
      if (process.env.BENCH_STATEMENTS)
        console.log(`${path}\n${captured.map((g) => `  ${g.map((q) => q.text.slice(0, 70)).join(' | ')}`).join('\n')}`);
      captured = null;
    }
    // The floor does what the issue's floor does beside the statements: it verifies the request's
    // HS256 token, and it compresses its answer as the production server does (gzip for fetch).
    const secret = process.env.AUTH_SECRET!;
    const compress = compressedResponses({ quality: 4 });
    const floor = await listen((req, res) => compress(req, res, () => void floorAnswer(req, res)));
    servers.push(floor.server);
    async function floorAnswer(req: http.IncomingMessage, res: http.ServerResponse) {
      const route = floorRoutes.get(req.url ?? '');
      if (!route) return void res.writeHead(404).end();
      if (!verifiedToken(req.headers.authorization?.slice('Bearer '.length) ?? '', secret))
        return void res.writeHead(401).end();
      // On one connection per pool, as the app ran them (a transaction's statements must share it; the
      // tenant's sets a role that may not read the platform's tables), each group of statements the
      // app pipelined written together, as the app's pools do.
      const clients = { platform: await floorPool.connect(), tenant: await floorPool.connect() };
      try {
        for (const group of route.statements)
          await Promise.all(group.map(({ pool, ...statement }) => clients[pool].query(statement)));
      } finally {
        clients.platform.release();
        clients.tenant.release();
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(route.body);
    }

    // The production server as shipped; for the API section a second one with the API through Next.
    const serverData = fs.mkdtempSync(path.join(os.tmpdir(), 'cari-bench-server-'));
    stops.push(async () => fs.rmSync(serverData, { recursive: true, force: true }));
    const server = await startProductionServer(scratch.url, path.join(serverData, 'a'));
    stops.unshift(server.stop);
    if (!onlyPages) {
      const throughNext = await startProductionServer(scratch.url, path.join(serverData, 'b'), {
        CARI_API_THROUGH_NEXT: '1',
      });
      stops.unshift(throughNext.stop);
      const bases = { floor: floor.base, inProcess: app.base, server: server.base, throughNext: throughNext.base };
      await measureApi(scenarios, floorRoutes, bases, headers);
      await listBesidePdfs(server.base, headers);
    }
    await benchPages(server.base);
  } finally {
    for (const stop of stops) await stop();
    for (const server of servers) server.close();
    await floorPool.end();
    setDatabase(undefined);
    await database.close();
    await scratch.drop();
  }
}

/** The API section: each scenario on the floor, the in-process app and the server; /api/health; the goals of item 2. */
async function measureApi(
  scenarios: [string, string][],
  floorRoutes: Map<string, { statements: Statement[][] }>,
  bases: { floor: string; inProcess: string; server: string; throughNext: string },
  headers: Record<string, string>,
) {
  const sides = [
    ['floor', bases.floor],
    ['in-process', bases.inProcess],
    ['server', bases.server],
  ] as const;
  const targets = [
    ...scenarios.flatMap(([label, path]) =>
      sides.map(([side, base]) => ({ label, side, load: loader(`${base}${path}`, headers) })),
    ),
    // Uncompressed too (as the issue's floor answered): what the ratio is without the compression both pay.
    ...(['floor', 'server'] as const).map((side) => ({
      label: 'list, uncompressed',
      side,
      load: loader(`${side === 'floor' ? bases.floor : bases.server}${scenarios[0]![1]}`, {
        ...headers,
        'accept-encoding': 'identity',
      }),
    })),
    { label: 'health', side: 'server', load: loader(`${bases.server}/api/health`, {}) },
    { label: 'health', side: 'through Next', load: loader(`${bases.throughNext}/api/health`, {}) },
  ];
  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s per target in 1 s turns; the floor runs the app's own statements per request`,
  );
  // Every target takes turns in one-second slices, SECONDS rounds after one unmeasured warm-up
  // round (pools open their connections, the JITs settle): load from elsewhere on the machine
  // falls on all of them alike.
  for (let round = 0; round <= SECONDS; round++) {
    for (const target of targets) await target.load.run(1, round > 0);
  }
  const result = (label: string, side: string) => {
    const found = targets.find((t) => t.label === label && t.side === side)!.load.result();
    if (found.errors) throw new Error(`${label} (${side}): non-200 answers`);
    return found;
  };

  const fmt = (n: number, width = 9) => n.toFixed(1).padStart(width);
  console.log(
    `\n${'scenario'.padEnd(20)}${'floor req/s'.padStart(12)}${'in-process'.padStart(12)}${'server'.padStart(10)}${'server/floor'.padStart(14)}${'server p99'.padStart(12)}${'floor p99'.padStart(11)}  statements (round trips)`,
  );
  for (const [label, path] of scenarios) {
    const [f, i, v] = [result(label, 'floor'), result(label, 'in-process'), result(label, 'server')];
    const statements = floorRoutes.get(path)!.statements;
    console.log(
      `${label.padEnd(20)}${fmt(f.rps, 12)}${fmt(i.rps, 12)}${fmt(v.rps, 10)}${(v.rps / f.rps).toFixed(2).padStart(14)}${fmt(v.p99, 12)}${fmt(f.p99, 11)}  ${statements.flat().length} (${statements.length})`,
    );
  }
  const [plainFloor, plainServer] = [result('list, uncompressed', 'floor'), result('list, uncompressed', 'server')];
  console.log(
    `${'list, uncompressed'.padEnd(20)}${fmt(plainFloor.rps, 12)}${''.padStart(12)}${fmt(plainServer.rps, 10)}${(plainServer.rps / plainFloor.rps).toFixed(2).padStart(14)}${fmt(plainServer.p99, 12)}${fmt(plainFloor.p99, 11)}  accept-encoding: identity`,
  );
  const health = result('health', 'server');
  const healthNext = result('health', 'through Next');
  console.log(
    `${'/api/health'.padEnd(20)}${''.padStart(12)}${''.padStart(12)}${fmt(health.rps, 10)}   through Next's route handler: ${healthNext.rps.toFixed(1)} req/s`,
  );

  const ratio = (label: string) => result(label, 'server').rps / result(label, 'floor').rps;
  const goals: [string, number, string, boolean][] = [
    ['list / floor', ratio('list, first page'), '>= 0.60', ratio('list, first page') >= 0.6],
    ["search 'Işık' / floor", ratio("search 'Işık'"), '>= 0.55', ratio("search 'Işık'") >= 0.55],
    [
      'page 1 / page 400 req/s',
      result('list, first page', 'server').rps / result('list, page 400', 'server').rps,
      '<= 1.20',
      result('list, first page', 'server').rps / result('list, page 400', 'server').rps <= 1.2,
    ],
    ['health / through Next', health.rps / healthNext.rps, '>= 5.00', health.rps / healthNext.rps >= 5],
  ];
  console.log('\nGoals of the API, through the production server:');
  for (const [what, value, goal, met] of goals)
    console.log(`  ${what.padEnd(26)}${value.toFixed(2).padStart(7)}x  goal ${goal}  ${met ? 'met' : 'NOT met'}`);

  await Promise.all(targets.map((t) => t.load.stop()));
}

/**
 * The floor's check of an HS256 token at its cheapest: the signature by a synchronous HMAC, then the
 * expiry (the app's jose verification is asynchronous and also checks issuer and audience).
 */
function verifiedToken(token: string, secret: string): boolean {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return false;
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { exp?: number };
  return typeof exp === 'number' && exp > Date.now() / 1000;
}

/**
 * The list's latency on the production server alone, then while PDF_CONNECTIONS loops download an
 * invoice PDF from it: a render holds no pooled connection (it runs after the request's transaction).
 */
async function listBesidePdfs(base: string, headers: Record<string, string>) {
  const pdfConnections = Number(process.env.BENCH_PDF_CONNECTIONS ?? 10);
  const invoices = (await (await fetch(`${base}/api/tenant/Invoices?pageSize=1`, { headers })).json()) as {
    data: { items: { id: string }[] };
  };
  const invoice = invoices.data.items[0];
  if (!invoice) return console.log('\nNo invoice to render: the list beside PDFs is not measured.');
  const listUrl = `${base}/api/tenant/Customers?pageIndex=0&pageSize=20`;
  const alone = loader(listUrl, headers);
  const beside = loader(listUrl, headers);
  const pdfs = loader(`${base}/api/tenant/Invoices/${invoice.id}/pdf`, headers, pdfConnections);
  await Promise.all([beside.run(1, false), pdfs.run(1, false)]);
  await alone.run(SECONDS);
  await Promise.all([beside.run(SECONDS), pdfs.run(SECONDS)]);
  const [a, b, p] = [alone.result(), beside.result(), pdfs.result()];
  await Promise.all([alone.stop(), beside.stop(), pdfs.stop()]);
  if (a.errors || b.errors || p.errors) throw new Error('the list beside PDFs: non-200 answers');
  console.log(
    `\nThe list while ${pdfConnections} connections download invoice PDFs (${p.rps.toFixed(1)} PDFs/s, p50 ${p.p50.toFixed(0)} ms):` +
      `\n  alone        p50 ${a.p50.toFixed(1)} ms  p99 ${a.p99.toFixed(1)} ms  ${a.rps.toFixed(1)} req/s` +
      `\n  beside PDFs  p50 ${b.p50.toFixed(1)} ms  p99 ${b.p99.toFixed(1)} ms  ${b.rps.toFixed(1)} req/s`,
  );
}
