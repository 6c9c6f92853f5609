import 'server-only';

import { and, asc, eq, sql } from 'drizzle-orm';
import type { Offer, OfferLine, OfferStatus } from '@/lib/schemas/offers';
import { storedDiscount } from '@/lib/utils/document-totals';
import type { DbOrTx } from '../../db/client';
import { customerContacts, customers, offerLines, offers, users, type OfferRow } from '../../db/schema';
import { notFound } from '../../errors';
import { statusHistoryOf } from '../../kit/status-history';
import { offerDisplayStatusSql } from './display-status';
import { OFFER_ENTITY, toOfferListItem } from './offers';

/** An offer row with the status it is shown with ('expired' is computed, never stored). */
export type OfferRecord = OfferRow & { displayStatus: OfferStatus };

/** The tenant's offer row (optionally locked), or 404; `customerId` narrows it to one customer (the portal). */
export async function getOfferRowOrThrow(
  db: DbOrTx,
  opts: { tenantId: string; id: string; customerId?: string; forUpdate?: boolean },
): Promise<OfferRecord> {
  const query = db
    .select({ row: offers, displayStatus: offerDisplayStatusSql })
    .from(offers)
    .where(and(eq(offers.id, opts.id), eq(offers.tenantId, opts.tenantId)))
    .limit(1);
  const [found] = opts.forUpdate ? await query.for('update') : await query;
  if (!found || (opts.customerId && found.row.customerId !== opts.customerId)) throw notFound();
  return { ...found.row, displayStatus: found.displayStatus };
}

/** An offer's lines in order. */
export async function offerLinesOf(db: DbOrTx, opts: { tenantId: string; id: string }): Promise<OfferLine[]> {
  const rows = await db
    .select()
    .from(offerLines)
    .where(and(eq(offerLines.offerId, opts.id), eq(offerLines.tenantId, opts.tenantId)))
    .orderBy(asc(offerLines.position));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as OfferLine['kind'],
    productId: r.productId,
    laborId: r.laborId,
    name: r.name,
    description: r.description,
    quantity: r.quantity,
    unit: r.unit,
    unitPrice: r.unitPrice,
    discountRate: r.discountRate,
    vatRate: r.vatRate,
    vatExemptionCode: r.vatExemptionCode,
    withholdingCode: r.withholdingCode,
    net: r.net,
    documentDiscount: r.documentDiscount,
    taxable: r.taxable,
  }));
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The whole offer: header, contact, lines, totals, KDV breakdown, status history and its revisions. */
export async function getOffer(
  db: DbOrTx,
  opts: { tenantId: string; id: string; customerId?: string },
): Promise<Offer> {
  const row = await getOfferRowOrThrow(db, opts);
  const [[extra], lines, history, revisions] = await Promise.all([
    db
      .select({
        customerName: customers.name,
        customerEmail: customers.email,
        contactName: customerContacts.name,
        contactEmail: customerContacts.email,
        sentByName: sql<string | null>`nullif(trim(${users.name} || ' ' || ${users.surname}), '')`,
      })
      .from(customers)
      .leftJoin(customerContacts, eq(customerContacts.id, sql`${row.contactId}::uuid`))
      .leftJoin(users, eq(users.id, sql`${row.sentBy}::uuid`))
      .where(eq(customers.id, row.customerId)),
    offerLinesOf(db, opts),
    statusHistoryOf(db, { tenantId: opts.tenantId, entity: OFFER_ENTITY, id: row.id }),
    db
      .select({ id: offers.id, number: offers.number, revision: offers.revision, status: offers.status })
      .from(offers)
      .where(and(eq(offers.tenantId, opts.tenantId), eq(offers.baseNumber, row.baseNumber)))
      .orderBy(asc(offers.revision)),
  ]);
  return {
    ...toOfferListItem({ row, customerName: extra?.customerName ?? '', displayStatus: row.displayStatus }),
    baseNumber: row.baseNumber,
    contactId: row.contactId,
    contactName: extra?.contactName ?? null,
    contactEmail: extra?.contactEmail ?? null,
    intro: row.intro,
    terms: row.terms,
    internalNote: row.internalNote,
    discount: storedDiscount(row),
    lines,
    subtotal: row.subtotal,
    documentDiscount: row.documentDiscount,
    netTotal: row.netTotal,
    vat: row.vatBreakdown,
    vatTotal: row.vatTotal,
    withholdingTotal: row.withholdingTotal,
    payableTotal: row.payableTotal,
    sentAt: iso(row.sentAt),
    sentByName: extra?.sentByName ?? null,
    decidedAt: iso(row.decidedAt),
    decisionNote: row.decisionNote,
    convertedAt: iso(row.convertedAt),
    convertedTo: row.convertedTo,
    history,
    revisions,
    createdAt: row.createdAt.toISOString(),
  };
}
