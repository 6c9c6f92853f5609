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
import { revokeSession } from '../../services/auth/sessions';
import { login } from '../../services/auth/login';
import { requestPasswordReset, setPasswordWithToken } from '../../services/auth/activation';
import type { AppEnv } from '../context';
import { requireAuth, validate } from '../middleware';
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
// POST /api/common/Auth/login – password check, rate limited per email and per client address
authRoutes.post('/login', validate('json', loginInputSchema), async (c) => {
  const input = c.req.valid('json');
  const data = await login(c.var.db, { ...input, ip: c.var.ip, userAgent: c.req.header('user-agent') }).catch(
    async (error: unknown) => {
      await auditAuthFailure(c.var.db, error, { action: 'login.failed', email: input.email });
      throw error;
    },
  );
  return c.json({ data });
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
  return c.json({ data: { ok: true } });
});

describeRoute({
  method: 'post',
  path: '/api/common/Auth/set-password',
  summary: 'Activate an account or reset its password with an emailed token',
  tag: 'Auth',
  auth: false,
  body: setPasswordInputSchema,
  response: okSchema,
});
// POST /api/common/Auth/set-password – consumes a single-use link token
authRoutes.post('/set-password', validate('json', setPasswordInputSchema), async (c) => {
  const input = c.req.valid('json');
  await setPasswordWithToken(c.var.db, input).catch(async (error: unknown) => {
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
