import 'server-only';

import { z } from 'zod';

interface RouteDoc {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  summary: string;
  tag: string;
  auth?: boolean;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
}

const routes: RouteDoc[] = [];

/** Route files describe themselves here; /api/openapi.json is generated from these zod schemas. */
export function describeRoute(doc: RouteDoc): void {
  routes.push(doc);
}

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' });

export function buildOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const parameters = r.query
      ? Object.entries((jsonSchema(r.query, 'input') as { properties?: Record<string, unknown> }).properties ?? {}).map(
          ([name, schema]) => ({ name, in: 'query', schema }),
        )
      : undefined;
    (paths[r.path] ??= {})[r.method] = {
      summary: r.summary,
      tags: [r.tag],
      security: r.auth === false ? [] : [{ bearerAuth: [] }],
      parameters,
      requestBody: r.body
        ? { required: true, content: { 'application/json': { schema: jsonSchema(r.body, 'input') } } }
        : undefined,
      responses: {
        200: {
          description: 'OK',
          content: r.response
            ? { 'application/json': { schema: jsonSchema(z.object({ data: r.response }), 'output') } }
            : undefined,
        },
        default: { description: 'Error: { error: { code, message, fields? } }' },
      },
    };
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Cari API', version: '1.0.0' },
    components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}
