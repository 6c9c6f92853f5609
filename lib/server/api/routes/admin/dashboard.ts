import 'server-only';

import { Hono } from 'hono';
import { dashboardSchema, pendingCountSchema } from '@/lib/schemas/backoffice-dashboard';
import { countPendingAccounts, getBackofficeDashboard } from '../../../services/backoffice/dashboard';
import type { AppEnv } from '../../context';
import { describeRoute } from '../../openapi-registry';

/** /api/admin/Dashboard: the Backoffice home's numbers. */
export const dashboardAdminRoutes = new Hono<AppEnv>();

describeRoute({
  method: 'get',
  path: '/api/admin/Dashboard',
  summary: 'Tenant, user and module counts and the latest audit-log entries',
  tag: 'Admin dashboard',
  response: dashboardSchema,
});
// GET /api/admin/Dashboard
dashboardAdminRoutes.get('/', async (c) => c.json({ data: await getBackofficeDashboard(c.var.db) }));

describeRoute({
  method: 'get',
  path: '/api/admin/Dashboard/pending-count',
  summary: 'The header badge: tenant and portal accounts awaiting activation',
  tag: 'Admin dashboard',
  response: pendingCountSchema,
});
// GET /api/admin/Dashboard/pending-count
dashboardAdminRoutes.get('/pending-count', async (c) =>
  c.json({ data: { pendingCount: await countPendingAccounts(c.var.db) } }),
);
