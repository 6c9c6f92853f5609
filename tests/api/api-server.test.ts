import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { desc, eq } from 'drizzle-orm';
import { api } from '@/lib/server/api/app';
import { auditLog } from '@/lib/server/db/schema';
import { requestHandler } from '../../scripts/request-handler.mjs';
import { DEMO_PASSWORD, login, startTestApp } from './harness';

/**
 * Issue 40.1: the production server answers /api/* with the Hono app through its Node adapter, not
 * through Next. server.mjs's own handler in front of the real app and database, with a stand-in
 * for Next's pages: what the API did behind Next (headers, body limit, compression, client address)
 * it does here.
 */
let app: Awaited<ReturnType<typeof startTestApp>>;
const servers: Server[] = [];
let direct: string;
let behindProxy: string;
const pageRequests: string[] = [];

async function serve(trustProxy: boolean) {
  const server = http.createServer(
    requestHandler({
      api,
      pages: (req, res) => {
        pageRequests.push(req.url ?? '');
        res.end('page');
      },
      trustProxy,
    }),
  );
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  app = await startTestApp();
  direct = await serve(false);
  behindProxy = await serve(true);
});
afterAll(async () => {
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
  await app.close();
});

/** A request on a connection of its own, with raw header lines (two X-Forwarded-For lines are two entries). */
function rawRequest(
  base: string,
  path: string,
  opts: { method?: string; headers?: http.OutgoingHttpHeaders; body?: Buffer | string } = {},
) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(
      `${base}${path}`,
      { method: opts.method ?? 'GET', headers: opts.headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

const lastLoginAddress = async () =>
  (
    await app.db
      .select({ ip: auditLog.ip })
      .from(auditLog)
      .where(eq(auditLog.action, 'login'))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0]?.ip;

const signInFrom = (base: string, forwardedFor: string | string[]) =>
  rawRequest(base, '/api/common/Auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ email: 'owner@teknik.cari.demo', password: DEMO_PASSWORD }),
  });

describe('the production server’s request handler', () => {
  it('answers /api/* with the API itself (its headers, none of a Next route handler) and the rest with the pages', async () => {
    const health = await rawRequest(direct, '/api/health');
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body.toString())).toMatchObject({ data: { status: 'ok' } });
    expect(health.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(health.headers['cache-control']).toBe('no-store');
    expect(health.headers['x-content-type-options']).toBe('nosniff');
    expect(health.headers.vary ?? '').not.toMatch(/rsc/i);
    const missing = await rawRequest(direct, '/api/no-such-route');
    expect([missing.status, JSON.parse(missing.body.toString()).error.code]).toEqual([404, 'not_found']);

    pageRequests.length = 0;
    for (const path of ['/tenant/customers', '/apiary', '/'])
      expect((await rawRequest(direct, path)).body.toString()).toBe('page');
    expect(pageRequests).toEqual(['/tenant/customers', '/apiary', '/']);
  });

  it('refuses an oversized body with 413 before the handler reads it', async () => {
    const res = await rawRequest(direct, '/api/common/Auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x@y.z', password: 'p'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body.toString()).error.code).toBe('payload_too_large');
  });

  it('takes a body of undeclared length (chunked) and a DELETE without one', async () => {
    const token = await login('owner@teknik.cari.demo');
    const auth = { authorization: `Bearer ${token}` };
    const created = await rawRequest(direct, '/api/tenant/Customers', {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: JSON.stringify({ kind: 'company', name: 'Parça Parça Gelen Ltd.', taxNumber: '1234567890' }),
    });
    expect([created.status, created.status === 201 || created.body.toString()]).toEqual([201, true]);
    const { id } = JSON.parse(created.body.toString()).data;
    const deleted = await rawRequest(direct, `/api/tenant/Customers/${id}`, { method: 'DELETE', headers: auth });
    expect(deleted.status).toBeLessThan(300);
    expect((await rawRequest(direct, `/api/tenant/Customers/${id}`, { headers: auth })).status).toBe(404);
  });

  it('compresses a large API answer with brotli when the client takes it', async () => {
    const token = await login('owner@teknik.cari.demo');
    const res = await rawRequest(direct, '/api/tenant/Customers?pageSize=50', {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(res.body).toString()).data.items.length).toBeGreaterThan(0);
  });

  it('counts the socket’s address, not a client-sent X-Forwarded-For (one line or several), unless a proxy is trusted', async () => {
    expect((await signInFrom(direct, '203.0.113.77')).status).toBe(200);
    expect(await lastLoginAddress()).toBe('127.0.0.1');
    expect((await signInFrom(direct, ['203.0.113.78', '203.0.113.79'])).status).toBe(200);
    expect(await lastLoginAddress()).toBe('127.0.0.1');

    expect((await signInFrom(behindProxy, '203.0.113.80')).status).toBe(200);
    expect(await lastLoginAddress()).toBe('203.0.113.80');
  });
});
