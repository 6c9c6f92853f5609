import 'server-only';

import { and, count, eq, sql } from 'drizzle-orm';
import { AccountType } from '@/lib/auth/account-types';
import type { Dashboard, DashboardWidget } from '@/lib/schemas/tenant-dashboard';
import { istanbulToday } from '@/lib/utils/dates';
import type { DbOrTx } from '../../db/client';
import { finalWorkOrderStatuses, workOrderStatuses } from '@/lib/schemas/values/work-orders';
import { offers, roles, users } from '../../db/schema';
import type { Viewer } from '../../kit/actor';
import { receivableTotals } from '../finance/overview';
import { openOfferFilter } from '../offers/offers';
import { collectedBetween } from '../reports/collections';
import { salesThisMonth } from '../reports/sales';
import { myTasksThisWeek } from '../tasks/tasks';
import { workOrderStatusCounts } from '../work-orders/work-orders';

interface WidgetDefinition {
  key: string;
  /** The permission a user needs to see this widget (the same code its own page and API require). */
  permission: string;
  load: (db: DbOrTx, tenantId: string, viewer: Viewer) => Promise<Omit<DashboardWidget, 'key'>>;
}

/** The dashboard's widgets in display order; later modules add theirs here. */
export const dashboardWidgets: WidgetDefinition[] = [
  {
    key: 'users',
    permission: 'users.view',
    load: async (db, tenantId) => {
      const rows = await db
        .select({ status: users.status, n: count() })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.accountTypeId, AccountType.Tenant)))
        .groupBy(users.status);
      const breakdown: Record<string, number> = { active: 0, pending: 0, disabled: 0 };
      for (const r of rows) breakdown[r.status] = Number(r.n);
      return { value: rows.reduce((sum, r) => sum + Number(r.n), 0), breakdown };
    },
  },
  {
    key: 'roles',
    permission: 'roles.view',
    load: async (db, tenantId) => {
      const [row] = await db.select({ n: count() }).from(roles).where(eq(roles.tenantId, tenantId));
      return { value: Number(row?.n ?? 0) };
    },
  },
  {
    key: 'openOffers',
    permission: 'offers.view',
    load: async (db, tenantId) => {
      const [row] = await db
        .select({ n: count(), total: sql<string>`round(coalesce(sum(${offers.grandTotal}), 0), 2)::text` })
        .from(offers)
        .where(openOfferFilter(tenantId));
      return { value: Number(row?.n ?? 0), amount: row?.total ?? '0.00' };
    },
  },
  {
    key: 'workOrdersByStatus',
    permission: 'work-orders.view',
    load: async (db, _tenantId, viewer) => {
      // The card counts the open orders: its breakdown is of those too (done and cancelled are not open).
      const openStatuses = workOrderStatuses.filter((s) => !finalWorkOrderStatuses.includes(s));
      const breakdown: Record<string, number> = Object.fromEntries(openStatuses.map((s) => [s, 0]));
      for (const c of await workOrderStatusCounts(db, viewer)) if (c.status in breakdown) breakdown[c.status] = c.count;
      return { value: Object.values(breakdown).reduce((a, n) => a + n, 0), breakdown };
    },
  },
  {
    key: 'salesThisMonth',
    permission: 'invoices.view',
    load: async (db, tenantId) => {
      const sales = await salesThisMonth(db, tenantId);
      return { value: sales.count, amount: sales.grandTotal };
    },
  },
  {
    key: 'collectionsThisMonth',
    permission: 'payments.view',
    load: async (db, tenantId) => {
      const today = istanbulToday();
      const month = await collectedBetween(db, tenantId, `${today.slice(0, 7)}-01`, today);
      return { value: month.count, amount: month.collected };
    },
  },
  {
    key: 'receivables',
    permission: 'finance.view',
    load: async (db, tenantId) => {
      const totals = await receivableTotals(db, tenantId);
      return { value: totals.invoiceCount, amount: totals.total, breakdown: { overdue: totals.overdueCount } };
    },
  },
  {
    key: 'myTasksThisWeek',
    permission: 'tasks.view',
    load: async (db, _tenantId, viewer) => myTasksThisWeek(db, viewer),
  },
];

/** The widgets the user may see, with their real counts for the tenant. */
export async function getDashboard(
  db: DbOrTx,
  opts: { tenantId: string; userId: string; permissions: Set<string> },
): Promise<Dashboard> {
  const visible = dashboardWidgets.filter((w) => opts.permissions.has(w.permission));
  const viewer: Viewer = { tenantId: opts.tenantId, userId: opts.userId, can: (code) => opts.permissions.has(code) };
  const widgets = await Promise.all(
    visible.map(async (w) => ({ key: w.key, ...(await w.load(db, opts.tenantId, viewer)) })),
  );
  return { widgets };
}
