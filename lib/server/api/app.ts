import 'server-only';

import { Hono } from 'hono';
import { translate } from '../i18n';
import type { AppEnv } from './context';
import { requestBodyLimit } from './body-limit';
import { apiErrorHandler } from './error-handler';
import { requestContext } from './middleware';
import { openApiDocument } from './openapi';
import { doc } from './route-doc';
import { securityHeaders } from './security-headers';
import { accountRoutes } from './routes/accounts';
import { adminRoutes } from './routes/admin';
import { authRoutes } from './routes/auth';
import { brandingRoutes } from './routes/branding';
import { customerRoutes } from './routes/customer';
import { healthRoutes } from './routes/health';
import { menuRoutes } from './routes/menus';
import { tenantRoutes } from './routes/tenant';

/**
 * The whole REST API under /api: served by server.mjs through Hono's Node adapter in production (handed
 * over by instrumentation.ts), by app/api/[[...route]]/route.ts under `next dev`, and called in-process by tests.
 */
export const api = new Hono<AppEnv>().basePath('/api');

api.use('*', securityHeaders);
api.use('*', requestBodyLimit);

api.route('/health', healthRoutes);
// The routes never change once mounted, so the document is built once, at its first request.
let openApi: ReturnType<typeof openApiDocument> | undefined;
api.get('/openapi.json', doc({ summary: 'This document', produces: ['application/json'] }), (c) =>
  c.json((openApi ??= openApiDocument(api))),
);
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

api.onError(apiErrorHandler);

export type Api = typeof api;
