import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseAndValidateFlightRouterState } from 'next/dist/server/app-render/parse-and-validate-flight-router-state';
import { refuseMalformedRequest, routerStateTreeValid } from '../../scripts/request-guard.mjs';

/** server.mjs's guard in front of a handler that reads the header as Next does (and fails as it does: 500). */
let server: Server;
let base: string;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (refuseMalformedRequest(req, res)) return;
    try {
      parseAndValidateFlightRouterState(req.headers['next-router-state-tree'] as string | undefined);
      res.writeHead(200).end('next');
    } catch {
      res.writeHead(500).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const tree = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const valid = tree(['', { children: ['tenant', { children: ['__PAGE__', {}] }, null, null] }, null, null]);

const malformed: [string, string][] = [
  ['not URI-decodable', '%E0%A4%A'],
  ['not JSON', encodeURIComponent('{"children":')],
  ['JSON but not a tree', tree({ children: [] })],
  ['an empty array', tree([])],
  ['a child that is not a tree', tree(['', { children: 5 }])],
  ['a tree Next refuses in its details', tree(['', {}, null, 'nonsense'])],
];

describe('the Next-Router-State-Tree guard', () => {
  it.each(malformed)('answers %s with 400 before Next sees it', async (_, value) => {
    // Next itself throws on it: without the guard, a 500.
    expect(() => parseAndValidateFlightRouterState(value)).toThrow();
    expect(routerStateTreeValid(value)).toBe(false);
    const res = await fetch(`${base}/tenant`, { headers: { 'next-router-state-tree': value, rsc: '1' } });
    expect(res.status).toBe(400);
    expect(await res.text()).toBe('Bad Request: malformed Next-Router-State-Tree header');
  });

  it('refuses a tree longer than Next takes (past what Node itself lets through: 431)', () => {
    const long = tree(['', { children: ['x'.repeat(40_000), {}] }]);
    expect(() => parseAndValidateFlightRouterState(long)).toThrow();
    expect(routerStateTreeValid(long)).toBe(false);
  });

  it('hands a request with a tree Next reads, or with none, to Next', async () => {
    expect(parseAndValidateFlightRouterState(valid)).toBeDefined();
    const withTree = await fetch(`${base}/tenant`, { headers: { 'next-router-state-tree': valid, rsc: '1' } });
    expect([withTree.status, await withTree.text()]).toEqual([200, 'next']);
    const without = await fetch(`${base}/tenant`);
    expect([without.status, await without.text()]).toEqual([200, 'next']);
  });
});
