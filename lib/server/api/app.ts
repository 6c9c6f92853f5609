import 'server-only';

import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { langFromHeader, translate } from '../i18n';
import type { AppEnv } from './context';
import { AppError } from '../errors';
import { requestBodyLimit } from './body-limit';
import { requestContext } from './middleware';
import { securityHeaders } from './security-headers';
import { accountRoutes } from './routes/accounts';
import { adminRoutes } from './routes/admin';
import { authRoutes } from './routes/auth';
import { brandingRoutes } from './routes/branding';
import { customerRoutes } from './routes/customer';
import { healthRoutes } from './routes/health';
import { menuRoutes } from './routes/menus';
import { openApiRoutes } from './routes/openapi';
import { tenantRoutes } from './routes/tenant';

/** The whole REST API under /api; mounted by app/api/[[...route]]/route.ts and called in-process by tests. */
export const api = new Hono<AppEnv>().basePath('/api');

api.use('*', securityHeaders);
api.use('*', requestBodyLimit);

api.route('/health', healthRoutes);
api.route('/openapi.json', openApiRoutes);
api.use('*', requestContext);
api.route('/common/Auth', authRoutes);
api.route('/common/Accounts', accountRoutes);
api.route('/common/menus', menuRoutes);
api.route('/branding', brandingRoutes);
api.route('/admin', adminRoutes);
api.route('/tenant', tenantRoutes);
api.route('/customer', customerRoutes);

api.notFound((c) =>
  c.json({ error: { code: 'not_found', message: translate(c.var.lang ?? 'tr', 'ApiErrors.not_found') } }, 404),
);

api.onError((err, c) => {
  const lang = c.var.lang ?? langFromHeader(c.req.header('accept-language'));
  if (err instanceof AppError) {
    const { params, fields, headers, details } = err.options;
    const translatedFields = fields
      ? Object.fromEntries(
          Object.entries(fields).map(([f, m]) => [f, translate(lang, `Validation.${m.key}`, m.params)]),
        )
      : undefined;
    for (const [name, value] of Object.entries(headers ?? {})) c.header(name, value);
    return c.json(
      {
        error: {
          code: err.code,
          message: translate(lang, `ApiErrors.${err.code}`, params),
          fields: translatedFields,
          details,
        },
      },
      err.status,
    );
  }
  if (err instanceof HTTPException && err.status < 500) {
    // Malformed JSON and the like: the body could not be read at all.
    const code = err.status === 400 ? 'validation_failed' : 'internal_error';
    return c.json(
      { error: { code, message: translate(lang, `ApiErrors.${code}`) } },
      err.status as ContentfulStatusCode,
    );
  }
  console.error('Unhandled API error', err);
  return c.json({ error: { code: 'internal_error', message: translate(lang, 'ApiErrors.internal_error') } }, 500);
});

export type Api = typeof api;
