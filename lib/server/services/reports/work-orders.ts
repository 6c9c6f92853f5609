import 'server-only';

import { sql, type SQL } from 'drizzle-orm';
import type { WorkOrderStatus } from '@/lib/schemas/work-orders';
import { workOrderStatuses } from '@/lib/schemas/values/work-orders';
import type { ReportRangeQuery, WorkOrderReport } from '@/lib/schemas/reports';
import type { DbOrTx } from '../../db/client';
import { users, workOrderAssignees, workOrders } from '../../db/schema';
import { resolveRange, rowsOf, timestampInRange } from './range';

/** Hours from creating a done work order to finishing it, averaged; null without a done one. */
const averageHours = sql`round((avg(extract(epoch from ${workOrders.completedAt} - ${workOrders.createdAt}))
  filter (where ${workOrders.status} = 'done') / 3600)::numeric, 1)::float8 as "averageHours"`;
/** One count column per status, named after it. */
const statusColumns = sql.join(
  workOrderStatuses.map((s) => sql`(count(*) filter (where ${workOrders.status} = ${s}))::int as ${sql.identifier(s)}`),
  sql`, `,
);

type Counted = Record<WorkOrderStatus, number> & { total: number; averageHours: number | null };
const shape = ({ total, averageHours, ...rest }: Counted) => ({
  total,
  averageHours: averageHours === null ? null : Number(averageHours),
  byStatus: Object.fromEntries(workOrderStatuses.map((s) => [s, rest[s]])) as Record<WorkOrderStatus, number>,
});

/**
 * Work orders created in the range, by status and by assignee (an order with two assignees counts
 * for each; one without any under 'unassigned'), with the average time from creation to done.
 * The report is the whole tenant's: reports.view is the permission to see it.
 */
export async function workOrderReport(
  db: DbOrTx,
  { tenantId, query }: { tenantId: string; query: ReportRangeQuery },
): Promise<WorkOrderReport> {
  const range = resolveRange(query);
  const where: SQL = sql`${workOrders.tenantId} = ${tenantId} and ${timestampInRange(workOrders.createdAt, range)}`;
  const [assignees, [totals]] = await Promise.all([
    rowsOf<Counted & { userId: string | null; name: string | null }>(
      db,
      sql`select ${users.id} as "userId",
          case when ${users.id} is null then null else trim(${users.name} || ' ' || ${users.surname}) end as name,
          count(*)::int as total, ${statusColumns}, ${averageHours}
        from ${workOrders}
        left join ${workOrderAssignees} on ${workOrderAssignees.workOrderId} = ${workOrders.id}
        left join ${users} on ${users.id} = ${workOrderAssignees.userId}
        where ${where}
        group by ${users.id}, ${users.name}, ${users.surname}
        order by total desc, name nulls last`,
    ),
    rowsOf<Counted>(
      db,
      sql`select count(*)::int as total, ${statusColumns}, ${averageHours} from ${workOrders} where ${where}`,
    ),
  ]);
  return {
    ...range,
    byAssignee: assignees.map((a) => ({ userId: a.userId, name: a.name, ...shape(a) })),
    totals: shape(totals!),
  };
}
