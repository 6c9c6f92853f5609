import 'server-only';

import { and, eq, ne } from 'drizzle-orm';
import type { Invoice } from '@/lib/schemas/invoices';
import { addCalendarDays, istanbulToday } from '@/lib/utils/dates';
import type { Db, Tx } from '../../db/client';
import { invoices } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../errors';
import type { Actor } from '../../kit/actor';
import { tenantWrite } from '../../kit/records';
import { carriedDiscount, fromOfferLine, fromWorkOrderLine, toInvoiceLine } from '../documents/carried-lines';
import { offerForConversion } from '../offers/status';
import { workOrderForInvoicing } from '../work-orders/actions';
import type { InvoiceInput } from './prepare';
import { getInvoice } from './read';
import { insertDraft } from './write';

/** Payment term of an invoice made from another document (the customer has no term of its own yet). */
const TERM_DAYS = 30;

/** The header of a draft made from another document: dated today, due after the payment term. */
function draftHeader(customerId: string, notes: string) {
  const invoiceDate = istanbulToday();
  return {
    kind: 'sales' as const,
    customerId,
    seriesId: null,
    originalInvoiceId: null,
    invoiceDate,
    dueDate: addCalendarDays(invoiceDate, TERM_DAYS),
    currency: 'TRY' as const,
    notes,
  };
}

/** One document invoices once: a second invoice (unless the first was cancelled) is refused with 422. */
async function assertNotInvoiced(tx: Tx, tenantId: string, source: { offerId?: string; workOrderId?: string }) {
  const [existing] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.tenantId, tenantId),
        source.offerId ? eq(invoices.offerId, source.offerId) : eq(invoices.workOrderId, source.workOrderId!),
        ne(invoices.status, 'cancelled'),
      ),
    )
    .limit(1);
  if (existing) throw new AppError(422, 'already_invoiced');
}

/** Runs a conversion; the partial unique index answers a race the same way as the check. */
async function converting(db: Db, actor: Actor, work: (tx: Tx) => Promise<string>): Promise<Invoice> {
  try {
    return await tenantWrite(db, actor.tenantId, invoices, async (tx) =>
      getInvoice(tx, { tenantId: actor.tenantId, id: await work(tx) }),
    );
  } catch (error) {
    if (
      isUniqueViolation(error, 'invoices_tenant_offer_key') ||
      isUniqueViolation(error, 'invoices_tenant_work_order_key')
    )
      throw new AppError(422, 'already_invoiced');
    throw error;
  }
}

/**
 * 'Faturalandır' on an accepted offer: a draft invoice with the offer's customer, lines and
 * document discount. An offer already turned into a work order is invoiced through the work order.
 */
export function invoiceFromOffer(db: Db, actor: Actor, offerId: string): Promise<Invoice> {
  return converting(db, actor, async (tx) => {
    const { offer, lines } = await offerForConversion(tx, { tenantId: actor.tenantId, id: offerId });
    await assertNotInvoiced(tx, actor.tenantId, { offerId });
    const input: InvoiceInput = {
      ...draftHeader(offer.customerId, `${offer.number} numaralı teklif`),
      discount: carriedDiscount(offer),
      lines: lines.map((l) => toInvoiceLine(fromOfferLine(l))),
    };
    return insertDraft(tx, actor, input, { offerId });
  });
}

/**
 * 'Faturalandır' on a done work order: a draft invoice with the order's customer, lines (products,
 * labor and other work as text lines) and document discount. One work order invoices once.
 */
export function invoiceFromWorkOrder(db: Db, actor: Actor, workOrderId: string): Promise<Invoice> {
  return converting(db, actor, async (tx) => {
    const { order, lines } = await workOrderForInvoicing(tx, actor, workOrderId);
    await assertNotInvoiced(tx, actor.tenantId, { workOrderId });
    const input: InvoiceInput = {
      ...draftHeader(order.customerId, `${order.number} numaralı iş emri`),
      discount: carriedDiscount(order),
      lines: lines.map((l) => toInvoiceLine(fromWorkOrderLine(l))),
    };
    return insertDraft(tx, actor, input, { workOrderId });
  });
}
