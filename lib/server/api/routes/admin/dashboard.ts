import 'server-only';

import { Hono } from 'hono';
import { dashboardSchema, pendingCountSchema } from '@/lib/schemas/backoffice-dashboard';
import { countPendingAccounts, getBackofficeDashboard } from '../../../services/backoffice/dashboard';
import type { AppEnv } from '../../context';
import { doc } from '../../route-doc';

/** /api/admin/Dashboard: the Backoffice home's numbers. */
export const dashboardAdminRoutes = new Hono<AppEnv>();

dashboardAdminRoutes.get(
  '/',
  doc({ summary: 'Tenant, user and module counts and the latest audit-log entries', response: dashboardSchema }),
  async (c) => c.json({ data: await getBackofficeDashboard(c.var.db) }),
);

dashboardAdminRoutes.get(
  '/pending-count',
  doc({ summary: 'The header badge: tenant and portal accounts awaiting activation', response: pendingCountSchema }),
  async (c) => c.json({ data: { pendingCount: await countPendingAccounts(c.var.db) } }),
);
