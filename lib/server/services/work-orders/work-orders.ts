import 'server-only';

import { randomUUID } from 'node:crypto';
import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { detailPath } from '@/lib/modules/module-links';
import { permissionOf } from '@/lib/modules/tenant-modules';
import { finalWorkOrderStatuses } from '@/lib/schemas/values/work-orders';
import {
  workOrderListItemSchema,
  type CreateWorkOrderData,
  type ListWorkOrdersQuery,
  type WorkOrderListItem,
  type WorkOrderStatus,
} from '@/lib/schemas/work-orders';
import { computeTotals } from '@/lib/utils/document-totals';
import { foldTurkish } from '@/lib/utils/turkish';
import type { DbOrTx, Tx } from '../../db/client';
import { customers, users, workOrderAssignees, workOrderLines, workOrders, type WorkOrderRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { Actor, Viewer } from '../../kit/actor';
import { allocateDocumentNumber } from '../../kit/counters';
import { crudService } from '../../kit/crud-service';
import { pickShape } from '../../kit/records';
import { recordStatusChange } from '../../kit/status-history';
import { notify } from '../notifications/notify';
import { workOrderAuditChanges } from './lines';
import { assertPricingAllowed } from './pricing';
import { assertWorkOrderReferences } from './rules';
import { documentTotalColumns } from '../documents/total-columns';

/** The default numbering of work orders (a tenant setting may later change it). */
export const WORK_ORDER_NUMBER_PATTERN = 'IE-{YYYY}-{00000}';
export const WORK_ORDER_ENTITY = 'work_order';

const assigneesSql = sql<{ id: string; name: string }[]>`coalesce((
  select json_agg(json_build_object('id', ${users.id}, 'name', trim(${users.name} || ' ' || ${users.surname}))
    order by ${users.name}, ${users.surname})
  from ${workOrderAssignees} join ${users} on ${users.id} = ${workOrderAssignees.userId}
  where ${workOrderAssignees.workOrderId} = ${workOrders.id}), '[]'::json)`;

const assignedTo = (userId: string): SQL =>
  sql`exists (select 1 from ${workOrderAssignees} where ${workOrderAssignees.workOrderId} = ${workOrders.id}
    and ${workOrderAssignees.userId} = ${userId})`;

/** Without work-orders.view-all a user sees only the orders assigned to them. */
export const workOrderScope = (viewer: Viewer) =>
  viewer.can?.(permissionOf('work-orders', 'view-all')) ? undefined : assignedTo(viewer.userId);

const priorityRank = sql`case ${workOrders.priority} when 'urgent' then 4 when 'high' then 3 when 'normal' then 2 else 1 end`;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Refuses any change of a done or cancelled order. */
export function assertEditable(row: Pick<WorkOrderRow, 'status'>) {
  if (finalWorkOrderStatuses.includes(row.status as WorkOrderStatus)) throw new AppError(422, 'not_editable');
}

async function writeChildren(tx: Tx, actor: Actor, id: string, input: CreateWorkOrderData) {
  const totals = computeTotals(input.lines, input.discount);
  await tx.delete(workOrderLines).where(eq(workOrderLines.workOrderId, id));
  if (input.lines.length) {
    await tx.insert(workOrderLines).values(
      input.lines.map((line, position) => ({
        ...line,
        tenantId: actor.tenantId,
        workOrderId: id,
        position,
        net: totals.lines[position]!.net,
      })),
    );
  }
  const previous = await tx
    .delete(workOrderAssignees)
    .where(eq(workOrderAssignees.workOrderId, id))
    .returning({ userId: workOrderAssignees.userId });
  const assignees = [...new Set(input.assigneeIds)];
  if (assignees.length) {
    await tx
      .insert(workOrderAssignees)
      .values(assignees.map((userId) => ({ tenantId: actor.tenantId, workOrderId: id, userId })));
  }
  // The search covers the number and the customer's name, which the input does not carry.
  const [row] = await tx
    .select({ number: workOrders.number, customer: customers.name })
    .from(workOrders)
    .innerJoin(customers, eq(customers.id, workOrders.customerId))
    .where(eq(workOrders.id, id));
  await tx
    .update(workOrders)
    .set({ searchText: foldTurkish(`${row!.number} ${input.title} ${row!.customer}`) })
    .where(eq(workOrders.id, id));
  // Those newly on the order hear of it; the user who assigned themselves needs no notice.
  const before = new Set(previous.map((p) => p.userId));
  await notify(
    tx,
    {
      tenantId: actor.tenantId,
      kind: 'work_order_assigned',
      params: { number: row!.number, title: input.title },
      link: detailPath('work-orders', id),
      entityId: id,
    },
    assignees.filter((userId) => !before.has(userId) && userId !== actor.userId),
  );
}

/** Work orders: numbered, assigned, scoped to one's own orders without work-orders.view-all. */
export const workOrderService = crudService({
  entity: WORK_ORDER_ENTITY,
  table: workOrders,
  select: (db: DbOrTx) =>
    db
      .select({ row: workOrders, customerName: customers.name, assignees: assigneesSql })
      .from(workOrders)
      .innerJoin(customers, eq(customers.id, workOrders.customerId))
      .$dynamic(),
  toDto: ({ row, customerName, assignees }): WorkOrderListItem =>
    ({
      ...pickShape(workOrderListItemSchema, row),
      customerName,
      assignees,
      plannedStart: iso(row.plannedStart),
      plannedEnd: iso(row.plannedEnd),
    }) as WorkOrderListItem,
  columns: (input: CreateWorkOrderData) => {
    const { columns } = documentTotalColumns(input);
    return {
      customerId: input.customerId,
      contactId: input.contactId,
      addressId: input.addressId,
      title: input.title,
      description: input.description,
      priority: input.priority,
      plannedStart: input.plannedStart ? new Date(input.plannedStart) : null,
      plannedEnd: input.plannedEnd ? new Date(input.plannedEnd) : null,
      checklist: input.checklist.map((item) => ({ id: item.id || randomUUID(), text: item.text, done: item.done })),
      ...columns,
      searchText: foldTurkish(input.title),
    };
  },
  // A create takes the next number; an update of a done or cancelled order is refused.
  prepare: async (tx, actor, input, before) => {
    if (before) {
      assertEditable(before);
      await assertPricingAllowed(tx, actor, before, input);
      return {};
    }
    const number = await allocateDocumentNumber(tx, {
      tenantId: actor.tenantId,
      kind: WORK_ORDER_ENTITY,
      pattern: WORK_ORDER_NUMBER_PATTERN,
    });
    return { number, createdBy: actor.userId };
  },
  auditChanges: workOrderAuditChanges,
  afterWrite: async (tx, actor, id, input, op) => {
    await writeChildren(tx, actor, id, input);
    if (op === 'create')
      await recordStatusChange(tx, actor, { entity: WORK_ORDER_ENTITY, id, from: null, to: 'planned' });
  },
  search: { folded: workOrders.searchText },
  sort: {
    createdAt: workOrders.createdAt,
    number: workOrders.number,
    plannedStart: workOrders.plannedStart,
    priority: priorityRank,
  },
  scope: workOrderScope,
  filters: (q: ListWorkOrdersQuery) => [
    q.status && eq(workOrders.status, q.status),
    q.priority && eq(workOrders.priority, q.priority),
    q.customerId && eq(workOrders.customerId, q.customerId),
    q.assigneeId && assignedTo(q.assigneeId),
    q.from && gte(workOrders.plannedStart, new Date(q.from)),
    q.to && lt(workOrders.plannedStart, new Date(q.to)),
    q.readyToInvoice && eq(workOrders.readyToInvoice, q.readyToInvoice === 'true'),
  ],
  validate: (tx, actor, input) => assertWorkOrderReferences(tx, actor.tenantId, input),
  beforeDelete: async (_tx, _actor, row) => {
    if (row.status === 'done') throw new AppError(422, 'not_editable');
  },
  unique: { work_orders_tenant_offer_key: { field: 'offerId', key: 'offerAlreadyConverted' } },
  label: (row) => row.number,
});

/** Work orders per status among those the viewer may see (the dashboard widget). */
export async function workOrderStatusCounts(db: DbOrTx, viewer: Viewer) {
  const rows = await db
    .select({ status: workOrders.status, count: sql<number>`count(*)::int` })
    .from(workOrders)
    .where(and(eq(workOrders.tenantId, viewer.tenantId), workOrderScope(viewer)))
    .groupBy(workOrders.status);
  return rows as { status: WorkOrderStatus; count: number }[];
}
