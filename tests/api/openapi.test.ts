import { Hono } from 'hono';
import { z } from 'zod';
import { tenantModuleList } from '@/lib/modules/tenant-modules';
import { api } from '@/lib/server/api/app';
import { afterCommit, runAfterCommit } from '@/lib/server/api/after-commit';
import type { AppEnv } from '@/lib/server/api/context';
import { apiErrorHandler } from '@/lib/server/api/error-handler';
import { openApiDocument } from '@/lib/server/api/openapi';
import { doc } from '@/lib/server/api/route-doc';

interface Operation {
  summary?: string;
  description?: string;
  security: unknown[];
  parameters: { name: string; in: string; required?: boolean; schema: { enum?: string[] } }[];
  requestBody?: { content: Record<string, { schema: { required?: string[] } }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
}
type Paths = Record<string, Record<string, Operation>>;

/** Hono's `/x/:id` and `/x/:format{pdf|xlsx}` as OpenAPI's `/x/{id}`, `/x/{format}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');

let paths: Paths;
beforeAll(async () => {
  const res = await api.request('/api/openapi.json');
  expect(res.status).toBe(200);
  paths = (await res.json()).paths;
});

const endpoints = [...new Set(api.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`))].map(
  (key) => {
    const [method, path] = key.split(' ') as [string, string];
    return { method, path };
  },
);

describe('/api/openapi.json', () => {
  it('lists every mounted route with its method, a summary and what it answers', () => {
    const problems = endpoints.flatMap(({ method, path }) => {
      const op = paths[openApiPath(path)]?.[method.toLowerCase()];
      if (!op) return [`${method} ${path}: missing`];
      if (!op.summary) return [`${method} ${path}: no doc({ summary })`];
      const answers = op.responses[302] || op.responses[200]?.content;
      return answers ? [] : [`${method} ${path}: neither a response schema, a file type nor a redirect`];
    });
    expect(endpoints.length).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });

  it('declares every {parameter} of a path as a required path parameter, and no other', () => {
    const problems = Object.entries(paths).flatMap(([path, ops]) =>
      Object.entries(ops).flatMap(([method, op]) => {
        const named = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
        const declared = op.parameters.filter((p) => p.in === 'path' && p.required).map((p) => p.name);
        return JSON.stringify(named) === JSON.stringify(declared) ? [] : [`${method} ${path}: ${declared.join(',')}`];
      }),
    );
    expect(problems).toEqual([]);
    const report = paths['/api/tenant/Reports/{report}/export']!.get!.parameters.find((p) => p.name === 'report');
    expect(report?.schema.enum).toEqual(expect.arrayContaining(['sales', 'ageing', 'work-orders']));
  });

  it("takes the query, body, session and permission from the route's own middleware", () => {
    const list = paths['/api/tenant/Products']!.get!;
    expect(list.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['pageIndex', 'pageSize', 'searchText']));
    expect(list.description).toBe('Permission: products.view');
    expect(list.security).toEqual([{ bearerAuth: [] }]);
    const create = paths['/api/tenant/Products']!.post!;
    expect(create.requestBody?.content['application/json']?.schema.required).toEqual(
      expect.arrayContaining(['code', 'name']),
    );
    expect(paths['/api/tenant/WorkOrders/from-offer/{offerId}']!.post!.description).toBe(
      'Permission: work-orders.create and offers.view',
    );
    expect(paths['/api/common/Auth/login']!.post!.security).toEqual([]);
    expect(paths['/api/tenant/Customers/{id}/Statement/{format}']!.get!.responses[200]!.content).toHaveProperty(
      'application/pdf',
    );
  });

  it("mounts every tenant module's routes at the API path of its descriptor", () => {
    const documented = Object.keys(paths);
    const unmounted = tenantModuleList
      .filter((m) => m.api && !documented.some((p) => p === `/api/${m.api}` || p.startsWith(`/api/${m.api}/`)))
      .map((m) => m.key);
    expect(unmounted).toEqual([]);
  });
});

describe('doc() response check', () => {
  const throwaway = new Hono<AppEnv>().basePath('/api');
  // As requestContext does: work left for after the request's transaction answers last.
  throwaway.use('*', async (c, next) => {
    await next();
    await runAfterCommit(c, apiErrorHandler);
  });
  const answer = z.object({ count: z.number() });
  throwaway.get('/wrong/:itemId', doc({ summary: 'Answers a string count', response: answer }), (c) =>
    c.json({ data: { count: 'three' } }),
  );
  throwaway.get('/right', doc({ summary: 'Answers a number count', response: answer }), (c) =>
    c.json({ data: { count: 3 } }),
  );
  throwaway.get('/later', doc({ summary: 'Answers a string count after commit', response: answer }), (c) =>
    afterCommit(c, async () => c.json({ data: { count: 'three' } })),
  );
  throwaway.onError(apiErrorHandler);

  it('fails an answer outside its response schema with a 500 and a log line naming the route', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const res = await throwaway.request('/api/wrong/42');
      expect(res.status).toBe(500);
      expect((await res.json()).error.code).toBe('internal_error');
      const line = String(logged.mock.calls[0]?.[0]);
      expect(line).toContain('GET /api/wrong/42 answered outside its documented response schema');
      expect(line).toContain('count');
    } finally {
      logged.mockRestore();
    }
    expect((await throwaway.request('/api/right')).status).toBe(200);
  });

  it('checks an answer made after the request’s transaction too', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const res = await throwaway.request('/api/later');
      expect(res.status).toBe(500);
      expect(String(logged.mock.calls[0]?.[0])).toContain(
        'GET /api/later answered outside its documented response schema',
      );
    } finally {
      logged.mockRestore();
    }
  });

  it('does not check answers in production', async () => {
    const env = jest.replaceProperty(process.env, 'NODE_ENV', 'production');
    try {
      expect(await (await throwaway.request('/api/wrong/42')).json()).toEqual({ data: { count: 'three' } });
    } finally {
      env.restore();
    }
  });

  it("documents a throw-away app's path parameter from its route", () => {
    const op = (openApiDocument(throwaway).paths as unknown as Paths)['/api/wrong/{itemId}']!.get!;
    expect(op.parameters).toEqual([{ name: 'itemId', in: 'path', required: true, schema: { type: 'string' } }]);
    expect(op.summary).toBe('Answers a string count');
  });
});
