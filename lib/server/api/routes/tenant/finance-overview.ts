import 'server-only';

import { Hono } from 'hono';
import { financeOverviewSchema } from '@/lib/schemas/finance-overview';
import { financeOverview } from '../../../services/finance/overview';
import type { AppEnv } from '../../context';
import { requirePermission } from '../../middleware';
import { describeRoute } from '../../openapi-registry';
import { actorOf } from './helpers';

/** /api/tenant/Finance: the figures of the /tenant/finance overview, behind finance.view. */
export const financeOverviewRoutes = new Hono<AppEnv>();

describeRoute({
  method: 'get',
  path: '/api/tenant/Finance/overview',
  summary: 'Receivables, overdue receivables and the top ten debtors',
  tag: 'Finance',
  response: financeOverviewSchema,
});
financeOverviewRoutes.get('/overview', requirePermission('finance.view'), async (c) =>
  c.json({ data: await financeOverview(c.var.db, { tenantId: actorOf(c).tenantId }) }),
);
