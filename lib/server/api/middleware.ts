import 'server-only';

import { zValidator } from '@hono/zod-validator';
import { createMiddleware } from 'hono/factory';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import type { AccountTypeId } from '@/lib/auth/account-types';
import type { PermissionCode } from '@/lib/modules/tenant-modules';
import { getDb } from '../database';
import { langFromHeader } from '../i18n';
import { resolveSession } from '../services/auth/sessions';
import { permissionCodes } from '../services/permissions';
import type { AppEnv } from './context';
import { AppError, forbidden, unauthorized, validationError } from '../errors';

/** Language, client address and database for every request. */
export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  c.set('lang', langFromHeader(c.req.header('accept-language')));
  c.set('ip', clientIp(c.req.header('x-forwarded-for')));
  c.set('db', await getDb());
  await next();
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

/** Authenticates the bearer token against a live session; optionally limits the account types. */
export const requireAuth = (...accountTypes: AccountTypeId[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const token = /^Bearer\s+(.+)$/i.exec(header)?.[1];
    const session = await resolveSession(c.var.db, token);
    if (!session) throw unauthorized();
    if (session.tenantStatus === 'suspended') throw new AppError(403, 'tenant_suspended');
    if (accountTypes.length > 0 && !accountTypes.includes(session.user.accountTypeId as AccountTypeId))
      throw forbidden();
    c.set('auth', session);
    c.set('tenantId', session.user.tenantId);
    await next();
  });

/** Requires a tenant user holding `code` (e.g. 'customers.view'); use after requireAuth. */
export const requirePermission = (code: PermissionCode) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const { user } = c.var.auth;
    if (user.accountTypeId !== 2 || !user.tenantId) throw forbidden();
    if (!c.var.permissions) {
      const accessVersion = c.var.auth.accessVersion ?? 0;
      c.set(
        'permissions',
        await permissionCodes(c.var.db, { tenantId: user.tenantId, userId: user.id, accessVersion }),
      );
    }
    if (!c.var.permissions!.has(code)) throw forbidden();
    await next();
  });

/** zod validation whose failures answer our 400 shape with per-field message keys. */
export const validate = <Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) =>
  zValidator(target, schema, (result) => {
    if (!result.success) throw validationError(result.error.issues);
  });
