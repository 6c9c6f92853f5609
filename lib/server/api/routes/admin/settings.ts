import 'server-only';

import { Hono } from 'hono';
import {
  platformSettingsSchema,
  sendTestEmailInputSchema,
  sendTestEmailResultSchema,
  updatePlatformSettingsInputSchema,
} from '@/lib/schemas/backoffice-settings';
import { getPlatformSettings, sendTestEmail, updatePlatformSettings } from '../../../services/platform-settings';
import type { AppEnv } from '../../context';
import { validate } from '../../middleware';
import { describeRoute } from '../../openapi-registry';
import { adminActor } from './helpers';

/** /api/admin/Settings: platform-wide settings of the Backoffice. */
export const settingsAdminRoutes = new Hono<AppEnv>();
const tag = 'Admin settings';
const base = '/api/admin/Settings';

describeRoute({
  method: 'get',
  path: base,
  summary: 'Platform settings with their defaults',
  tag,
  response: platformSettingsSchema,
});
// GET /api/admin/Settings
settingsAdminRoutes.get('/', async (c) => c.json({ data: await getPlatformSettings(c.var.db) }));

describeRoute({
  method: 'put',
  path: base,
  summary: 'Save the platform settings (stale version: 409)',
  tag,
  body: updatePlatformSettingsInputSchema,
  response: platformSettingsSchema,
});
// PUT /api/admin/Settings
settingsAdminRoutes.put('/', validate('json', updatePlatformSettingsInputSchema), async (c) =>
  c.json({ data: await updatePlatformSettings(c.var.db, { input: c.req.valid('json'), ...adminActor(c) }) }),
);

describeRoute({
  method: 'post',
  path: `${base}/send-test-email`,
  summary: "Send a test email to `to` or the signed-in admin's address",
  tag,
  body: sendTestEmailInputSchema,
  response: sendTestEmailResultSchema,
});
// POST /api/admin/Settings/send-test-email
settingsAdminRoutes.post('/send-test-email', validate('json', sendTestEmailInputSchema), async (c) => {
  const to = c.req.valid('json').to ?? c.var.auth.user.email;
  return c.json({ data: await sendTestEmail(c.var.db, { to, lang: c.var.lang, ...adminActor(c) }) });
});
