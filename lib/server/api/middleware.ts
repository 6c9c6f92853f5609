import 'server-only';

import { zValidator } from '@hono/zod-validator';
import { createMiddleware } from 'hono/factory';
import type { Context, ValidationTargets } from 'hono';
import type { z } from 'zod';
import type { AccountTypeId } from '@/lib/auth/account-types';
import type { PermissionCode } from '@/lib/modules/tenant-modules';
import { hasControlCharacter } from '@/lib/schemas/common';
import { asTenant, database } from '../database';
import { langFromHeader } from '../i18n';
import { writeAudit } from '../services/audit';
import { auditContext, withAuditContext, type AuditContext } from '../services/audit-context';
import { verifyAccessToken } from '@/lib/auth/token';
import { lookupSession, type SessionContext } from '../services/auth/sessions';
import { permissionCodes } from '../services/permissions';
import type { AppEnv } from './context';
import { runAfterCommit } from './after-commit';
import { apiErrorHandler } from './error-handler';
import { markRoute } from './route-doc';
import { AppError, forbidden, unauthorized, validationError } from '../errors';
import { withListWrites } from '../kit/list-window';

/**
 * Language, client address and database for every request, and its audit context; a request refused
 * with 403 is audited here, after the fact, in one place for every route. Work a route left for after
 * its transaction (a file to render, an upload to read) runs once that is over (after-commit.ts).
 * Once all its transactions are over, and before its answer goes out, the lists its writes changed
 * are stale on every instance (kit/list-window.ts).
 */
export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  c.set('lang', langFromHeader(c.req.header('accept-language')));
  c.set('ip', clientIp(c.req.header('x-forwarded-for')));
  const opened = await database();
  c.set('db', opened.db);
  const audit: AuditContext = { ip: c.var.ip, userAgent: c.req.header('user-agent')?.slice(0, 300) ?? null };
  await withAuditContext(audit, () =>
    withListWrites(opened.lists, async () => {
      await next();
      await runAfterCommit(c, apiErrorHandler);
      if (c.error instanceof AppError && c.error.status === 403 && !audit.failureAudited)
        await writeAudit(c.var.db, {
          action: 'access.denied',
          entity: 'route',
          entityId: `${c.req.method} ${c.req.path}`.slice(0, 500),
          data: { code: c.error.code },
        });
    }),
  );
});

/**
 * server.mjs sets X-Forwarded-For to the socket's peer unless TRUST_PROXY is set; behind a trusted
 * proxy the last entry is the one that proxy appended. Earlier entries are the client's own claims.
 */
export function clientIp(forwardedFor: string | undefined): string {
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return hops.at(-1) ?? 'unknown';
}

const authenticate = (accountTypes: AccountTypeId[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const claims = await verifyAccessToken(/^Bearer\s+(.+)$/i.exec(header)?.[1]);
    if (!claims) throw unauthorized();
    const tenantId = claims.tenantId;
    // Whether a request runs under row-level security is the session's user row's to say, not the
    // token's: a token without a tenant is served on the platform only for a user without one.
    if (!tenantId) {
      const session = await lookupSession(c.var.db, claims);
      if (session?.user.tenantId) throw unauthorized();
      return admit(c, session, accountTypes, next);
    }
    // A tenant's or portal user's request does its database work under its tenant's row-level security
    // (db/tenant-scope.ts). On PostgreSQL that is one transaction, whose opening round trip also carries
    // the session lookup (still as the platform); the work starts only once the session holds and
    // belongs to the tenant the settings name. The transaction commits even when the handler failed,
    // as the writes before a failure did without it (a service's own transaction is a savepoint in it
    // and is rolled back alone), and a failed statement outside one makes it roll back.
    const root = c.var.db;
    try {
      await asTenant(
        tenantId,
        async (db, session: SessionContext | null) => {
          if (session && session.user.tenantId !== tenantId) throw unauthorized();
          c.set('db', db);
          await admit(c, session, accountTypes, next);
        },
        (db) => lookupSession(db, claims),
      );
    } finally {
      c.set('db', root);
    }
  });

/** Authenticates the bearer token against a live session; optionally limits the account types. */
export const requireAuth = (...accountTypes: AccountTypeId[]) =>
  markRoute(authenticate(accountTypes), { kind: 'auth' });

/** Lets a looked-up session through requireAuth (or refuses it) and runs the rest of the request. */
async function admit(
  c: Context<AppEnv>,
  session: SessionContext | null,
  accountTypes: AccountTypeId[],
  next: () => Promise<void>,
) {
  if (!session) throw unauthorized();
  // Known from here on, so a refusal below is audited against this user too.
  const audit = auditContext();
  if (audit) Object.assign(audit, { userId: session.user.id, tenantId: session.user.tenantId });
  if (session.tenantStatus === 'suspended') throw new AppError(403, 'tenant_suspended');
  if (accountTypes.length > 0 && !accountTypes.includes(session.user.accountTypeId as AccountTypeId)) throw forbidden();
  c.set('auth', session);
  c.set('tenantId', session.user.tenantId);
  await next();
}

/** Loads the tenant user's permission codes once per request (cached by access version). */
async function loadPermissions(c: Context<AppEnv>): Promise<Set<string>> {
  const { user } = c.var.auth;
  if (user.accountTypeId !== 2 || !user.tenantId) throw forbidden();
  if (!c.var.permissions) {
    const accessVersion = c.var.auth.accessVersion ?? 0;
    c.set('permissions', await permissionCodes(c.var.db, { tenantId: user.tenantId, userId: user.id, accessVersion }));
  }
  return c.var.permissions!;
}

/** Requires a tenant user holding `code` (e.g. 'customers.view'); use after requireAuth. */
export const requirePermission = (code: PermissionCode) => requireAnyPermission([code]);

/** Requires a tenant user holding at least one of `codes` (a route that shows each part by its own permission). */
export const requireAnyPermission = (codes: readonly PermissionCode[]) =>
  markRoute(
    createMiddleware<AppEnv>(async (c, next) => {
      const held = await loadPermissions(c);
      if (!codes.some((code) => held.has(code))) throw forbidden();
      await next();
    }),
    { kind: 'permission', codes },
  );

/**
 * zod validation whose failures answer our 400 shape with per-field message keys; its schema is the
 * route's documented query or body (openapi.ts). Before the schema,
 * every string of the input (keys too) is checked for control characters, so a field built without
 * the shared text helpers cannot carry a NUL to PostgreSQL (which answers it with an error, a 500).
 */
export const validate = <Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) => {
  const validator = zValidator(target, schema, (result) => {
    if (!result.success) throw validationError(result.error.issues);
  });
  const guarded: typeof validator = async (c, next) => {
    const fields = controlCharacterFields(await readTarget(c, target));
    if (fields.length > 0) {
      throw new AppError(400, 'validation_failed', {
        fields: Object.fromEntries(fields.map((f) => [f, { key: 'invalidCharacters' }])),
      });
    }
    return validator(c, next);
  };
  return markRoute(guarded, { kind: 'input', target, schema });
};

const mediaType = (c: Context) => (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
const JSON_TYPE = /^application\/([\w.-]+\+)?json$/;

/**
 * The raw input of a validation target (Hono caches the parsed body for the validator after us). A
 * body is read only as what its Content-Type says, as the validator reads it: a JSON route refuses
 * any other declared type unread, and a body without one stays unread (the validator sees `{}`).
 */
async function readTarget(c: Context, target: keyof ValidationTargets): Promise<unknown> {
  const type = mediaType(c);
  if (target === 'json' && type && !JSON_TYPE.test(type)) {
    throw new AppError(400, 'validation_failed', { fields: { _: { key: 'bodyNotJson' } } });
  }
  try {
    if (target === 'json') return JSON_TYPE.test(type) ? await c.req.json() : undefined;
    if (target === 'form') {
      const form = type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded';
      return form ? await c.req.parseBody({ all: true }) : undefined;
    }
    if (target === 'query') {
      // Named as the validator names them: a repeated parameter is a list, a single one a value.
      return Object.fromEntries(Object.entries(c.req.queries()).map(([k, v]) => [k, v.length === 1 ? v[0] : v]));
    }
    if (target === 'param') return c.req.param();
    if (target === 'header') return c.req.header();
  } catch {
    // Unreadable: the validator answers it.
  }
  return undefined;
}

/** The paths (a.b.0) of the strings and keys in a value that contain control characters. */
export function controlCharacterFields(value: unknown, path: string[] = [], found: string[] = []): string[] {
  const here = () => path.join('.') || '_';
  if (typeof value === 'string') {
    if (hasControlCharacter(value)) found.push(here());
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => controlCharacterFields(item, [...path, String(i)], found));
  } else if (value && typeof value === 'object' && !(value instanceof Blob)) {
    for (const [key, item] of Object.entries(value)) {
      if (hasControlCharacter(key)) found.push(here());
      else controlCharacterFields(item, [...path, key], found);
    }
  }
  return found;
}
