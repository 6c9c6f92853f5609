import 'server-only';

import { Hono } from 'hono';
import { financeOverviewSchema } from '@/lib/schemas/finance-overview';
import { financeOverview } from '../../../services/finance/overview';
import type { AppEnv } from '../../context';
import { requirePermission } from '../../middleware';
import { doc } from '../../route-doc';
import { actorOf } from './helpers';

/** Finance: the figures of the /tenant/finance overview, behind finance.view. */
export const financeOverviewRoutes = new Hono<AppEnv>();

financeOverviewRoutes.get(
  '/overview',
  doc({ summary: 'Receivables, overdue receivables and the top ten debtors', response: financeOverviewSchema }),
  requirePermission('finance.view'),
  async (c) => c.json({ data: await financeOverview(c.var.db, { tenantId: actorOf(c).tenantId }) }),
);
