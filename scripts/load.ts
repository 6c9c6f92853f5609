/**
 * npm run load: a mixed write load against PostgreSQL, then a check that the database holds exactly
 * what was acknowledged. Creates its own database on LOAD_DATABASE_URL's server (default
 * postgres://postgres@127.0.0.1:5432/postgres) and keeps LOAD_CONNECTIONS (50) requests in flight for
 * LOAD_SECONDS (60): list and search reads, customer creates, updates (one of each pair with a stale
 * version, expecting 409), invoice create + issue, and collections. Then it verifies: no 5xx, every
 * 2xx-created customer, invoice and payment is there exactly once and nothing unacknowledged is, issued
 * invoices are numbered without gaps or repeats, and the money invariants hold (Σ ledger = documents,
 * API balances = Σ ledger). Exits 1 when any check fails; the database is dropped at the end
 * (LOAD_KEEP=1 keeps it).
 *
 * Without options the Hono app is served in this process through node:http (one instance's pool,
 * DB_POOL_MAX). With --instances=N it runs the production setup of docs/deploy.md instead
 * (scripts/load-cluster.ts): N production servers on the database behind nginx with deploy/nginx.conf,
 * mail sent to an SMTP sink of this process, and during the load a burst of wrong passwords spread over
 * the instances, invoices mailed through the outbox, and one instance killed (SIGKILL) and restarted.
 * It then also checks that every queued mail arrived exactly once and the sign-in limit held.
 */
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import { fetchHandler, listen, scratchDatabase } from './in-process-api';
import {
  ensureBuild,
  killInstance,
  readAccessLog,
  startInstance,
  startNginx,
  stopInstance,
  type Instance,
  type InstanceEnv,
  type Proxy,
} from './load-cluster';
import { signinBurst, type SigninBurst } from './load-signin';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
const SERVER_URL = process.env.LOAD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const INSTANCES = Number(
  /^--instances=(\d+)$/.exec(process.argv.find((a) => a.startsWith('--instances=')) ?? '')?.[1] ?? 0,
);
/** nginx listens here, the instances on the ports after it. */
const BASE_PORT = Number(process.env.LOAD_PORT ?? 4300);
/** Each instance's pools (two of DB_POOL_MAX: the platform's and the tenants'); N × 2 × this must fit max_connections. */
const INSTANCE_POOL_MAX = process.env.DB_POOL_MAX ?? '8';
/** Invoices mailed during the load: within the per-user limit of 20 an hour (api/send-limit.ts). */
const MAILS = 16;
const SIGNIN_BURST = 24;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cari-load-'));
process.env.DATA_DIR = dataDir;
process.env.AUTH_SECRET ??= randomBytes(32).toString('hex');
// In process the outbox worker is not started and mail stays queued; the instances each run theirs.

type Kind = 'read' | 'search' | 'create' | 'update' | 'stale' | 'invoice' | 'issue' | 'payment' | 'mail';
const kinds: Kind[] = ['read', 'search', 'create', 'update', 'stale', 'invoice', 'issue', 'payment', 'mail'];

interface Stats {
  count: number;
  byStatus: Map<number, number>;
  times: number[];
}

interface Answer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- the API's JSON, read field by field
  started: number;
  ended: number;
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** nginx's own answer for a request whose instance died under it (deploy/nginx.conf, @upstream_lost). */
/**
 * A write whose outcome the client was not told, which only a SIGKILL may cause: nginx's own answer
 * when the instance died under a POST without an Idempotency-Key (deploy/nginx.conf, @upstream_lost),
 * or an answer cut off after its header (status 0 here).
 */
const upstreamLost = (res: Answer) =>
  (res.status === 502 && res.body?.error?.code === 'upstream_lost') || res.body?.error?.code === 'cut_off';

async function main() {
  const runId = randomBytes(3).toString('hex');
  const name = `cari_load_${runId}`;
  // One instance is killed mid-run: the others must be there to take its requests.
  if (INSTANCES === 1) throw new Error('--instances needs at least 2');
  const scratch = await scratchDatabase(SERVER_URL, name);
  if (INSTANCES) {
    ensureBuild();
    // The script's own pools only read for the checks.
    process.env.DB_POOL_MAX = '3';
  }

  const { api } = await import('@/lib/server/api/app');
  const { openDatabase } = await import('@/lib/server/db/client');
  const { setDatabase } = await import('@/lib/server/database');
  const { seedDemo } = await import('@/lib/server/seed/demo');
  const schema = await import('@/lib/server/db/schema');
  const { financeViolations } = await import('../tests/api/finance-invariants');

  let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
  let server: http.Server | undefined;
  let sink: SmtpSink | undefined;
  let proxy: Proxy | undefined;
  const instances: Instance[] = [];
  let failed = false;
  try {
    let base: string;
    let instanceEnv: InstanceEnv | undefined;
    if (INSTANCES) {
      sink = await startSmtpSink();
      const proxyPort = BASE_PORT;
      const ports = Array.from({ length: INSTANCES }, (_, i) => proxyPort + 1 + i);
      instanceEnv = {
        DATABASE_URL: scratch.url,
        MIGRATION_DATABASE_URL: scratch.url,
        AUTH_SECRET: process.env.AUTH_SECRET!,
        APP_URL: `http://127.0.0.1:${proxyPort}`,
        SMTP_URL: sink.url,
        DATA_DIR: dataDir,
        DB_POOL_MAX: INSTANCE_POOL_MAX,
      };
      const env = instanceEnv;
      // Migrations and the demo seed run once, by the first instance; the others find them done.
      const t = performance.now();
      instances.push(await startInstance(0, ports[0]!, env));
      console.log(`instance 0 (migrates, seeds) ready in ${((performance.now() - t) / 1000).toFixed(1)} s`);
      const t2 = performance.now();
      instances.push(...(await Promise.all(ports.slice(1).map((port, i) => startInstance(i + 1, port, env)))));
      if (INSTANCES > 1)
        console.log(`instances 1–${INSTANCES - 1} ready in ${((performance.now() - t2) / 1000).toFixed(1)} s`);
      proxy = await startNginx(dataDir, proxyPort, ports);
      base = proxy.url;
      database = await openDatabase({ databaseUrl: scratch.url, dataDir: '' });
    } else {
      database = await openDatabase({ databaseUrl: scratch.url, dataDir: '' });
      await database.migrate();
      await seedDemo(database.db);
      setDatabase(database);
      const app = await listen(fetchHandler((request) => api.fetch(request)));
      server = app.server;
      base = app.base;
    }
    const db = database.db;
    const [tenant] = await db
      .select({ id: schema.tenants.id })
      .from(schema.tenants)
      .where(eq(schema.tenants.name, 'Demo Teknik Servis'));
    const tenantId = tenant!.id;
    const [cash] = await db
      .select({ id: schema.paymentMethods.id })
      .from(schema.paymentMethods)
      .where(and(eq(schema.paymentMethods.tenantId, tenantId), eq(schema.paymentMethods.name, 'Nakit')));

    let cutAnswers = 0;
    const call = async (
      method: string,
      p: string,
      token: string,
      body?: unknown,
      extra: Record<string, string> = {},
    ): Promise<Answer> => {
      const headers: Record<string, string> = { authorization: `Bearer ${token}`, ...extra };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const started = performance.now();
      const send = async () => {
        const res = await fetch(`${base}${p}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { res, text: await res.text() };
      };
      let answer: Awaited<ReturnType<typeof send>>;
      try {
        answer = await send();
      } catch (error) {
        // An answer cut off mid-body: its instance died after nginx had passed the header on, which
        // nothing between can repair. What may be sent twice is sent again (a GET, a version-checked
        // PUT, a POST with an Idempotency-Key), as the app's client would; any other POST was perhaps
        // carried out, perhaps not: status 0, an outcome unknown like nginx's upstream_lost.
        if (!INSTANCES) throw error;
        if (method !== 'GET' && method !== 'PUT' && !extra['idempotency-key'])
          return { status: 0, body: { error: { code: 'cut_off' } }, started, ended: performance.now() };
        cutAnswers++;
        answer = await send();
      }
      const { res, text } = answer;
      let parsed: unknown;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        parsed = { raw: text.slice(0, 200) };
      }
      return { status: res.status, body: parsed, started, ended: performance.now() };
    };
    const loginRes = await fetch(`${base}/api/common/Auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@teknik.cari.demo', password: 'Demo.1234' }),
    });
    const token = ((await loginRes.json()) as { data: { accessToken: string } }).data.accessToken;
    const series = await call('POST', '/api/tenant/InvoiceSeries', token, { code: 'YUK', year: 2026 });
    if (series.status !== 201) throw new Error(`invoice series: ${series.status} ${JSON.stringify(series.body)}`);
    const seriesId = series.body.data.id as string;

    const stats = new Map<Kind, Stats>(kinds.map((k) => [k, { count: 0, byStatus: new Map(), times: [] }]));
    const unexpected: string[] = [];
    let networkErrors = 0;
    // Requests nginx answered 502 upstream_lost: their instance died while they were under way.
    const lost: { kind: Kind; started: number; ended: number; status: number }[] = [];
    const record = (kind: Kind, res: Answer, expected: number[]) => {
      const s = stats.get(kind)!;
      s.count++;
      s.byStatus.set(res.status, (s.byStatus.get(res.status) ?? 0) + 1);
      s.times.push(res.ended - res.started);
      if (upstreamLost(res)) lost.push({ kind, started: res.started, ended: res.ended, status: res.status });
      else if (!expected.includes(res.status) && unexpected.length < 20)
        unexpected.push(`${kind} ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
    };
    // Every write with an Idempotency-Key, as a client that may retry must: the proxy sends it again to
    // another instance when the first died under it, and the app carries it out once (LOAD_UNKEYED=1
    // sends them without one, to see the writes of unknown outcome that leaves).
    const retryable = (): Record<string, string> =>
      process.env.LOAD_UNKEYED ? {} : { 'idempotency-key': `load-${runId}-${randomBytes(8).toString('hex')}` };
    const timed = async (
      kind: Kind,
      expected: number[],
      method: string,
      p: string,
      body?: unknown,
      extra?: Record<string, string>,
    ) => {
      const res = await call(method, p, token, body, extra);
      record(kind, res, expected);
      return res;
    };

    // What the API acknowledged (2xx), to compare with the database afterwards; and the writes whose
    // outcome no one was told (upstream_lost), each of which must be stored at most once.
    const createdCustomers: string[] = [];
    const draftInvoices: string[] = [];
    const issuedInvoices: string[] = [];
    const payments: string[] = [];
    const customerPool: string[] = [];
    const unknownCustomers: string[] = [];
    const unknownInvoices: string[] = [];
    const unknownIssues: string[] = [];
    const terms = ['Işık', 'yapı', 'Yük', 'teknik', 'a', 'Demo'];

    const steps: [number, () => Promise<void>][] = [
      [
        20,
        async () => {
          await timed(
            'read',
            [200],
            'GET',
            `/api/tenant/Customers?pageIndex=${Math.floor(Math.random() * 5)}&pageSize=20`,
          );
        },
      ],
      [
        5,
        async () => {
          await timed('read', [200], 'GET', '/api/tenant/Invoices?pageSize=20');
        },
      ],
      [
        10,
        async () => {
          await timed('search', [200], 'GET', `/api/tenant/Customers?searchText=${encodeURIComponent(pick(terms))}`);
        },
      ],
      [
        15,
        async () => {
          const customerName = `Yük ${runId} ${randomBytes(4).toString('hex')}`;
          const res = await timed(
            'create',
            [201],
            'POST',
            '/api/tenant/Customers',
            { kind: 'company', name: customerName },
            retryable(),
          );
          if (res.status === 201) {
            createdCustomers.push(res.body.data.id);
            customerPool.push(res.body.data.id);
          } else if (upstreamLost(res)) unknownCustomers.push(customerName);
        },
      ],
      [
        15,
        async () => {
          // Read, save with the version read, then save again with that same (now stale) version.
          if (!customerPool.length) return;
          const id = pick(customerPool);
          const got = await timed('read', [200], 'GET', `/api/tenant/Customers/${id}`);
          if (got.status !== 200) return;
          const body = {
            kind: 'company',
            name: `Yük ${runId} ${randomBytes(4).toString('hex')}`,
            version: got.body.data.version,
          };
          // 409 too: another connection may have saved the same customer since the read (or, through
          // the proxy, this very save, sent again to another instance after its first one died).
          await timed('update', [200, 409], 'PUT', `/api/tenant/Customers/${id}`, body);
          await timed('stale', [409], 'PUT', `/api/tenant/Customers/${id}`, body);
        },
      ],
      [
        20,
        async () => {
          if (!customerPool.length) return;
          const customerId = pick(customerPool);
          const unitPrice = (10 + Math.floor(Math.random() * 99_000) / 100).toFixed(2);
          const notes = `yuk ${runId} ${randomBytes(4).toString('hex')}`;
          const draft = await timed(
            'invoice',
            [201],
            'POST',
            '/api/tenant/Invoices',
            {
              customerId,
              seriesId,
              invoiceDate: '2026-03-10',
              dueDate: '2026-04-09',
              notes,
              lines: [{ itemKind: 'text', description: 'Bakım', quantity: '1', unit: 'adet', unitPrice, vatRate: 20 }],
            },
            retryable(),
          );
          if (upstreamLost(draft)) unknownInvoices.push(notes);
          if (draft.status !== 201) return;
          draftInvoices.push(draft.body.data.id);
          const issued = await timed(
            'issue',
            [200],
            'POST',
            `/api/tenant/Invoices/${draft.body.data.id}/issue`,
            {},
            retryable(),
          );
          if (issued.status === 200) issuedInvoices.push(draft.body.data.id);
          else if (upstreamLost(issued)) unknownIssues.push(draft.body.data.id);
        },
      ],
      [
        15,
        async () => {
          if (!customerPool.length) return;
          const res = await timed(
            'payment',
            [201],
            'POST',
            '/api/tenant/Payments',
            {
              customerId: pick(customerPool),
              paymentDate: '2026-03-20',
              paymentMethodId: cash!.id,
              amount: (1 + Math.floor(Math.random() * 60_000) / 100).toFixed(2),
              note: `yuk ${runId}`,
            },
            retryable(),
          );
          if (res.status === 201) payments.push(res.body.data.id);
        },
      ],
    ];
    const totalWeight = steps.reduce((n, [w]) => n + w, 0);
    const step = () => {
      let r = Math.random() * totalWeight;
      for (const [w, fn] of steps) if ((r -= w) < 0) return fn;
      return steps[0]![1];
    };

    // A few customers first, so every step has something to work on from the start.
    for (let i = 0; i < 10; i++) await steps[3]![1]();

    console.log(
      INSTANCES
        ? `database ${name}: ${CONNECTIONS} connections for ${SECONDS} s through nginx (${base}) to ${INSTANCES} instances (ports ${instances.map((i) => i.port).join(', ')}), each with pools of DB_POOL_MAX=${INSTANCE_POOL_MAX}`
        : `database ${name}: ${CONNECTIONS} connections for ${SECONDS} s (app pool ${process.env.DB_POOL_MAX ?? 10})`,
    );
    const started = performance.now();
    const end = Date.now() + SECONDS * 1000;
    const workers = Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < end) {
        try {
          await step()();
        } catch (error) {
          networkErrors++;
          if (unexpected.length < 20) unexpected.push(`network ${String(error)}`);
        }
      }
    });

    // Over several instances, alongside the load: invoices mailed, a sign-in burst, a SIGKILL.
    const mailedTo: string[] = [];
    let burst: SigninBurst | undefined;
    let kill: { index: number; at: number; killedMs: number; readyMs: number; readyEpoch: number } | undefined;
    const events: Promise<void>[] = [];
    if (INSTANCES) {
      events.push(
        (async () => {
          for (let i = 0; i < MAILS; i++) {
            await sleep(started + ((i + 1) * SECONDS * 1000) / (MAILS + 1) - performance.now());
            if (!issuedInvoices.length) continue;
            const to = `m${i}-${runId}@load.test`;
            const res = await timed(
              'mail',
              [200],
              'POST',
              `/api/tenant/Invoices/${pick(issuedInvoices)}/send`,
              { to, message: null },
              { 'idempotency-key': `load-mail-${runId}-${i}` },
            );
            if (res.status === 200) mailedTo.push(to);
          }
        })(),
        (async () => {
          await sleep(SECONDS * 250);
          burst = await signinBurst(base, 'satis@teknik.cari.demo', SIGNIN_BURST);
        })(),
        (async () => {
          await sleep(SECONDS * 450);
          const victim = instances[instances.length - 1]!;
          const at = performance.now();
          await killInstance(victim);
          const killedMs = performance.now() - at;
          const replaced = await startInstance(victim.index, victim.port, instanceEnv!);
          instances[instances.length - 1] = replaced;
          kill = { index: victim.index, at, killedMs, readyMs: performance.now() - at, readyEpoch: Date.now() };
        })(),
      );
    }
    await Promise.all([...workers, ...events]);
    const elapsed = (performance.now() - started) / 1000;

    // Figures.
    const at = (sorted: number[], p: number) =>
      sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
    let total = 0;
    let fiveXx = 0;
    const all: number[] = [];
    console.log(
      `\n${'kind'.padEnd(9)} ${'requests'.padStart(9)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)}  statuses`,
    );
    for (const [kind, s] of stats) {
      if (!s.count) continue;
      total += s.count;
      for (const [status, n] of s.byStatus) if (status >= 500) fiveXx += n;
      const sorted = [...s.times].sort((a, b) => a - b);
      all.push(...s.times);
      const statuses = [...s.byStatus]
        .sort(([a], [b]) => a - b)
        .map(([st, n]) => `${st}×${n}`)
        .join(' ');
      console.log(
        `${kind.padEnd(9)} ${String(s.count).padStart(9)} ${(s.count / elapsed).toFixed(1).padStart(7)} ${at(sorted, 0.5).toFixed(0).padStart(8)} ${at(sorted, 0.95).toFixed(0).padStart(8)} ${at(sorted, 0.99).toFixed(0).padStart(8)}  ${statuses}`,
      );
    }
    all.sort((a, b) => a - b);
    // A 502 upstream_lost is nginx's: the request's instance was SIGKILLed while it was under way.
    const appFiveXx = fiveXx - lost.filter((l) => l.status === 502).length;
    console.log(
      `\n${total} requests in ${elapsed.toFixed(1)} s = ${(total / elapsed).toFixed(0)} req/s, p50 ${at(all, 0.5).toFixed(0)} ms, p95 ${at(all, 0.95).toFixed(0)} ms; ` +
        `5xx: ${appFiveXx}${INSTANCES ? ` (+ ${lost.filter((l) => l.status === 502).length} upstream_lost from the proxy)` : ''}; network errors: ${networkErrors}` +
        (INSTANCES
          ? `; answers cut off mid-body: ${cutAnswers} asked again (GET, PUT, keyed POST), ${lost.filter((l) => l.status === 0).length} POSTs of unknown outcome`
          : ''),
    );
    if (unexpected.length)
      console.log(`unexpected answers (first ${unexpected.length}):\n  ${unexpected.join('\n  ')}`);

    // The database against the acknowledged writes.
    const problems: string[] = [];
    const check = (ok: boolean, message: string) => {
      if (!ok) problems.push(message);
    };
    check(appFiveXx === 0, `${appFiveXx} responses 5xx`);
    check(networkErrors === 0, `${networkErrors} network errors`);
    check(new Set(createdCustomers).size === createdCustomers.length, 'a customer id answered twice');

    const loadCustomers = await db
      .select({ id: schema.customers.id, name: schema.customers.name })
      .from(schema.customers)
      .where(and(eq(schema.customers.tenantId, tenantId), like(schema.customers.name, `Yük ${runId} %`)));
    const stored = new Set(loadCustomers.map((c) => c.id));
    const acknowledgedCustomers = new Set(createdCustomers);
    // An update renames a customer: those of unknown outcome are found by the name they were created with.
    const unknownCustomersStored = loadCustomers.filter((c) => unknownCustomers.includes(c.name));
    check(
      unknownCustomersStored.length <= unknownCustomers.length &&
        new Set(unknownCustomersStored.map((c) => c.name)).size === unknownCustomersStored.length,
      'a customer of unknown outcome is stored twice',
    );
    const extraCustomers = loadCustomers.filter((c) => !acknowledgedCustomers.has(c.id));
    check(
      extraCustomers.length === unknownCustomersStored.length,
      `customers: ${createdCustomers.length} acknowledged, ${loadCustomers.length} stored (${unknownCustomersStored.length} of unknown outcome)`,
    );
    const missing = createdCustomers.filter((id) => !stored.has(id));
    check(missing.length === 0, `customers acknowledged but missing: ${missing.slice(0, 5).join(', ')}`);

    const invoiceRows = await db
      .select({
        id: schema.invoices.id,
        status: schema.invoices.status,
        number: schema.invoices.number,
        notes: schema.invoices.notes,
      })
      .from(schema.invoices)
      .where(and(eq(schema.invoices.tenantId, tenantId), like(schema.invoices.notes, `yuk ${runId} %`)));
    const invoiceById = new Map(invoiceRows.map((i) => [i.id, i]));
    const unknownInvoicesStored = invoiceRows.filter((i) => unknownInvoices.includes(i.notes ?? ''));
    check(
      new Set(unknownInvoicesStored.map((i) => i.notes)).size === unknownInvoicesStored.length,
      'an invoice of unknown outcome is stored twice',
    );
    check(
      invoiceRows.length === draftInvoices.length + unknownInvoicesStored.length,
      `invoices: ${draftInvoices.length} acknowledged, ${invoiceRows.length} stored (${unknownInvoicesStored.length} of unknown outcome)`,
    );
    check(
      draftInvoices.every((id) => invoiceById.has(id)),
      'an acknowledged invoice is missing',
    );
    const issuedRows = invoiceRows.filter((i) => i.status === 'issued');
    const unknownIssued = unknownIssues.filter((id) => invoiceById.get(id)?.status === 'issued').length;
    check(
      issuedRows.length === issuedInvoices.length + unknownIssued &&
        issuedInvoices.every((id) => invoiceById.get(id)?.status === 'issued'),
      `issued invoices: ${issuedInvoices.length} acknowledged, ${issuedRows.length} stored (${unknownIssued} of unknown outcome)`,
    );
    // Every number of the run's series, YUK2026 and a 9-digit sequence, from 1 up without a gap.
    const sequence = issuedRows.map((i) => Number(i.number!.slice(-9))).sort((a, b) => a - b);
    const gaps = sequence.filter((n, i) => n !== i + 1).length;
    check(new Set(sequence).size === sequence.length, 'an invoice number was given twice');
    check(gaps === 0, `invoice numbers: ${gaps} out of place in 1…${sequence.length}`);

    const paymentRows = await db
      .select({ id: schema.payments.id })
      .from(schema.payments)
      .where(and(eq(schema.payments.tenantId, tenantId), eq(schema.payments.note, `yuk ${runId}`)));
    const storedPayments = new Set(paymentRows.map((p) => p.id));
    check(
      paymentRows.length === new Set(payments).size && payments.every((id) => storedPayments.has(id)),
      `payments: ${payments.length} acknowledged, ${paymentRows.length} stored`,
    );

    const violations = await financeViolations(db, tenantId);
    check(violations.length === 0, `money invariants: ${violations.slice(0, 5).join('; ')}`);

    // The API's balance of each load customer against Σ its ledger rows.
    const ledger = new Map(
      (
        (await db.execute(
          sql`select customer_id, sum(amount)::numeric(18,2)::text as total from ledger_entries where tenant_id = ${tenantId} group by customer_id`,
        )) as unknown as { rows: { customer_id: string; total: string }[] }
      ).rows.map((r) => [r.customer_id, r.total]),
    );
    let balancesChecked = 0;
    for (const id of createdCustomers) {
      const res = await call('GET', `/api/tenant/Customers/${id}/Balance`, token);
      const expected = Number(ledger.get(id) ?? 0);
      check(
        res.status === 200 && Math.abs(Number(res.body.data.balance) - expected) < 0.005,
        `customer ${id}: API balance ${res.status} ${JSON.stringify(res.body).slice(0, 200)} ≠ Σ ledger ${expected}`,
      );
      balancesChecked++;
    }

    console.log(
      `\nacknowledged: ${createdCustomers.length} customers, ${draftInvoices.length} invoices (${issuedInvoices.length} issued), ${payments.length} collections` +
        `\nstored:       ${loadCustomers.length} customers, ${invoiceRows.length} invoices (${issuedRows.length} issued), ${paymentRows.length} collections` +
        `\nnumbering: ${sequence.length} issued numbers of series YUK2026, ${gaps} gaps, ${sequence.length - new Set(sequence).size} repeats` +
        `\nledger: ${violations.length} invariant violations; ${balancesChecked} customer balances = Σ ledger`,
    );

    if (INSTANCES) {
      // Requests in flight at the SIGKILL: GET and PUT nginx sent again to another instance, POSTs with
      // an Idempotency-Key too (@upstream_lost); a POST without one got upstream_lost, or its answer was
      // cut off, and its outcome was looked up above (stored at most once). None may come from anything
      // but the kill.
      // Under way: sent before the killed process was gone (nginx may still write to a kept-alive
      // connection of an instance that has the signal but has not yet exited).
      const strayLost = lost.filter((l) => !kill || l.started > kill.at + kill.killedMs || l.ended < kill.at);
      check(strayLost.length === 0, `${strayLost.length} upstream_lost answers for requests not under way at the kill`);
      const byKind = [...new Set(lost.map((l) => l.kind))].map(
        (k) => `${k} ${lost.filter((l) => l.kind === k).length}`,
      );
      console.log(
        `\nwrites of unknown outcome (POSTs without Idempotency-Key under way on the killed instance, answered upstream_lost or cut off): ${lost.length}${byKind.length ? ` (${byKind.join(', ')})` : ''};` +
          ` of unknown outcome: ${unknownCustomers.length} customer creates (${unknownCustomersStored.length} stored), ${unknownInvoices.length} invoice creates (${unknownInvoicesStored.length} stored), ${unknownIssues.length} issues (${unknownIssued} done); each stored at most once`,
      );

      // The mails: every invoice mailed (200) queued once and received by the SMTP sink exactly once.
      const deadline = Date.now() + 30_000;
      type OutboxRow = { to: string; status: string; attempts: number; next_attempt_at: Date };
      const outbox = async () =>
        (
          (await db.execute(
            sql`select "to", status, attempts, next_attempt_at from mail_outbox where "to" like ${`%-${runId}@load.test`}`,
          )) as unknown as { rows: OutboxRow[] }
        ).rows;
      let rows = await outbox();
      // The workers poll every second; a row leased by the killed instance waits out its lease (10 min).
      while (rows.some((r) => r.status === 'pending' && r.attempts === 0) && Date.now() < deadline) {
        await sleep(500);
        rows = await outbox();
      }
      const sent = rows.filter((r) => r.status === 'sent');
      const leased = rows.filter((r) => r.status === 'pending' && r.attempts > 0);
      const received = [...sink!.received].filter(([to]) => to.endsWith(`-${runId}@load.test`));
      const twice = received.filter(([, n]) => n > 1);
      const perTo = new Map<string, number>();
      for (const r of rows) perTo.set(r.to, (perTo.get(r.to) ?? 0) + 1);
      check(
        mailedTo.every((to) => perTo.get(to) === 1) && rows.length === mailedTo.length,
        `mail: ${mailedTo.length} sends acknowledged, ${rows.length} queued`,
      );
      check(twice.length === 0, `mail: ${twice.length} messages received more than once`);
      check(
        sent.every((r) => sink!.received.get(r.to) === 1),
        'mail: a message marked sent never reached the SMTP server',
      );
      check(
        leased.every((r) => !sink!.received.has(r.to)),
        'mail: a message the killed instance delivered is still pending (it would go out again after its lease)',
      );
      check(
        sent.length + leased.length === rows.length,
        `mail: ${rows.length - sent.length - leased.length} queued messages never sent`,
      );
      console.log(
        `mail: ${mailedTo.length} invoice sends acknowledged, ${rows.length} queued, ${sent.length} sent, ${received.length} received by the SMTP sink, ${twice.length} received twice` +
          (leased.length ? `; ${leased.length} held by the killed instance's lease (sent after OUTBOX_LEASE_MS)` : '') +
          `; all mail of the run: ${sink!.total()} received`,
      );

      // The sign-in limit: exactly MAX_FAILURES_PER_CLIENT_AND_ACCOUNT attempts checked, over the instances.
      const { MAX_FAILURES_PER_CLIENT_AND_ACCOUNT } = await import('@/lib/server/services/auth/attempt-limit');
      await sleep(1500); // nginx flushes its access log every second
      const log = proxy ? readAccessLog(proxy.accessLog) : [];
      const burstLog = log.filter((l) => l.client === burst?.clientAddress && l.uri === '/api/common/Auth/login');
      const burstInstances = new Set(burstLog.map((l) => l.upstreams.at(-1)));
      const checked = [...(burst?.statuses ?? [])].filter(([s]) => s !== 429).reduce((n, [, c]) => n + c, 0);
      const failures = (
        (await db.execute(
          sql`select count(*)::int as n from login_failures where email = 'satis@teknik.cari.demo' and ip = ${burst?.clientAddress ?? ''}`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n;
      check(
        checked === MAX_FAILURES_PER_CLIENT_AND_ACCOUNT && burst?.statuses.get(401) === checked,
        `sign-in limit: ${checked} of ${SIGNIN_BURST} wrong passwords checked, limit ${MAX_FAILURES_PER_CLIENT_AND_ACCOUNT}`,
      );
      check(failures === MAX_FAILURES_PER_CLIENT_AND_ACCOUNT, `sign-in limit: ${failures} failures recorded`);
      check(burstInstances.size === INSTANCES, `sign-in burst reached ${burstInstances.size} instances`);
      console.log(
        `sign-in limit: ${SIGNIN_BURST} parallel wrong passwords from ${burst?.clientAddress} (each with a forged X-Forwarded-For) over ${burstInstances.size} instances: ` +
          [...(burst?.statuses ?? [])].map(([s, n]) => `${s}×${n}`).join(' ') +
          `; ${failures} failures recorded (limit ${MAX_FAILURES_PER_CLIENT_AND_ACCOUNT})`,
      );

      // The kill: how long the instance was gone, what nginx passed on, and that it serves again.
      const victim = instances.find((i) => i.index === kill?.index);
      const victimAddress = `127.0.0.1:${victim?.port}`;
      const passedOn = log.filter((l) => l.upstreams.length > 1).length;
      const afterRestart = log.filter(
        (l) => l.at >= (kill?.readyEpoch ?? Infinity) && l.upstreams.at(-1) === victimAddress,
      ).length;
      check(afterRestart > 0, 'the restarted instance served no request');
      check(Boolean(kill), 'no instance was killed');
      console.log(
        kill
          ? `kill: instance ${kill.index} (port ${victim?.port}) SIGKILLed at ${((kill.at - started) / 1000).toFixed(1)} s, gone in ${kill.killedMs.toFixed(0)} ms, restarted and answering in ${(kill.readyMs / 1000).toFixed(1)} s; ` +
              `nginx passed ${passedOn} requests on to another instance; ${afterRestart} requests served by it after its restart; ${log.length} requests in the proxy's log`
          : 'kill: did not happen',
      );
    }

    if (problems.length) {
      failed = true;
      console.log(`\nFAILED:\n  ${problems.join('\n  ')}`);
    } else {
      console.log(
        INSTANCES
          ? `\nOK: 0 5xx from the app, the database equals the acknowledged writes, every mail sent once, the sign-in limit held across ${INSTANCES} instances, no acknowledged write lost to the SIGKILL`
          : '\nOK: 0 5xx, the database equals the acknowledged writes',
      );
    }
  } finally {
    server?.close();
    await proxy?.stop();
    await Promise.all(instances.map((i) => stopInstance(i)));
    await sink?.close();
    setDatabase(undefined);
    await database?.close();
    const keep = process.env.LOAD_KEEP === '1';
    await scratch.drop(keep);
    if (keep) console.log(`kept database ${name}`);
    if (keep) console.log(`kept ${dataDir} (instance data, nginx's configuration and logs)`);
    else fs.rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
