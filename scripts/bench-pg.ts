/**
 * `DATABASE_URL=… npm run bench`: the customers list on PostgreSQL at 100 000 customers, against a
 * floor measured in the same run. The floor is a bare node:http + pg server that, for each
 * scenario, runs the very statements the app ran for that request (captured from the app's pool)
 * and answers the app's body byte for byte: what remains between the two is the app's own cost
 * (routing, auth, validation, mapping, JSON). Load comes from a worker thread (its own event loop),
 * CONNECTIONS requests in flight for SECONDS per target, the targets taking turns in one-second slices.
 */
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { eq } from 'drizzle-orm';
import { Pool, type QueryConfig } from 'pg';
import { seedBenchCustomers } from './bench-data';
import { fetchHandler, listen, scratchDatabase } from './in-process-api';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

interface Result {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/**
 * A load generator in a worker thread (its own event loop) for one target: each `run(seconds)`
 * keeps `CONNECTIONS` fetch loops busy for that long and hands back the latencies.
 */
function loader(url: string, headers: Record<string, string>) {
  const source = `
    const { parentPort, workerData } = require('node:worker_threads');
    const { url, headers, connections } = workerData;
    parentPort.on('message', async (seconds) => {
      const times = []; let errors = 0;
      const end = Date.now() + seconds * 1000;
      async function loop() {
        while (Date.now() < end) {
          const t = performance.now();
          const res = await fetch(url, { headers });
          await res.arrayBuffer();
          if (res.status !== 200) errors++;
          times.push(performance.now() - t);
        }
      }
      await Promise.all(Array.from({ length: connections }, loop));
      parentPort.postMessage({ times, errors });
    });`;
  const worker = new Worker(source, { eval: true, workerData: { url, headers, connections: CONNECTIONS } });
  const times: number[] = [];
  let errors = 0;
  let seconds = 0;
  return {
    run: (slice: number, measured = true) =>
      new Promise<void>((resolve, reject) => {
        worker.once('error', reject);
        worker.once('message', (r: { times: number[]; errors: number }) => {
          worker.off('error', reject);
          if (measured) {
            times.push(...r.times);
            errors += r.errors;
            seconds += slice;
          }
          resolve();
        });
        worker.postMessage(slice);
      }),
    result(): Result {
      const sorted = [...times].sort((a, b) => a - b);
      const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
      return { rps: sorted.length / seconds, p50: at(0.5), p99: at(0.99), errors };
    },
    stop: () => worker.terminate(),
  };
}

export async function benchPostgres(serverUrl: string, rows: number) {
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
  const floorPool = new Pool({ connectionString: scratch.url, max: 10, pipeline: true });
  // Dropping the database at the end ends idle connections; that is no failure of the run.
  floorPool.on('error', () => {});
  const servers: http.Server[] = [];
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
    let captured: QueryConfig[][] | null = null;
    let unanswered = 0;
    const capture = (target: { query: unknown }) => {
      const query = (target.query as (...args: unknown[]) => Promise<unknown>).bind(target);
      target.query = (...args: unknown[]) => {
        // A callback call is pg-pool forwarding a pool.query (captured there) to the client it took.
        if (!captured || typeof args.at(-1) === 'function') return query(...args);
        const [config, values] = args as [string | QueryConfig, unknown[] | undefined];
        const statement =
          typeof config === 'string' ? { text: config, values } : { ...config, values: values ?? config.values };
        if (unanswered > 0 && captured.length > 0) captured.at(-1)!.push(statement);
        else captured.push([statement]);
        unanswered++;
        const done = () => void unanswered--;
        const result = query(...args);
        result.then(done, done);
        return result;
      };
    };
    capture(appPool as unknown as { query: unknown });
    const wrapped = new WeakSet<object>();
    for (const pool of [appPool, tenantPool]) {
      pool.on('acquire', (client) => {
        if (wrapped.has(client)) return;
        wrapped.add(client);
        capture(client as unknown as { query: unknown });
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
    const floorRoutes = new Map<string, { statements: QueryConfig[][]; body: Buffer }>();
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
    const floor = await listen(async (req, res) => {
      const route = floorRoutes.get(req.url ?? '');
      if (!route) return void res.writeHead(404).end();
      // On one connection, as the app ran them (a transaction's statements must share it), each group
      // of statements the app pipelined written together, as the app's pool does.
      const client = await floorPool.connect();
      try {
        for (const group of route.statements) await Promise.all(group.map((statement) => client.query(statement)));
      } finally {
        client.release();
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(route.body);
    });
    servers.push(floor.server);

    const fmt = (n: number) => n.toFixed(1).padStart(8);
    console.log(
      `\n${CONNECTIONS} connections, ${SECONDS} s per target in 1 s turns; the floor runs the app's own statements per request\n`,
    );
    console.log(
      `${'scenario'.padEnd(20)} ${'app req/s'.padStart(10)} ${'floor req/s'.padStart(12)} ${'ratio'.padStart(7)} ${'app p99'.padStart(8)} ${'floor p99'.padStart(10)}  statements (round trips)`,
    );
    // Every target (each scenario on the app and on the floor) takes turns in one-second slices,
    // SECONDS rounds after one unmeasured warm-up round (the floor's pool opens its connections,
    // both JITs settle): load from elsewhere on the machine falls on all of them alike.
    const targets = scenarios.flatMap(([label, path]) => [
      { label, side: 'floor', load: loader(`${floor.base}${path}`, headers) },
      { label, side: 'app', load: loader(`${app.base}${path}`, headers) },
    ]);
    for (let round = 0; round <= SECONDS; round++) {
      for (const target of targets) await target.load.run(1, round > 0);
    }
    await Promise.all(targets.map((t) => t.load.stop()));
    const resultOf = (label: string, side: string) =>
      targets.find((t) => t.label === label && t.side === side)!.load.result();
    const results: Record<string, Result> = {};
    for (const [label, path] of scenarios) {
      const floorResult = resultOf(label, 'floor');
      const appResult = resultOf(label, 'app');
      results[label] = appResult;
      if (appResult.errors || floorResult.errors) throw new Error(`${label}: non-200 answers`);
      console.log(
        `${label.padEnd(20)} ${fmt(appResult.rps).padStart(10)} ${fmt(floorResult.rps).padStart(12)} ${(appResult.rps / floorResult.rps).toFixed(2).padStart(7)} ${fmt(appResult.p99)} ${fmt(floorResult.p99).padStart(10)}  ${floorRoutes.get(path)!.statements.flat().length} (${floorRoutes.get(path)!.statements.length})`,
      );
    }
    const list = results['list, first page']!;
    console.log(
      `\nsearch / list throughput ${(results["search 'Işık'"]!.rps / list.rps).toFixed(2)}x (goal: within 2x, i.e. >= 0.50)` +
        `\npage 400 / page 1 p99 ${(results['list, page 400']!.p99 / list.p99).toFixed(2)}x (goal <= 1.5)`,
    );
  } finally {
    for (const server of servers) server.close();
    await floorPool.end();
    setDatabase(undefined);
    await database.close();
    await scratch.drop();
  }
}
