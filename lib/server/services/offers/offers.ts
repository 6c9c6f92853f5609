import 'server-only';

import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { ListOffersQuery, OfferListItem, OfferStatus } from '@/lib/schemas/offers';
import { storedDiscount } from '@/lib/utils/document-totals';
import { foldTurkish } from '@/lib/utils/turkish';
import type { DbOrTx, Tx } from '../../db/client';
import { customers, offerLines, offers, type OfferRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { Actor } from '../../kit/actor';
import { allocateDocumentNumber } from '../../kit/counters';
import { crudService } from '../../kit/crud-service';
import { documentChanges, pricedLineFields } from '../../kit/line-changes';
import { recordStatusChange } from '../../kit/status-history';
import { offerDisplayStatusSql, offerOpenSql, offerShownAs } from './display-status';
import { assertOfferReferences, normalizeLine, readOfferSettings, totalColumns, type OfferInput } from './rules';
import { documentTotalColumns } from '../documents/total-columns';

export const OFFER_ENTITY = 'offer';
export const OFFER_COUNTER = 'offer';

const offerSelect = (db: DbOrTx) =>
  db
    .select({ row: offers, customerName: customers.name, displayStatus: offerDisplayStatusSql })
    .from(offers)
    .innerJoin(customers, eq(customers.id, offers.customerId))
    .$dynamic();

export function toOfferListItem({
  row,
  customerName,
  displayStatus,
}: {
  row: OfferRow;
  customerName: string;
  displayStatus: OfferStatus;
}): OfferListItem {
  return {
    id: row.id,
    number: row.number,
    revision: row.revision,
    customerId: row.customerId,
    customerName,
    subject: row.subject,
    offerDate: row.offerDate,
    validUntil: row.validUntil,
    currency: row.currency,
    status: displayStatus,
    grandTotal: row.grandTotal,
    version: row.version,
  };
}

export const offerSearchText = (number: string, customerName: string, subject: string) =>
  foldTurkish(`${number} ${customerName} ${subject}`);

/** Replaces an offer's lines with the input's, in order, with their computed totals. */
export async function writeOfferLines(tx: Tx, tenantId: string, offerId: string, input: OfferInput) {
  await tx.delete(offerLines).where(and(eq(offerLines.offerId, offerId), eq(offerLines.tenantId, tenantId)));
  const { totals } = documentTotalColumns(input);
  await tx.insert(offerLines).values(
    input.lines.map((line, position) => ({
      ...normalizeLine(line),
      tenantId,
      offerId,
      position,
      ...totals.lines[position]!,
    })),
  );
}

/** The line-level and discount changes of an offer update, for its audit entry. */
async function offerAuditChanges(tx: Tx, before: OfferRow, input: OfferInput) {
  const lines = await tx
    .select()
    .from(offerLines)
    .where(eq(offerLines.offerId, before.id))
    .orderBy(asc(offerLines.position));
  return documentChanges({ lines, discount: storedDiscount(before) }, input, {
    name: 'text',
    description: 'text',
    ...pricedLineFields,
  });
}

/**
 * Offers through the kit: paged list with Turkish search over number, customer and subject; a
 * create allocates the number in its own transaction; only drafts are edited or deleted (422).
 */
export const offerService = crudService({
  entity: OFFER_ENTITY,
  table: offers,
  select: offerSelect,
  toDto: toOfferListItem,
  columns: (input: OfferInput) => ({
    customerId: input.customerId,
    contactId: input.contactId,
    offerDate: input.offerDate,
    validUntil: input.validUntil,
    currency: input.currency,
    subject: input.subject,
    intro: input.intro,
    terms: input.terms,
    internalNote: input.internalNote,
    ...totalColumns(input),
  }),
  prepare: async (tx, actor, input, before) => {
    if (before && before.status !== 'draft') throw new AppError(422, 'not_editable');
    const customerName = await assertOfferReferences(tx, actor.tenantId, input);
    if (before) return { searchText: offerSearchText(before.number, customerName, input.subject) };
    const { numberPattern } = await readOfferSettings(tx, actor.tenantId);
    const number = await allocateDocumentNumber(tx, {
      tenantId: actor.tenantId,
      kind: OFFER_COUNTER,
      pattern: numberPattern,
    });
    return {
      baseNumber: number,
      number,
      revision: 1,
      status: 'draft',
      createdBy: actor.userId,
      searchText: offerSearchText(number, customerName, input.subject),
    };
  },
  auditChanges: offerAuditChanges,
  afterWrite: async (tx, actor, id, input) => {
    await writeOfferLines(tx, actor.tenantId, id, input);
    const [row] = await tx.select({ version: offers.version }).from(offers).where(eq(offers.id, id));
    // The first version of a record starts its status history.
    if (row?.version === 1) await recordStatusChange(tx, actor, { entity: OFFER_ENTITY, id, from: null, to: 'draft' });
  },
  search: { folded: offers.searchText },
  sort: {
    offerDate: offers.offerDate,
    number: offers.number,
    grandTotal: offers.grandTotal,
    createdAt: offers.createdAt,
  },
  filters: (q: ListOffersQuery) => [
    q.status ? offerShownAs(q.status) : undefined,
    q.customerId ? eq(offers.customerId, q.customerId) : undefined,
    q.dateFrom ? gte(offers.offerDate, q.dateFrom) : undefined,
    q.dateTo ? lte(offers.offerDate, q.dateTo) : undefined,
  ],
  beforeDelete: async (_tx: Tx, _actor: Actor, row) => {
    if (row.status !== 'draft') throw new AppError(422, 'not_editable');
  },
  label: (row) => row.number,
});

/** Offers that are still open: sent and not expired (the dashboard and the portal home count them). */
export const openOfferFilter = (tenantId: string) => and(eq(offers.tenantId, tenantId), offerOpenSql);
