import 'server-only';

import { isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { TaskLinkKind } from '@/lib/schemas/tasks';
import type { DbOrTx } from '../../db/client';
import { customers, tasks, workOrders } from '../../db/schema';
import { AppError } from '../../errors';
import type { TenantTable } from '../../kit/records';
import { assertTenantReferences } from '../../kit/references';

interface LinkTarget {
  table: TenantTable;
  /** What a task shows of the record (name or number). */
  label: AnyColumn;
  /** Rows that count as existing (e.g. not soft-deleted). */
  live?: SQL;
}

/** The records a task can point at; a kind without a target (yet) refuses every link to it. */
const targets: Partial<Record<TaskLinkKind, LinkTarget>> = {
  customer: { table: customers, label: customers.name, live: isNull(customers.deletedAt) },
  work_order: { table: workOrders, label: workOrders.number },
};

/** The linked record's label for a task row, in SQL (null when unlinked or gone). */
export function linkLabelSql(): SQL<string | null> {
  const cases = Object.entries(targets).map(
    ([kind, t]) =>
      sql`when ${kind} then (select ${t.label} from ${t.table} where ${t.table.id} = ${tasks.linkId} and ${t.table.tenantId} = ${tasks.tenantId})`,
  );
  return sql<string | null>`(case ${tasks.linkKind} ${sql.join(cases, sql` `)} else null end)`;
}

/** Refuses a link to a record that is not the tenant's (400 on linkId). */
export async function assertLinkTarget(
  db: DbOrTx,
  tenantId: string,
  link: { linkKind: TaskLinkKind | null; linkId: string | null },
): Promise<void> {
  if (!link.linkKind || !link.linkId) return;
  const target = targets[link.linkKind];
  if (!target) throw new AppError(400, 'validation_failed', { fields: { linkId: { key: 'referenceNotFound' } } });
  await assertTenantReferences(
    db,
    target.table,
    tenantId,
    { field: 'linkId', id: link.linkId },
    { where: target.live },
  );
}
