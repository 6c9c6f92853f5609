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
import { doc } from '../../route-doc';
import { adminActor } from './helpers';

/** /api/admin/Settings: platform-wide settings of the Backoffice. */
export const settingsAdminRoutes = new Hono<AppEnv>();

settingsAdminRoutes.get(
  '/',
  doc({ summary: 'Platform settings with their defaults', response: platformSettingsSchema }),
  async (c) => c.json({ data: await getPlatformSettings(c.var.db) }),
);

settingsAdminRoutes.put(
  '/',
  doc({ summary: 'Save the platform settings (stale version: 409)', response: platformSettingsSchema }),
  validate('json', updatePlatformSettingsInputSchema),
  async (c) =>
    c.json({ data: await updatePlatformSettings(c.var.db, { input: c.req.valid('json'), ...adminActor(c) }) }),
);

settingsAdminRoutes.post(
  '/send-test-email',
  doc({ summary: "Send a test email to `to` or the signed-in admin's address", response: sendTestEmailResultSchema }),
  validate('json', sendTestEmailInputSchema),
  async (c) => {
    const to = c.req.valid('json').to ?? c.var.auth.user.email;
    return c.json({ data: await sendTestEmail(c.var.db, { to, lang: c.var.lang, ...adminActor(c) }) });
  },
);
