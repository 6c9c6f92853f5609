/**
 * npm run bench: seeds 100 000 customers into a fresh PGlite database (temp folder) and measures
 * the customers list API through the real Hono app with a real token: p50/p95 per scenario and the
 * ratio to a baseline measured in the same run (an authenticated 1-row call). Target: p95 < 200 ms.
 * Options: --rows=N (default 100000), --runs=N (default 40), --strict (exit 1 when over the target).
 * --vitals: then the web vitals of the main pages on the production build (scripts/bench-vitals.ts);
 * --only-vitals: those alone; --vitals-runs=N loads per page and size (default 3).
 * --lighthouse: then Lighthouse scores of the same pages (scripts/bench-lighthouse.ts); --only-lighthouse:
 * those alone; --lighthouse-runs=N audits per page and preset (default 1).
 * With DATABASE_URL: the API and the pages on PostgreSQL through the production server (scripts/bench-pg.ts);
 * --only-pages: the pages section alone.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { seedBenchCustomers } from './bench-data';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const ROWS = arg('rows', 100_000);
const RUNS = arg('runs', 40);
const TARGET_MS = 200;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cari-bench-'));
process.env.DATA_DIR = dataDir;
process.env.AUTH_SECRET ??= randomBytes(32).toString('hex');

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main() {
  const has = (flag: string) => process.argv.includes(flag);
  if (!has('--only-vitals') && !has('--only-lighthouse')) await apiBench();
  else fs.rmSync(dataDir, { recursive: true, force: true });
  if (has('--vitals') || has('--only-vitals')) {
    const { benchVitals } = await import('./bench-vitals');
    await benchVitals(arg('vitals-runs', 3));
  }
  if (has('--lighthouse') || has('--only-lighthouse')) {
    const { benchLighthouse } = await import('./bench-lighthouse');
    await benchLighthouse(arg('lighthouse-runs', 1));
  }
}

async function apiBench() {
  if (process.env.DATABASE_URL) {
    // On PostgreSQL: throughput and p99 against a bare node:http + pg floor (scripts/bench-pg.ts).
    const { benchPostgres } = await import('./bench-pg');
    try {
      return await benchPostgres(process.env.DATABASE_URL, ROWS, { onlyPages: process.argv.includes('--only-pages') });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const { api } = await import('@/lib/server/api/app');
  const { openDatabase } = await import('@/lib/server/db/client');
  const { setDatabase } = await import('@/lib/server/database');
  const { seedDemo } = await import('@/lib/server/seed/demo');
  const { tenants } = await import('@/lib/server/db/schema');

  const t0 = performance.now();
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  await database.migrate();
  await seedDemo(database.db);
  setDatabase(database);
  const db = database.db;
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.name, 'Demo Teknik Servis'));
  console.log(
    `fresh database in ${dataDir}: migrated and demo-seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  await seedBenchCustomers(db, tenant!.id, ROWS);

  if (process.argv.includes('--explain')) {
    // Query plans of the list's two statements for a common and a rare folded term.
    for (const term of ['%isik%', '%isik yapi%']) {
      for (const q of [
        sql`explain analyze select id, name from customers where tenant_id = ${tenant!.id} and deleted_at is null and search_text like ${term} order by sort_name, id limit 20`,
        sql`explain analyze select count(*) from (select id from customers where tenant_id = ${tenant!.id} and deleted_at is null and search_text like ${term} limit 1001) capped`,
      ]) {
        const plan = (await db.execute<{ 'QUERY PLAN': string }>(q)).rows.map((r) => r['QUERY PLAN']);
        process.stdout.write(`${plan.join('\n')}\n\n`);
      }
    }
  }

  const loginRes = await api.request('/api/common/Auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@teknik.cari.demo', password: 'Demo.1234' }),
  });
  const token = ((await loginRes.json()) as { data: { accessToken: string } }).data.accessToken;
  const headers = { authorization: `Bearer ${token}` };

  async function measure(url: string) {
    const times: number[] = [];
    let body: { data?: { totalCount?: number; items?: unknown[] } } = {};
    for (let i = 0; i < RUNS + 5; i++) {
      const start = performance.now();
      const res = await api.request(url, { headers });
      body = await res.json();
      if (res.status !== 200) throw new Error(`${url} -> ${res.status} ${JSON.stringify(body)}`);
      if (i >= 5) times.push(performance.now() - start); // the first five warm caches and JIT
    }
    times.sort((a, b) => a - b);
    return {
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      total: body.data?.totalCount,
      items: body.data?.items?.length,
    };
  }

  const base = await measure('/api/common/Accounts/current');
  const health = await measure('/api/health');
  // The list offers pages up to its 10 000-row cap (then: narrow the search); this is the last one.
  const deepPage = Math.floor(Math.min(ROWS, 10_000) / 20) - 1;
  const scenarios: [string, string][] = [
    ['first page (name order)', '/api/tenant/Customers?pageIndex=0&pageSize=20'],
    ['first page (newest first)', '/api/tenant/Customers?pageSize=20&sortField=createdAt&sortOrder=desc'],
    [`deep page (pageIndex ${deepPage})`, `/api/tenant/Customers?pageIndex=${deepPage}&pageSize=20`],
    ["search 'isik' (folded)", '/api/tenant/Customers?searchText=isik'],
    ["search 'IŞIK'", `/api/tenant/Customers?searchText=${encodeURIComponent('IŞIK')}`],
    ["search 'ışık yapı'", `/api/tenant/Customers?searchText=${encodeURIComponent('ışık yapı')}`],
    ['search a tax number', '/api/tenant/Customers?searchText=1000054321'],
    ['search an email part', '/api/tenant/Customers?searchText=musteri7777@'],
    ['filter by tag', `/api/tenant/Customers?tag=${encodeURIComponent('İzmir')}`],
  ];

  const fmt = (n: number) => n.toFixed(1).padStart(7);
  console.log(
    `${'scenario'.padEnd(34)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'x base'.padStart(7)}  total`,
  );
  console.log(`${'baseline: GET Accounts/current'.padEnd(34)} ${fmt(base.p50)} ${fmt(base.p95)} ${fmt(1)}`);
  console.log(
    `${'reference: GET /api/health'.padEnd(34)} ${fmt(health.p50)} ${fmt(health.p95)} ${fmt(health.p50 / base.p50)}`,
  );
  let over = 0;
  for (const [label, url] of scenarios) {
    const r = await measure(url);
    const flag = r.p95 < TARGET_MS ? '' : `  OVER ${TARGET_MS} ms`;
    if (flag) over++;
    console.log(`${label.padEnd(34)} ${fmt(r.p50)} ${fmt(r.p95)} ${fmt(r.p50 / base.p50)}  ${r.total}${flag}`);
  }
  console.log(
    `\n${RUNS} runs per scenario after 5 warm-up runs; ratio = p50 / baseline p50. Totals: exact up to 10 000 rows; a 3+ letter search counts its matches exactly; other filters up to 1 000.`,
  );
  console.log(over === 0 ? `all p95 under ${TARGET_MS} ms` : `${over} scenario(s) over ${TARGET_MS} ms`);

  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (over > 0 && process.argv.includes('--strict')) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
