import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import zlib from 'node:zlib';
import { compressedResponses } from '../../scripts/compressed-responses.mjs';

/** server.mjs's compression in front of handlers that answer as Next does. */
const json = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Işık ${i}` })) });
let server: Server;
let base: string;
/** The response of the /stream request, left open for the client to leave. */
let streaming: Promise<ServerResponse>;
let streamingStarted: (res: ServerResponse) => void;

beforeAll(async () => {
  const compress = compressedResponses();
  server = http.createServer((req, res) => {
    compress(req, res, () => {
      if (req.url === '/stream') {
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.write(`<p>${'x'.repeat(4096)}</p>`);
        streamingStarted(res);
        return;
      }
      // Next sets route handlers' headers as arrays.
      res.setHeader('Content-Type', ['application/json']);
      res.end(json);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const get = (url: string, encoding: string) =>
  new Promise<{ headers: IncomingMessage['headers']; body: Buffer }>((resolve, reject) => {
    // node:http, not fetch: fetch would decode the body.
    http
      .get(`${base}${url}`, { headers: { 'accept-encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });

it('answers brotli to a client that accepts it, gzip to one that does not, an array Content-Type included', async () => {
  const brotli = await get('/api', 'gzip, deflate, br');
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(brotli.headers.vary).toContain('Accept-Encoding');
  expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(json);
  const gzip = await get('/api', 'gzip, deflate');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(zlib.gunzipSync(gzip.body).toString()).toBe(json);
  const plain = await get('/api', 'identity');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString()).toBe(json);
});

// compression 1.8.2 releases it itself (Next's older copy did not, and guards it on its own).
it('ends the zlib stream of a response whose client left before its end', async () => {
  streaming = new Promise((resolve) => (streamingStarted = resolve));
  const request = http.get(`${base}/stream`, { headers: { 'accept-encoding': 'br' } });
  request.on('error', () => {});
  const res = await streaming;
  // The middleware's res.on('drain') hands back its zlib stream.
  const stream = res.on('drain', () => {}) as unknown as Duplex;
  expect(stream).not.toBe(res);
  const closed = new Promise((resolve) => res.once('close', resolve));
  request.destroy();
  await closed;
  await new Promise((resolve) => setImmediate(resolve));
  expect(stream.destroyed).toBe(true);
});
