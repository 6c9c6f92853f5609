import 'server-only';

import { and, eq } from 'drizzle-orm';
import type { WorkOrder } from '@/lib/schemas/work-orders';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { workOrders } from '../../db/schema';
import { AppError } from '../../errors';
import type { Actor } from '../../kit/actor';
import { tenantWrite } from '../../kit/records';
import { markOfferConverted, offerForConversion } from '../offers/status';
import { auditRecord } from '../audit';
import { carriedDiscount, fromOfferLine, toWorkOrderLine } from '../documents/carried-lines';
import { getWorkOrder } from './detail';
import { WORK_ORDER_ENTITY, workOrderService } from './work-orders';

const alreadyConverted = () => new AppError(409, 'conflict', { fields: { offerId: { key: 'offerAlreadyConverted' } } });

/**
 * 'İş emrine dönüştür': an accepted offer becomes a planned work order with its customer, contact,
 * lines and document discount (so exactly its total), in one transaction that also marks the offer converted (a link both ways). A second
 * conversion answers 409; a draft, sent, rejected or revised offer 422 (the offers service's rule).
 */
export async function convertOfferToWorkOrder(db: Db, actor: Actor, offerId: string): Promise<WorkOrder> {
  try {
    const id = await tenantWrite(db, actor.tenantId, workOrders, async (tx: Tx) => {
      const [existing] = await tx
        .select({ id: workOrders.id })
        .from(workOrders)
        .where(and(eq(workOrders.tenantId, actor.tenantId), eq(workOrders.offerId, offerId)));
      if (existing) throw alreadyConverted();
      const { offer, lines } = await offerForConversion(tx, { tenantId: actor.tenantId, id: offerId });
      // The work order's own create (number, totals, history), inside this transaction.
      const created = await workOrderService.create(tx as unknown as Db, actor, {
        customerId: offer.customerId,
        contactId: offer.contactId,
        addressId: null,
        title: offer.subject,
        description: null,
        priority: 'normal',
        plannedStart: null,
        plannedEnd: null,
        assigneeIds: [],
        discount: carriedDiscount(offer),
        lines: lines.map((l) => toWorkOrderLine(fromOfferLine(l))),
        checklist: [],
      });
      await tx.update(workOrders).set({ offerId }).where(eq(workOrders.id, created.id));
      await markOfferConverted(tx, actor, { id: offerId, workOrderId: created.id });
      await auditRecord(tx, actor, {
        entity: WORK_ORDER_ENTITY,
        action: 'convert',
        id: created.id,
        data: { offerId, offerNumber: offer.number },
      });
      return created.id;
    });
    return await getWorkOrder(db, { tenantId: actor.tenantId, id });
  } catch (error) {
    if (isUniqueViolation(error, 'work_orders_tenant_offer_key')) throw alreadyConverted();
    // Converted between our check and the offer's lock: the offers service calls it not editable.
    if (error instanceof AppError && error.code === 'not_editable') throw alreadyConverted();
    throw error;
  }
}
