import 'server-only';

import { Hono } from 'hono';
import { z } from 'zod';
import { menuItemSchema } from '@/lib/schemas/menus';
import { getUserMenu } from '../../services/menus';
import type { AppEnv } from '../context';
import { requireAuth } from '../middleware';
import { doc } from '../route-doc';

export const menuRoutes = new Hono<AppEnv>();

// Enabled modules whose view permission the user holds; [] for other account types
menuRoutes.get(
  '/',
  doc({ summary: "The signed-in tenant user's menu", response: z.array(menuItemSchema) }),
  requireAuth(),
  async (c) => {
    const { user } = c.var.auth;
    if (user.accountTypeId !== 2 || !user.tenantId) return c.json({ data: [] });
    return c.json({
      data: await getUserMenu(c.var.db, { tenantId: user.tenantId, userId: user.id, lang: c.var.lang }),
    });
  },
);
