/**
 * npm run load: a mixed write load against PostgreSQL, then a check that the database holds exactly
 * what was acknowledged. Creates its own database on LOAD_DATABASE_URL's server (default
 * postgres://postgres@127.0.0.1:5432/postgres), migrates and demo-seeds it, serves the real Hono app
 * through node:http (its pool of DB_POOL_MAX, 10 by default, as one instance runs), and keeps
 * LOAD_CONNECTIONS (50) requests in flight for LOAD_SECONDS (60): list and search reads, customer
 * creates, updates (one of each pair with a stale version, expecting 409), invoice create + issue,
 * and collections. Then it verifies: no 5xx, every 2xx-created customer, invoice and payment is
 * there exactly once and nothing unacknowledged is, every issued invoice is issued with a unique
 * number, and the money invariants hold (Σ ledger = documents, API balances = Σ ledger).
 * Exits 1 when any check fails; the database is dropped at the end (LOAD_KEEP=1 keeps it).
 */
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { fetchHandler, listen, scratchDatabase } from './in-process-api';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
const SERVER_URL = process.env.LOAD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cari-load-'));
process.env.DATA_DIR = dataDir;
process.env.AUTH_SECRET ??= randomBytes(32).toString('hex');
// The outbox worker is not started here; mail stays queued (the load measures the API and the DB).

type Kind = 'read' | 'search' | 'create' | 'update' | 'stale' | 'invoice' | 'issue' | 'payment';
const kinds: Kind[] = ['read', 'search', 'create', 'update', 'stale', 'invoice', 'issue', 'payment'];

interface Stats {
  count: number;
  byStatus: Map<number, number>;
  times: number[];
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

async function main() {
  const runId = randomBytes(3).toString('hex');
  const name = `cari_load_${runId}`;
  const scratch = await scratchDatabase(SERVER_URL, name);

  const { api } = await import('@/lib/server/api/app');
  const { openDatabase } = await import('@/lib/server/db/client');
  const { setDatabase } = await import('@/lib/server/database');
  const { seedDemo } = await import('@/lib/server/seed/demo');
  const schema = await import('@/lib/server/db/schema');
  const { financeViolations } = await import('../tests/api/finance-invariants');

  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: '' });
  let server: http.Server | undefined;
  let failed = false;
  try {
    await database.migrate();
    await seedDemo(database.db);
    setDatabase(database);
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

    const app = await listen(fetchHandler((request) => api.fetch(request)));
    server = app.server;
    const base = app.base;

    const call = async (method: string, p: string, token: string, body?: unknown) => {
      const headers: Record<string, string> = { authorization: `Bearer ${token}` };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(`${base}${p}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : undefined };
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
    const record = (kind: Kind, status: number, ms: number, expected: number[], detail?: unknown) => {
      const s = stats.get(kind)!;
      s.count++;
      s.byStatus.set(status, (s.byStatus.get(status) ?? 0) + 1);
      s.times.push(ms);
      if (!expected.includes(status) && unexpected.length < 20)
        unexpected.push(`${kind} ${status} ${JSON.stringify(detail).slice(0, 300)}`);
    };
    const timed = async (kind: Kind, expected: number[], method: string, p: string, body?: unknown) => {
      const t = performance.now();
      const res = await call(method, p, token, body);
      record(kind, res.status, performance.now() - t, expected, res.body);
      return res;
    };

    // What the API acknowledged (2xx), to compare with the database afterwards.
    const createdCustomers: string[] = [];
    const draftInvoices: string[] = [];
    const issuedInvoices: string[] = [];
    const payments: string[] = [];
    const customerPool: string[] = [];
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
          const res = await timed('create', [201], 'POST', '/api/tenant/Customers', {
            kind: 'company',
            name: `Yük ${runId} ${randomBytes(4).toString('hex')}`,
          });
          if (res.status === 201) {
            createdCustomers.push(res.body.data.id);
            customerPool.push(res.body.data.id);
          }
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
          // 409 too: another connection may have saved the same customer since the read.
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
          const draft = await timed('invoice', [201], 'POST', '/api/tenant/Invoices', {
            customerId,
            seriesId,
            invoiceDate: '2026-03-10',
            dueDate: '2026-04-09',
            lines: [{ itemKind: 'text', description: 'Bakım', quantity: '1', unit: 'adet', unitPrice, vatRate: 20 }],
          });
          if (draft.status !== 201) return;
          draftInvoices.push(draft.body.data.id);
          const issued = await timed('issue', [200], 'POST', `/api/tenant/Invoices/${draft.body.data.id}/issue`, {});
          if (issued.status === 200) issuedInvoices.push(draft.body.data.id);
        },
      ],
      [
        15,
        async () => {
          if (!customerPool.length) return;
          const res = await timed('payment', [201], 'POST', '/api/tenant/Payments', {
            customerId: pick(customerPool),
            paymentDate: '2026-03-20',
            paymentMethodId: cash!.id,
            amount: (1 + Math.floor(Math.random() * 60_000) / 100).toFixed(2),
            note: `yuk ${runId}`,
          });
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
      `database ${name}: ${CONNECTIONS} connections for ${SECONDS} s (app pool ${process.env.DB_POOL_MAX ?? 10})`,
    );
    const started = performance.now();
    const end = Date.now() + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (Date.now() < end) {
          try {
            await step()();
          } catch (error) {
            networkErrors++;
            if (unexpected.length < 20) unexpected.push(`network ${String(error)}`);
          }
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;

    // Figures.
    const at = (sorted: number[], p: number) =>
      sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
    let total = 0;
    let fiveXx = 0;
    console.log(
      `\n${'kind'.padEnd(9)} ${'requests'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}  statuses`,
    );
    for (const [kind, s] of stats) {
      total += s.count;
      for (const [status, n] of s.byStatus) if (status >= 500) fiveXx += n;
      const sorted = [...s.times].sort((a, b) => a - b);
      const statuses = [...s.byStatus]
        .sort(([a], [b]) => a - b)
        .map(([st, n]) => `${st}×${n}`)
        .join(' ');
      console.log(
        `${kind.padEnd(9)} ${String(s.count).padStart(9)} ${at(sorted, 0.5).toFixed(0).padStart(8)} ${at(sorted, 0.99).toFixed(0).padStart(8)}  ${statuses}`,
      );
    }
    console.log(
      `\n${total} requests in ${elapsed.toFixed(1)} s = ${(total / elapsed).toFixed(0)} req/s; 5xx: ${fiveXx}; network errors: ${networkErrors}`,
    );
    if (unexpected.length)
      console.log(`unexpected answers (first ${unexpected.length}):\n  ${unexpected.join('\n  ')}`);

    // The database against the acknowledged writes.
    const problems: string[] = [];
    const check = (ok: boolean, message: string) => {
      if (!ok) problems.push(message);
    };
    check(fiveXx === 0, `${fiveXx} responses 5xx`);
    check(networkErrors === 0, `${networkErrors} network errors`);
    check(new Set(createdCustomers).size === createdCustomers.length, 'a customer id answered twice');

    const loadCustomers = await db
      .select({ id: schema.customers.id })
      .from(schema.customers)
      .where(and(eq(schema.customers.tenantId, tenantId), like(schema.customers.name, `Yük ${runId} %`)));
    const stored = new Set(loadCustomers.map((c) => c.id));
    check(
      loadCustomers.length === createdCustomers.length,
      `customers: ${createdCustomers.length} acknowledged, ${loadCustomers.length} stored`,
    );
    const missing = createdCustomers.filter((id) => !stored.has(id));
    check(missing.length === 0, `customers acknowledged but missing: ${missing.slice(0, 5).join(', ')}`);

    const invoiceRows = createdCustomers.length
      ? await db
          .select({ id: schema.invoices.id, status: schema.invoices.status, number: schema.invoices.number })
          .from(schema.invoices)
          .where(inArray(schema.invoices.customerId, createdCustomers))
      : [];
    const invoiceById = new Map(invoiceRows.map((i) => [i.id, i]));
    check(
      invoiceRows.length === draftInvoices.length,
      `invoices: ${draftInvoices.length} acknowledged, ${invoiceRows.length} stored`,
    );
    check(
      draftInvoices.every((id) => invoiceById.has(id)),
      'an acknowledged invoice is missing',
    );
    const issuedRows = invoiceRows.filter((i) => i.status === 'issued');
    check(
      issuedRows.length === issuedInvoices.length &&
        issuedInvoices.every((id) => invoiceById.get(id)?.status === 'issued'),
      `issued invoices: ${issuedInvoices.length} acknowledged, ${issuedRows.length} stored`,
    );
    const numbers = issuedRows.map((i) => i.number);
    check(new Set(numbers).size === numbers.length, 'an invoice number was given twice');

    const paymentRows = await db
      .select({ id: schema.payments.id })
      .from(schema.payments)
      .where(and(eq(schema.payments.tenantId, tenantId), eq(schema.payments.note, `yuk ${runId}`)));
    const storedPayments = new Set(paymentRows.map((p) => p.id));
    check(
      paymentRows.length === payments.length && payments.every((id) => storedPayments.has(id)),
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
        `customer ${id}: API balance ${res.body?.data?.balance} ≠ Σ ledger ${expected}`,
      );
      balancesChecked++;
    }

    console.log(
      `\nacknowledged: ${createdCustomers.length} customers, ${draftInvoices.length} invoices (${issuedInvoices.length} issued), ${payments.length} collections` +
        `\nstored:       ${loadCustomers.length} customers, ${invoiceRows.length} invoices (${issuedRows.length} issued), ${paymentRows.length} collections` +
        `\nledger: ${violations.length} invariant violations; ${balancesChecked} customer balances = Σ ledger`,
    );
    if (problems.length) {
      failed = true;
      console.log(`\nFAILED:\n  ${problems.join('\n  ')}`);
    } else {
      console.log('\nOK: 0 5xx, the database equals the acknowledged writes');
    }
  } finally {
    server?.close();
    setDatabase(undefined);
    await database.close();
    const keep = process.env.LOAD_KEEP === '1';
    await scratch.drop(keep);
    if (keep) console.log(`kept database ${name}`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
