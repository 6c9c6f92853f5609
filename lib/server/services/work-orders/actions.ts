import 'server-only';

import { asc, eq } from 'drizzle-orm';
import type { ChangeWorkOrderStatusInput, WorkOrder } from '@/lib/schemas/work-orders';
import { workOrderTransitions } from '@/lib/schemas/values/work-orders';
import type { Db, Tx } from '../../db/client';
import { workOrderLines, workOrderNotes, workOrders, type WorkOrderRow } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import type { Actor } from '../../kit/actor';
import { getOrThrow, tenantWrite } from '../../kit/records';
import { changeRecord, transition } from '../../kit/transition';
import { auditRecord } from '../audit';
import { notifyCustomer } from '../notifications/notify';
import { getWorkOrder } from './detail';
import { assertEditable, WORK_ORDER_ENTITY, workOrderService } from './work-orders';

/** The order an action works on, locked; outside the actor's scope it is 404. */
const lockOrder =
  (actor: Actor) =>
  async (tx: Tx, key: { tenantId: string; id: string }): Promise<WorkOrderRow> => {
    const row = await getOrThrow(tx, workOrders, key, { forUpdate: true });
    await workOrderService.get(tx, { ...key, viewer: actor });
    return row;
  };

const act = <R>(db: Db, actor: Actor, work: (tx: Tx) => Promise<R>) =>
  tenantWrite(db, actor.tenantId, workOrders, work);

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
    const done = input.status === 'done';
    const { before } = await transition(tx, actor, {
      table: workOrders,
      entity: WORK_ORDER_ENTITY,
      id,
      lock: lockOrder(actor),
      machine: workOrderTransitions,
      to: input.status,
      values: () =>
        done ? { completionNote: input.completionNote, completedAt: new Date(), readyToInvoice: true } : {},
      comment: input.comment ?? (done ? input.completionNote : null),
      audit: {
        action: 'status',
        data: ({ before: row }) => ({ from: row.status, to: input.status, comment: input.comment ?? null }),
      },
    });
    await notifyCustomer(tx, {
      tenantId: actor.tenantId,
      customerId: before.customerId,
      kind: 'work_order_status',
      params: { number: before.number, title: before.title, statusKey: `WorkOrderStatuses.${input.status}` },
      link: '/customer',
      entityId: id,
    });
    return getWorkOrder(tx, { tenantId: actor.tenantId, id });
  });
}

/** Ticks or unticks one checklist item of an open order. */
export function tickChecklistItem(db: Db, actor: Actor, id: string, itemId: string, done: boolean) {
  return act(db, actor, async (tx) => {
    await changeRecord(tx, actor, {
      table: workOrders,
      entity: WORK_ORDER_ENTITY,
      id,
      lock: lockOrder(actor),
      check: (row) => {
        assertEditable(row);
        if (!row.checklist.some((item) => item.id === itemId)) throw notFound();
      },
      values: (row) => ({ checklist: row.checklist.map((item) => (item.id === itemId ? { ...item, done } : item)) }),
      audit: { action: 'checklist', data: () => ({ itemId, done }) },
    });
    return getWorkOrder(tx, { tenantId: actor.tenantId, id });
  });
}

/** Adds an internal note (author and time) to an open order. */
export function addWorkOrderNote(db: Db, actor: Actor, id: string, body: string) {
  return act(db, actor, async (tx) => {
    assertEditable(await lockOrder(actor)(tx, { tenantId: actor.tenantId, id }));
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
  const order = await lockOrder(actor)(tx, { tenantId: actor.tenantId, id });
  if (order.status !== 'done')
    throw new AppError(422, 'invalid_transition', { params: { from: order.status, to: 'invoiced' } });
  const lines = await tx
    .select()
    .from(workOrderLines)
    .where(eq(workOrderLines.workOrderId, id))
    .orderBy(asc(workOrderLines.position));
  return { order, lines };
}
