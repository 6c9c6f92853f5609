import 'server-only';

import { Hono } from 'hono';
import { dashboardSchema, myPermissionsSchema } from '@/lib/schemas/tenant-dashboard';
import { getDashboard } from '../../../services/tenant/dashboard';
import { listUserRoles } from '../../../services/tenant/owner-guard';
import { listUserPermissions } from '../../../services/permissions';
import type { AppEnv } from '../../context';
import { requirePermission } from '../../middleware';
import { doc } from '../../route-doc';
import { actorOf } from './helpers';

export const dashboardRoutes = new Hono<AppEnv>();
export const meRoutes = new Hono<AppEnv>();

// Each widget is gated by the permission of its own module
dashboardRoutes.get(
  '/',
  doc({ summary: 'Dashboard widgets the user may see, with real counts', response: dashboardSchema }),
  requirePermission('dashboard.view'),
  async (c) => {
    const { tenantId, userId } = actorOf(c);
    return c.json({ data: await getDashboard(c.var.db, { tenantId, userId, permissions: c.var.permissions! }) });
  },
);

// Needs no permission of its own: it only describes the caller
meRoutes.get(
  '/permissions',
  doc({
    summary: "The signed-in user's permission codes (to hide actions they cannot take) and role names",
    response: myPermissionsSchema,
  }),
  async (c) => {
    const { tenantId, userId } = actorOf(c);
    const [granted, held] = await Promise.all([
      listUserPermissions(c.var.db, { tenantId, userId }),
      listUserRoles(c.var.db, { tenantId, userId }),
    ]);
    const codes = [...new Set(granted.map((p) => p.code))].sort();
    return c.json({ data: { codes, isOwner: held.some((r) => r.isOwner), roles: held.map((r) => r.name) } });
  },
);
