import 'server-only';

import { and, asc, eq, sql } from 'drizzle-orm';
import type { WorkOrder, WorkOrderListItem } from '@/lib/schemas/work-orders';
import { computeTotals, pricedLine, storedDiscount } from '@/lib/utils/document-totals';
import type { DbOrTx } from '../../db/client';
import {
  customerAddresses,
  customerContacts,
  users,
  workOrderLines,
  workOrderNotes,
  workOrders,
} from '../../db/schema';
import type { Viewer } from '../../kit/actor';
import { getOfferRowOrThrow } from '../offers/detail';
import { statusHistoryOf } from '../../kit/status-history';
import { WORK_ORDER_ENTITY, workOrderService } from './work-orders';

/** The number of the offer a work order came from (null once that offer is gone). */
async function offerNumberOf(db: DbOrTx, tenantId: string, offerId: string): Promise<string | null> {
  try {
    return (await getOfferRowOrThrow(db, { tenantId, id: offerId })).number;
  } catch {
    return null;
  }
}

/** The whole work order: lines with totals, contact, address, checklist, notes and status history. */
export async function getWorkOrder(
  db: DbOrTx,
  opts: { tenantId: string; id: string; viewer?: Viewer },
): Promise<WorkOrder> {
  const head: WorkOrderListItem = await workOrderService.get(db, opts);
  const { tenantId, id } = opts;
  const [[row], lines, notes, history] = await Promise.all([
    db
      .select({
        order: workOrders,
        contactName: customerContacts.name,
        address: customerAddresses,
      })
      .from(workOrders)
      .leftJoin(customerContacts, eq(customerContacts.id, workOrders.contactId))
      .leftJoin(customerAddresses, eq(customerAddresses.id, workOrders.addressId))
      .where(and(eq(workOrders.id, id), eq(workOrders.tenantId, tenantId))),
    db.select().from(workOrderLines).where(eq(workOrderLines.workOrderId, id)).orderBy(asc(workOrderLines.position)),
    db
      .select({
        id: workOrderNotes.id,
        body: workOrderNotes.body,
        createdAt: workOrderNotes.createdAt,
        authorName: sql<string | null>`nullif(trim(${users.name} || ' ' || ${users.surname}), '')`,
      })
      .from(workOrderNotes)
      .leftJoin(users, eq(users.id, workOrderNotes.authorId))
      .where(eq(workOrderNotes.workOrderId, id))
      .orderBy(asc(workOrderNotes.createdAt), asc(workOrderNotes.id)),
    statusHistoryOf(db, { tenantId, entity: WORK_ORDER_ENTITY, id }),
  ]);
  const order = row!.order;
  const a = row!.address;
  const discount = storedDiscount(order);
  const totals = computeTotals(lines, discount);
  return {
    ...head,
    contactId: order.contactId,
    contactName: row!.contactName,
    addressId: order.addressId,
    addressText: a ? [a.title, a.line, a.district, a.city].filter(Boolean).join(', ') : null,
    offerId: order.offerId,
    offerNumber: order.offerId ? await offerNumberOf(db, tenantId, order.offerId) : null,
    description: order.description,
    lines: lines.map((l) => ({
      id: l.id,
      kind: l.kind as WorkOrder['lines'][number]['kind'],
      itemId: l.itemId,
      description: l.description,
      ...pricedLine(l),
    })),
    discount,
    subtotal: order.subtotal,
    documentDiscount: order.documentDiscount,
    netTotal: order.netTotal,
    vatTotal: order.vatTotal,
    vat: totals.vat,
    withholdingTotal: order.withholdingTotal,
    payableTotal: order.payableTotal,
    checklist: order.checklist,
    completionNote: order.completionNote,
    completedAt: order.completedAt?.toISOString() ?? null,
    notes: notes.map((n) => ({ ...n, createdAt: n.createdAt.toISOString() })),
    history,
    createdAt: order.createdAt.toISOString(),
  };
}
