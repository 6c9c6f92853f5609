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
import { doc } from '../route-doc';

export const accountRoutes = new Hono<AppEnv>();

// Who the bearer token belongs to
accountRoutes.get('/current', doc({ summary: 'The signed-in user', response: currentUserSchema }), requireAuth(), (c) =>
  c.json({ data: toCurrentUser(c.var.auth.user) }),
);

// Own profile; the email is not editable here
accountRoutes.put(
  '/current',
  doc({ summary: 'Update own name and language', response: currentUserSchema }),
  requireAuth(),
  validate('json', updateProfileInputSchema),
  async (c) => {
    const user = await updateProfile(c.var.db, { user: c.var.auth.user, input: c.req.valid('json') });
    return c.json({ data: toCurrentUser(user) });
  },
);

// Answers a new token since the old session is revoked
accountRoutes.post(
  '/change-password',
  doc({
    summary: 'Change own password; other sessions end',
    response: z.object({ accessToken: z.string(), expiresAt: z.string() }),
  }),
  requireAuth(),
  validate('json', changePasswordInputSchema),
  async (c) => {
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
  },
);
