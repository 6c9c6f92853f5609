import 'server-only';

import { Hono } from 'hono';
import { z } from 'zod';
import {
  forgotPasswordInputSchema,
  loginInputSchema,
  loginResponseSchema,
  setPasswordInputSchema,
} from '@/lib/schemas/auth';
import { writeAudit } from '../../services/audit';
import { auditAuthFailure } from '../../services/auth/auth-audit';
import { refreshSession, revokeSession } from '../../services/auth/sessions';
import { login } from '../../services/auth/login';
import { requestPasswordReset, setPasswordWithToken } from '../../services/auth/activation';
import type { AppEnv } from '../context';
import { requireAuth, validate } from '../middleware';
import {
  deviceCookieOf,
  dropAccessCookie,
  dropRefreshCookie,
  handOutSession,
  refreshCookieOf,
  setAccessCookie,
  setDeviceCookie,
  setRefreshCookie,
} from '../session-cookies';
import { unauthorized } from '../../errors';
import { safeReturnUrl } from '@/lib/utils/return-url';
import { describeRoute } from '../openapi-registry';

export const authRoutes = new Hono<AppEnv>();
const okSchema = z.object({ ok: z.boolean() });

describeRoute({
  method: 'post',
  path: '/api/common/Auth/login',
  summary: 'Sign in',
  tag: 'Auth',
  auth: false,
  body: loginInputSchema,
  response: loginResponseSchema,
});
// POST /api/common/Auth/login – password check, limited per account and client (address or device cookie)
authRoutes.post('/login', validate('json', loginInputSchema), async (c) => {
  const input = c.req.valid('json');
  const { user, deviceCookie, ...session } = await login(c.var.db, {
    ...input,
    ip: c.var.ip,
    userAgent: c.req.header('user-agent'),
    deviceCookie: deviceCookieOf(c),
  }).catch(async (error: unknown) => {
    await auditAuthFailure(c.var.db, error, { action: 'login.failed', email: input.email });
    throw error;
  });
  const tokens = handOutSession(c, session);
  setDeviceCookie(c, deviceCookie);
  return c.json({ data: { ...tokens, user } });
});

const refreshedSchema = z.object({ accessToken: z.string(), expiresAt: z.string(), remember: z.boolean() });
describeRoute({
  method: 'post',
  path: '/api/common/Auth/refresh',
  summary:
    'A new short access token and a new HttpOnly refresh cookie (rotation) from the refresh cookie, while the session lives; 401 otherwise, and a reused (already rotated) refresh token revokes its session',
  tag: 'Auth',
  auth: false,
  response: refreshedSchema,
});
// POST /api/common/Auth/refresh – the client renews its access token before it expires
authRoutes.post('/refresh', async (c) => {
  const renewed = await refreshSession(c.var.db, refreshCookieOf(c));
  if (!renewed) {
    dropRefreshCookie(c);
    throw unauthorized();
  }
  setRefreshCookie(c, renewed);
  const { accessToken, expiresAt, remember } = renewed;
  return c.json({ data: { accessToken, expiresAt, remember } });
});

describeRoute({
  method: 'get',
  path: '/api/common/Auth/refresh',
  summary:
    'Page navigation with an expired access token: renews the accessToken cookie and redirects back (or to login)',
  tag: 'Auth',
  auth: false,
  query: z.object({ returnUrl: z.string().optional() }),
  response: z.object({}),
});
// GET /api/common/Auth/refresh?returnUrl= – where the edge middleware sends a page request whose token expired
authRoutes.get('/refresh', async (c) => {
  const returnUrl = c.req.query('returnUrl') ?? null;
  const renewed = await refreshSession(c.var.db, refreshCookieOf(c));
  if (!renewed) {
    dropAccessCookie(c);
    dropRefreshCookie(c);
    const login = returnUrl?.startsWith('/') ? `/auth/login?returnUrl=${encodeURIComponent(returnUrl)}` : '/auth/login';
    return c.redirect(login, 302);
  }
  setRefreshCookie(c, renewed);
  setAccessCookie(c, renewed.accessToken, renewed.remember, renewed.sessionExpiresAt);
  return c.redirect(safeReturnUrl(returnUrl, renewed.accountTypeId), 302);
});

describeRoute({
  method: 'post',
  path: '/api/common/Auth/logout',
  summary: 'Revoke the current session',
  tag: 'Auth',
  response: okSchema,
});
// POST /api/common/Auth/logout – the token stops working at once, not only when it expires
authRoutes.post('/logout', requireAuth(), async (c) => {
  const { user, sessionId } = c.var.auth;
  await c.var.db.transaction(async (tx) => {
    await revokeSession(tx, sessionId);
    await writeAudit(tx, { action: 'logout', entity: 'user', entityId: user.id });
  });
  dropRefreshCookie(c);
  return c.json({ data: { ok: true } });
});

describeRoute({
  method: 'post',
  path: '/api/common/Auth/set-password',
  summary:
    'Activate an account or reset its password with an emailed token; 429 past 10 failed calls per client in 15 minutes',
  tag: 'Auth',
  auth: false,
  body: setPasswordInputSchema,
  response: okSchema,
});
// POST /api/common/Auth/set-password – consumes a single-use link token; failed calls limited per client
authRoutes.post('/set-password', validate('json', setPasswordInputSchema), async (c) => {
  const input = c.req.valid('json');
  await setPasswordWithToken(c.var.db, input, { ip: c.var.ip }).catch(async (error: unknown) => {
    await auditAuthFailure(c.var.db, error, { action: 'password.set_failed', userId: input.userId });
    throw error;
  });
  return c.json({ data: { ok: true } });
});

describeRoute({
  method: 'post',
  path: '/api/common/Auth/forgot-password',
  summary: 'Email a set-password link; 200 whether or not the address exists, 429 past the limits',
  tag: 'Auth',
  auth: false,
  body: forgotPasswordInputSchema,
  response: okSchema,
});
// POST /api/common/Auth/forgot-password – same answer and time whether or not the email exists; rate limited
authRoutes.post('/forgot-password', validate('json', forgotPasswordInputSchema), async (c) => {
  await requestPasswordReset(c.var.db, { email: c.req.valid('json').email, ip: c.var.ip, lang: c.var.lang });
  return c.json({ data: { ok: true } });
});
