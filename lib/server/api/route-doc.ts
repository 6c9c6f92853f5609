import 'server-only';

import type { Context, MiddlewareHandler, ValidationTargets } from 'hono';
import { z } from 'zod';
import { whenAnswered } from './after-commit';

/** What a route says about itself beyond what its middleware already says (input, session, permission). */
export interface RouteDoc {
  summary: string;
  /** The `data` of its JSON answer; outside production every 2xx answer is parsed against it. */
  response?: z.ZodType;
  /** The media types of an answer that is a file (PDF, spreadsheet, image) instead of the JSON envelope. */
  produces?: readonly string[];
  /** It answers with a redirect. */
  redirect?: true;
  /** It reads the session itself (a cookie besides the bearer header) instead of through requireAuth. */
  auth?: true;
}

/** What a middleware tells the OpenAPI document; openapi.ts reads these off the mounted app's routes. */
export type RouteMark =
  | { kind: 'doc'; doc: RouteDoc }
  | { kind: 'input'; target: keyof ValidationTargets; schema: z.ZodType }
  | { kind: 'auth' }
  | { kind: 'permission'; codes: readonly string[] };

const routeMark = Symbol('cari.route');

/** Tags a middleware with what it tells the document (validate, requireAuth and requirePermission do). */
export function markRoute<H extends object>(handler: H, mark: RouteMark): H {
  return Object.assign(handler, { [routeMark]: mark });
}

export const markOf = (handler: unknown): RouteMark | undefined =>
  (handler as { [routeMark]?: RouteMark } | undefined)?.[routeMark];

/**
 * The route's own entry in /api/openapi.json, as its first middleware:
 * `routes.get('/:id', doc({ summary: 'One offer', response: offerSchema }), requirePermission(…), handler)`.
 * The path, its parameters, the query and body schemas, the session and the permissions come from the
 * route itself. Outside production an answer that does not match `response` fails with a 500 and a
 * log line naming the route and the mismatch, so a test meets it before a client does.
 */
export function doc(spec: RouteDoc): MiddlewareHandler {
  const envelope = spec.response && z.object({ data: spec.response });
  const middleware: MiddlewareHandler = async (c, next) => {
    await next();
    if (envelope && process.env.NODE_ENV !== 'production')
      await whenAnswered(c, async (answer) => answer && checkAnswer(c, answer, envelope));
  };
  return markRoute(middleware, { kind: 'doc', doc: spec });
}

const JSON_TYPE = /^application\/([\w.-]+\+)?json\b/i;

async function checkAnswer(c: Context, answer: Response, envelope: z.ZodType) {
  const { status, headers } = answer;
  if (status < 200 || status >= 300) return;
  const body: unknown = JSON_TYPE.test(headers.get('content-type') ?? '') ? await answer.clone().json() : undefined;
  const parsed = envelope.safeParse(body);
  if (!parsed.success) {
    throw new Error(
      `${c.req.method} ${c.req.path} answered outside its documented response schema:\n${z.prettifyError(parsed.error)}`,
    );
  }
}
