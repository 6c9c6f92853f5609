/**
 * What the PostgreSQL bench and the load run share: a database of their own on a server, and the
 * app's Hono API served over real HTTP from this process.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from 'pg';

/** Creates `<prefix>_<random>` on the server; `drop()` removes it (forcing its connections closed). */
export async function scratchDatabase(serverUrl: string, name: string) {
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async (keep = false) => {
      if (!keep) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** A Node request handler that answers through a fetch-style handler (the Hono app's `fetch`). */
export const fetchHandler =
  (fetchApi: (request: Request) => Response | Promise<Response>): http.RequestListener =>
  async (req, res) => {
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks);
      const response = await fetchApi(
        new Request(`http://localhost${req.url}`, { method: req.method, headers: req.headers as HeadersInit, body }),
      );
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      console.error('handler threw', error);
      res.writeHead(500).end();
    }
  };

/** Listens on a free local port. */
export function listen(handler: http.RequestListener): Promise<{ server: http.Server; base: string }> {
  const server = http.createServer(handler);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}
