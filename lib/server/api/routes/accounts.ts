import 'server-only';

import { Hono } from 'hono';
import { z } from 'zod';
import { changePasswordInputSchema, currentUserSchema, updateProfileInputSchema } from '@/lib/schemas/auth';
import { getDb } from '../../database';
import { changePassword, updateProfile } from '../../services/accounts';
import { auditAuthFailure } from '../../services/auth/auth-audit';
import { toCurrentUser } from '../../services/auth/sessions';
import type { AppEnv } from '../context';
import { requireAuth, validate } from '../middleware';
import { handOutSession } from '../session-cookies';
import { describeRoute } from '../openapi-registry';

export const accountRoutes = new Hono<AppEnv>();

describeRoute({
  method: 'get',
  path: '/api/common/Accounts/current',
  summary: 'The signed-in user',
  tag: 'Accounts',
  response: currentUserSchema,
});
// GET /api/common/Accounts/current – who the bearer token belongs to
accountRoutes.get('/current', requireAuth(), (c) => c.json({ data: toCurrentUser(c.var.auth.user) }));

describeRoute({
  method: 'put',
  path: '/api/common/Accounts/current',
  summary: 'Update own name and language',
  tag: 'Accounts',
  body: updateProfileInputSchema,
  response: currentUserSchema,
});
// PUT /api/common/Accounts/current – own profile; the email is not editable here
accountRoutes.put('/current', requireAuth(), validate('json', updateProfileInputSchema), async (c) => {
  const user = await updateProfile(c.var.db, { user: c.var.auth.user, input: c.req.valid('json') });
  return c.json({ data: toCurrentUser(user) });
});

describeRoute({
  method: 'post',
  path: '/api/common/Accounts/change-password',
  summary: 'Change own password; other sessions end',
  tag: 'Accounts',
  body: changePasswordInputSchema,
  response: z.object({ accessToken: z.string(), expiresAt: z.string() }),
});
// POST /api/common/Accounts/change-password – answers a new token since the old session is revoked
accountRoutes.post('/change-password', requireAuth(), validate('json', changePasswordInputSchema), async (c) => {
  const { user } = c.var.auth;
  // The platform's work, also for a tenant's user: sign-in failures and sessions are the platform's
  // tables, which a tenant's connection may not touch (migration 0026).
  const platform = await getDb();
  const data = await changePassword(platform, { user, input: c.req.valid('json'), ip: c.var.ip }).catch(
    async (error: unknown) => {
      await auditAuthFailure(c.var.db, error, { action: 'password.change_failed', userId: user.id });
      throw error;
    },
  );
  return c.json({ data: handOutSession(c, data) });
});
