import 'server-only';

import type { RouterRoute } from 'hono/types';
import { findTargetHandler } from 'hono/utils/handler';
import { z } from 'zod';
import { markOf, type RouteDoc, type RouteMark } from './route-doc';

type JsonSchema = { properties?: Record<string, unknown>; required?: string[] } & Record<string, unknown>;
interface Parameter {
  name: string;
  in: 'path' | 'query';
  required?: boolean;
  schema: unknown;
}

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as JsonSchema;

/** A path parameter's constraint in the route (`:format{pdf|xlsx}`) as its schema: a word list is an enum. */
function parameterSchema(pattern: string | undefined) {
  if (!pattern) return { type: 'string' };
  if (/^[\w-]+(\|[\w-]+)*$/.test(pattern)) return { type: 'string', enum: pattern.split('|') };
  return { type: 'string', pattern: `^(?:${pattern})$` };
}

/** Hono's `/x/:id/Statement/:format{pdf|xlsx}` as OpenAPI's `/x/{id}/Statement/{format}` with its parameters. */
function pathOf(route: string) {
  const parameters: Parameter[] = [];
  const path = route.replace(/:(\w+)(?:\{([^}]*)\})?/g, (_, name: string, pattern?: string) => {
    parameters.push({ name, in: 'path', required: true, schema: parameterSchema(pattern) });
    return `{${name}}`;
  });
  return { path, parameters };
}

function queryParameters(schema: z.ZodType | undefined): Parameter[] {
  if (!schema) return [];
  const { properties = {}, required = [] } = jsonSchema(schema, 'input');
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    ...(required.includes(name) ? { required: true } : {}),
    schema: property,
  }));
}

function responsesOf(doc: RouteDoc | undefined) {
  const error = { default: { description: 'Error: { error: { code, message, fields? } }' } };
  if (doc?.redirect) return { 302: { description: 'Redirect' }, ...error };
  const content = doc?.produces
    ? Object.fromEntries(doc.produces.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]))
    : doc?.response && { 'application/json': { schema: jsonSchema(z.object({ data: doc.response }), 'output') } };
  return { 200: { description: 'OK', content }, ...error };
}

/** `Permission: a or b and c` from the route's requirePermission / requireAnyPermission guards. */
function permissionsOf(marks: RouteMark[]): string | undefined {
  const groups = marks.flatMap((m) => (m.kind === 'permission' ? [m.codes.join(' or ')] : []));
  return groups.length ? `Permission: ${groups.join(' and ')}` : undefined;
}

function operationOf(route: RouterRoute, marks: RouteMark[]) {
  const doc = marks.find((m) => m.kind === 'doc')?.doc;
  const input = (target: string) =>
    marks.find((m) => m.kind === 'input' && m.target === target) as { schema: z.ZodType } | undefined;
  const body = input('json')?.schema;
  const { parameters } = pathOf(route.path);
  return {
    summary: doc?.summary,
    description: permissionsOf(marks),
    // The router's mount point: /api/tenant/Customers -> tenant/Customers.
    tags: [route.basePath.replace(/^\/api\/?/, '') || 'api'],
    security: doc?.auth || marks.some((m) => m.kind === 'auth') ? [{ bearerAuth: [] }] : [],
    parameters: [...parameters, ...queryParameters(input('query')?.schema)],
    requestBody: body && { required: true, content: { 'application/json': { schema: jsonSchema(body, 'input') } } },
    responses: responsesOf(doc),
  };
}

/** Whether a `use()` guard registered at `guard` (`/api/tenant/*`) runs for `path`. */
const covers = (guard: string, path: string) =>
  guard === path || (guard.endsWith('/*') && `${path}/`.startsWith(guard.slice(0, -1)));

/**
 * The OpenAPI document of an app, read off its mounted routes (`app.routes`, full paths after every
 * `.route()` mount): each route's path and path parameters, and what its middleware says about it —
 * doc() its summary and answer, validate() its query and body schemas, requireAuth its session,
 * requirePermission its permission codes, and the guards of the routers it is mounted under.
 */
export function openApiDocument(app: { routes: RouterRoute[] }) {
  const guards: { path: string; mark: RouteMark }[] = [];
  const endpoints = new Map<string, { route: RouterRoute; marks: RouteMark[] }>();
  for (const route of app.routes) {
    const mark = markOf(findTargetHandler(route.handler));
    if (route.method === 'ALL') {
      if (mark) guards.push({ path: route.path, mark });
      continue;
    }
    const key = `${route.method} ${route.path}`;
    let endpoint = endpoints.get(key);
    if (!endpoint) {
      endpoint = { route, marks: guards.filter((g) => covers(g.path, route.path)).map((g) => g.mark) };
      endpoints.set(key, endpoint);
    }
    if (mark) endpoint.marks.push(mark);
  }
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { route, marks } of endpoints.values()) {
    (paths[pathOf(route.path).path] ??= {})[route.method.toLowerCase()] = operationOf(route, marks);
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Cari API', version: '1.0.0' },
    components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}
