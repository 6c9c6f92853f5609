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
import { doc } from '../route-doc';

export const authRoutes = new Hono<AppEnv>();
const okSchema = z.object({ ok: z.boolean() });

// Password check, limited per account and client (address or device cookie)
authRoutes.post(
  '/login',
  doc({ summary: 'Sign in', response: loginResponseSchema }),
  validate('json', loginInputSchema),
  async (c) => {
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
  },
);

const refreshedSchema = z.object({ accessToken: z.string(), expiresAt: z.string(), remember: z.boolean() });
// The client renews its access token before it expires
authRoutes.post(
  '/refresh',
  doc({
    summary:
      'A new short access token and a new HttpOnly refresh cookie (rotation) from the refresh cookie, while the session lives; 401 otherwise, and a reused (already rotated) refresh token revokes its session',
    response: refreshedSchema,
  }),
  async (c) => {
    const renewed = await refreshSession(c.var.db, refreshCookieOf(c));
    if (!renewed) {
      dropRefreshCookie(c);
      throw unauthorized();
    }
    setRefreshCookie(c, renewed);
    const { accessToken, expiresAt, remember } = renewed;
    return c.json({ data: { accessToken, expiresAt, remember } });
  },
);

// Where the edge middleware sends a page request whose token expired
authRoutes.get(
  '/refresh',
  doc({
    summary:
      'Page navigation with an expired access token: renews the accessToken cookie and redirects back to `returnUrl` (or to login)',
    redirect: true,
  }),
  async (c) => {
    const returnUrl = c.req.query('returnUrl') ?? null;
    const renewed = await refreshSession(c.var.db, refreshCookieOf(c));
    if (!renewed) {
      dropAccessCookie(c);
      dropRefreshCookie(c);
      const login = returnUrl?.startsWith('/')
        ? `/auth/login?returnUrl=${encodeURIComponent(returnUrl)}`
        : '/auth/login';
      return c.redirect(login, 302);
    }
    setRefreshCookie(c, renewed);
    setAccessCookie(c, renewed.accessToken, renewed.remember, renewed.sessionExpiresAt);
    return c.redirect(safeReturnUrl(returnUrl, renewed.accountTypeId), 302);
  },
);

// The token stops working at once, not only when it expires
authRoutes.post(
  '/logout',
  doc({ summary: 'Revoke the current session', response: okSchema }),
  requireAuth(),
  async (c) => {
    const { user, sessionId } = c.var.auth;
    await c.var.db.transaction(async (tx) => {
      await revokeSession(tx, sessionId);
      await writeAudit(tx, { action: 'logout', entity: 'user', entityId: user.id });
    });
    dropRefreshCookie(c);
    return c.json({ data: { ok: true } });
  },
);

// Consumes a single-use link token; failed calls limited per client
authRoutes.post(
  '/set-password',
  doc({
    summary:
      'Activate an account or reset its password with an emailed token; 429 past 10 failed calls per client in 15 minutes',
    response: okSchema,
  }),
  validate('json', setPasswordInputSchema),
  async (c) => {
    const input = c.req.valid('json');
    await setPasswordWithToken(c.var.db, input, { ip: c.var.ip }).catch(async (error: unknown) => {
      await auditAuthFailure(c.var.db, error, { action: 'password.set_failed', userId: input.userId });
      throw error;
    });
    return c.json({ data: { ok: true } });
  },
);

// Same answer and time whether or not the email exists; rate limited
authRoutes.post(
  '/forgot-password',
  doc({
    summary: 'Email a set-password link; 200 whether or not the address exists, 429 past the limits',
    response: okSchema,
  }),
  validate('json', forgotPasswordInputSchema),
  async (c) => {
    await requestPasswordReset(c.var.db, { email: c.req.valid('json').email, ip: c.var.ip, lang: c.var.lang });
    return c.json({ data: { ok: true } });
  },
);
