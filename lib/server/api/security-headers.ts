import 'server-only';

import { createMiddleware } from 'hono/factory';
import { API_CONTENT_SECURITY_POLICY, HSTS, overHttps, STATIC_SECURITY_HEADERS } from '@/lib/security/headers';
import type { AppEnv } from './context';

/**
 * Every API answer, errors included: the pages' static security headers, a policy that lets
 * nothing render or frame it, and no-store (answers carry one account's data; no cache may keep them).
 * The one exception is an answer that sets `Cache-Control: private, …` itself (the versioned tenant
 * logo, routes/branding.ts): only the account's own browser may keep it.
 */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const headers = c.res.headers;
  for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) headers.set(name, value);
  headers.set('Content-Security-Policy', API_CONTENT_SECURITY_POLICY);
  if (!/^private\b/.test(headers.get('Cache-Control') ?? '')) headers.set('Cache-Control', 'no-store');
  if (overHttps(new URL(c.req.url).protocol, c.req.header('x-forwarded-proto') ?? null))
    headers.set('Strict-Transport-Security', HSTS);
});
