import fs from 'node:fs';
import http, { type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { acceptsBrotli, precompressedStatic } from '../../scripts/precompressed-static.mjs';

/** server.mjs's static handler over a throwaway build folder, with a brotli copy outside it too. */
let server: Server;
let base: string;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cari-static-'));
const script = 'console.log("Işık");\n';

beforeAll(async () => {
  fs.mkdirSync(path.join(dir, 'static', 'chunks'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'static', 'chunks', 'a.js'), script);
  fs.writeFileSync(path.join(dir, 'static', 'chunks', 'a.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dir, 'secret.js.br'), zlib.brotliCompressSync('secret'));
  const serve = precompressedStatic(path.join(dir, 'static'));
  server = http.createServer((req, res) => {
    if (!serve(req, res)) res.writeHead(404, { 'x-left-to': 'next' }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, encoding = 'gzip, deflate, br') =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      // node:http, not fetch: fetch would decode the body and normalise the path.
      const request = http.get(
        `${base}${url}`,
        { headers: { 'accept-encoding': encoding } },
        (res: IncomingMessage) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        },
      );
      request.on('error', reject);
    },
  );

it('sends a script’s brotli copy to a browser that accepts brotli', async () => {
  const res = await get('/_next/static/chunks/a.js');
  expect(res.status).toBe(200);
  expect(res.headers['content-encoding']).toBe('br');
  expect(res.headers['content-type']).toBe('application/javascript; charset=UTF-8');
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(zlib.brotliDecompressSync(res.body).toString()).toBe(script);
});

it('leaves to Next a browser without brotli, a missing copy, other methods and other paths', async () => {
  expect((await get('/_next/static/chunks/a.js', 'gzip')).headers['x-left-to']).toBe('next');
  expect((await get('/_next/static/chunks/a.js', 'gzip, br;q=0')).headers['x-left-to']).toBe('next');
  expect((await get('/_next/static/chunks/missing.js')).headers['x-left-to']).toBe('next');
  expect((await get('/tenant/customers')).headers['x-left-to']).toBe('next');
});

it('reads nothing outside the static folder', async () => {
  for (const url of [
    '/_next/static/..%2fsecret.js',
    '/_next/static/%2e%2e/secret.js',
    '/_next/static/%2Fetc%2Fpasswd.js',
  ]) {
    const res = await get(url);
    expect(res.headers['x-left-to']).toBe('next');
    expect(res.body.toString()).not.toContain('secret');
  }
});

it('reads the Accept-Encoding header as HTTP defines it', () => {
  expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true);
  expect(acceptsBrotli('BR;q=0.5')).toBe(true);
  expect(acceptsBrotli('br;q=0')).toBe(false);
  expect(acceptsBrotli('gzip')).toBe(false);
  expect(acceptsBrotli(undefined)).toBe(false);
});
