import 'server-only';

import { asc, eq, sql } from 'drizzle-orm';
import {
  workOrderTransitions,
  type ChangeWorkOrderStatusInput,
  type WorkOrder,
  type WorkOrderStatus,
} from '@/lib/schemas/work-orders';
import type { Db, Tx } from '../../db/client';
import { workOrderLines, workOrderNotes, workOrders, type WorkOrderRow } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import type { Actor } from '../../kit/actor';
import { getOrThrow, tenantWrite } from '../../kit/records';
import { assertTransition, recordStatusChange } from '../../kit/status-history';
import { auditRecord } from '../audit';
import { notifyCustomer } from '../notifications/notify';
import { getWorkOrder } from './detail';
import { assertEditable, WORK_ORDER_ENTITY, workOrderService } from './work-orders';

/** The order an action works on, locked; outside the actor's scope it is 404. */
async function lockOrder(tx: Tx, actor: Actor, id: string): Promise<WorkOrderRow> {
  const row = await getOrThrow(tx, workOrders, { tenantId: actor.tenantId, id }, { forUpdate: true });
  await workOrderService.get(tx, { tenantId: actor.tenantId, id, viewer: actor });
  return row;
}

const act = <R>(db: Db, actor: Actor, work: (tx: Tx) => Promise<R>) =>
  tenantWrite(db, actor.tenantId, workOrders, work);

const bump = { version: sql`${workOrders.version} + 1`, updatedAt: new Date() };

/**
 * Moves a work order along its status machine (anything else is 422) and records the change;
 * 'done' stores the completion note and marks the order ready to invoice.
 */
export function changeWorkOrderStatus(
  db: Db,
  actor: Actor,
  id: string,
  input: Required<Pick<ChangeWorkOrderStatusInput, 'status'>> & {
    comment?: string | null;
    completionNote?: string | null;
  },
): Promise<WorkOrder> {
  return act(db, actor, async (tx) => {
    const row = await lockOrder(tx, actor, id);
    const from = row.status as WorkOrderStatus;
    assertTransition(workOrderTransitions, from, input.status);
    const done = input.status === 'done';
    await tx
      .update(workOrders)
      .set({
        ...bump,
        status: input.status,
        ...(done ? { completionNote: input.completionNote, completedAt: new Date(), readyToInvoice: true } : {}),
      })
      .where(eq(workOrders.id, id));
    await recordStatusChange(tx, actor, {
      entity: WORK_ORDER_ENTITY,
      id,
      from,
      to: input.status,
      comment: input.comment ?? (done ? input.completionNote : null),
    });
    await notifyCustomer(tx, {
      tenantId: actor.tenantId,
      customerId: row.customerId,
      kind: 'work_order_status',
      params: { number: row.number, title: row.title, statusKey: `WorkOrderStatuses.${input.status}` },
      link: '/customer',
      entityId: id,
    });
    await auditRecord(tx, actor, {
      entity: WORK_ORDER_ENTITY,
      action: 'status',
      id,
      data: { from, to: input.status, comment: input.comment ?? null },
    });
    return getWorkOrder(tx, { tenantId: actor.tenantId, id });
  });
}

/** Ticks or unticks one checklist item of an open order. */
export function tickChecklistItem(db: Db, actor: Actor, id: string, itemId: string, done: boolean) {
  return act(db, actor, async (tx) => {
    const row = await lockOrder(tx, actor, id);
    assertEditable(row);
    if (!row.checklist.some((item) => item.id === itemId)) throw notFound();
    const checklist = row.checklist.map((item) => (item.id === itemId ? { ...item, done } : item));
    await tx
      .update(workOrders)
      .set({ ...bump, checklist })
      .where(eq(workOrders.id, id));
    await auditRecord(tx, actor, { entity: WORK_ORDER_ENTITY, action: 'checklist', id, data: { itemId, done } });
    return getWorkOrder(tx, { tenantId: actor.tenantId, id });
  });
}

/** Adds an internal note (author and time) to an open order. */
export function addWorkOrderNote(db: Db, actor: Actor, id: string, body: string) {
  return act(db, actor, async (tx) => {
    const row = await lockOrder(tx, actor, id);
    assertEditable(row);
    await tx.insert(workOrderNotes).values({ tenantId: actor.tenantId, workOrderId: id, authorId: actor.userId, body });
    await auditRecord(tx, actor, { entity: WORK_ORDER_ENTITY, action: 'note', id, data: { body } });
    return getWorkOrder(tx, { tenantId: actor.tenantId, id });
  });
}

/**
 * For the invoices module: a done order and its lines, locked in the invoicing transaction.
 * Only a finished job is invoiced ('Faturalandır'); anything else is 422.
 */
export async function workOrderForInvoicing(tx: Tx, actor: Actor, id: string) {
  const order = await lockOrder(tx, actor, id);
  if (order.status !== 'done')
    throw new AppError(422, 'invalid_transition', { params: { from: order.status, to: 'invoiced' } });
  const lines = await tx
    .select()
    .from(workOrderLines)
    .where(eq(workOrderLines.workOrderId, id))
    .orderBy(asc(workOrderLines.position));
  return { order, lines };
}
