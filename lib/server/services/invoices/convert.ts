import 'server-only';

import { and, eq, ne } from 'drizzle-orm';
import type { Invoice } from '@/lib/schemas/invoices';
import { storedDiscount } from '@/lib/utils/document-totals';
import type { Db, Tx } from '../../db/client';
import { invoices } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../errors';
import type { Actor } from '../../kit/actor';
import { tenantWrite } from '../../kit/records';
import { offerForConversion } from '../offers/status';
import { workOrderForInvoicing } from '../work-orders/actions';
import type { InvoiceInput } from './prepare';
import { getInvoice } from './read';
import { insertDraft } from './write';

/** Payment term of an invoice made from another document (the customer has no term of its own yet). */
const TERM_DAYS = 30;
const istanbulToday = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Istanbul' });
const plusDays = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The header of a draft made from another document: dated today, due after the payment term. */
function draftHeader(customerId: string, notes: string) {
  const invoiceDate = istanbulToday();
  return {
    kind: 'sales' as const,
    customerId,
    seriesId: null,
    originalInvoiceId: null,
    invoiceDate,
    dueDate: plusDays(invoiceDate, TERM_DAYS),
    currency: 'TRY' as const,
    notes,
  };
}

type InvoiceLineInput = InvoiceInput['lines'][number];
type PricedLine = Pick<InvoiceLineInput, 'quantity' | 'unit' | 'unitPrice' | 'discountRate'> & { vatRate: number };

/**
 * A source document's line as an invoice line: quantities and prices as they were. KDV 0 needs a
 * GİB exemption reason the source does not carry: the draft asks for it before issuing.
 */
const carriedLine = (
  l: PricedLine,
  item: Pick<InvoiceLineInput, 'itemKind' | 'productId' | 'laborId' | 'description'>,
): InvoiceLineInput => ({
  ...item,
  quantity: l.quantity,
  unit: l.unit,
  unitPrice: l.unitPrice,
  discountRate: l.discountRate,
  vatRate: l.vatRate as InvoiceLineInput['vatRate'],
  vatExemptionCode: null,
});

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
      discount: storedDiscount(offer),
      lines: lines.map((l) =>
        carriedLine(l, {
          itemKind: l.kind === 'free' ? 'text' : l.kind,
          productId: l.productId,
          laborId: l.laborId,
          description: l.description ? `${l.name} – ${l.description}` : l.name,
        }),
      ),
    };
    return insertDraft(tx, actor, input, { offerId });
  });
}

/**
 * 'Faturalandır' on a done work order: a draft invoice with the order's customer and lines (products,
 * labor and other work as text lines). One work order invoices once.
 */
export function invoiceFromWorkOrder(db: Db, actor: Actor, workOrderId: string): Promise<Invoice> {
  return converting(db, actor, async (tx) => {
    const { order, lines } = await workOrderForInvoicing(tx, actor, workOrderId);
    await assertNotInvoiced(tx, actor.tenantId, { workOrderId });
    const input: InvoiceInput = {
      ...draftHeader(order.customerId, `${order.number} numaralı iş emri`),
      discount: null,
      lines: lines.map((l) =>
        carriedLine(l, {
          itemKind: l.kind === 'other' ? 'text' : (l.kind as 'product' | 'labor'),
          productId: l.kind === 'product' ? l.itemId : null,
          laborId: l.kind === 'labor' ? l.itemId : null,
          description: l.description,
        }),
      ),
    };
    return insertDraft(tx, actor, input, { workOrderId });
  });
}
