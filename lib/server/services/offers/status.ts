import 'server-only';

import { and, eq, max } from 'drizzle-orm';
import { detailPath } from '@/lib/modules/module-links';
import type { Offer, OfferLine, StoredOfferStatus } from '@/lib/schemas/offers';
import { addCalendarDays, istanbulToday } from '@/lib/utils/dates';
import { storedDiscount } from '@/lib/utils/document-totals';
import type { Db, Tx } from '../../db/client';
import { customers, offers, type OfferRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { Actor } from '../../kit/actor';
import { allocateDocumentNumber } from '../../kit/counters';
import { tenantWrite } from '../../kit/records';
import { recordStatusChange } from '../../kit/status-history';
import { changeRecord, transition } from '../../kit/transition';
import { auditRecord } from '../audit';
import { notify } from '../notifications/notify';
import { activeTenantUsers, tenantUsersWith } from '../notifications/recipients';
import { getOffer, getOfferRowOrThrow, offerLinesOf, type OfferRecord } from './detail';
import { OFFER_COUNTER, OFFER_ENTITY, offerSearchText, writeOfferLines } from './offers';
import { offerMachine, readOfferSettings, type OfferInput, type OfferLineValues } from './rules';

/**
 * Who changes an offer's status: a tenant user, or a customer's portal account (then `customerId`
 * limits it to that customer's offers; another customer's offer is a 404).
 */
export interface OfferActor {
  tenantId: string;
  userId: string;
  ip?: string | null;
  customerId?: string;
}

/** The offer a status change locks: the actor's tenant's, and a portal actor's own customer's (else 404). */
export const lockedOffer = (actor: OfferActor) => (tx: Tx, key: { tenantId: string; id: string }) =>
  getOfferRowOrThrow(tx, { ...key, customerId: actor.customerId, forUpdate: true });

/**
 * Locks the offer, runs `check` on it, checks the version the caller saw, and moves it to `to`
 * with a history entry and an audit row (the kit's transition).
 */
export async function transitionOffer(
  tx: Tx,
  actor: OfferActor,
  id: string,
  change: {
    to: OfferRow['status'];
    version?: number;
    comment?: string | null;
    values?: Partial<OfferRow>;
    check?: (row: OfferRecord) => void;
  },
): Promise<OfferRow> {
  const { after } = await transition(tx, actor, {
    table: offers,
    entity: OFFER_ENTITY,
    id,
    lock: lockedOffer(actor),
    check: change.check,
    version: change.version,
    machine: offerMachine,
    to: change.to as StoredOfferStatus,
    comment: change.comment,
    values: () => change.values ?? {},
  });
  return after;
}

/**
 * Records the customer's answer to a sent offer: accepted or rejected, with a note. Staff call it
 * with the answer given by phone or in person; the portal calls it with the customer's own answer
 * (actor.customerId set). Accepting an expired offer is refused with 422 `offer_expired`. The
 * portal's customer answers once: an offer no longer sent answers 409 `offer_answered`, and an
 * expired one can be neither accepted nor rejected (422), both checked under the row lock.
 */
export async function decideOffer(
  db: Db,
  actor: OfferActor,
  id: string,
  input: { status: 'accepted' | 'rejected'; note?: string | null; version?: number },
): Promise<Offer> {
  await tenantWrite(db, actor.tenantId, offers, async (tx) => {
    const decided = await transitionOffer(tx, actor, id, {
      to: input.status,
      version: input.version,
      comment: input.note,
      values: { decidedAt: new Date(), decisionNote: input.note ?? null },
      check: (row) => {
        if (actor.customerId && row.status !== 'sent') throw new AppError(409, 'offer_answered');
        if ((actor.customerId || input.status === 'accepted') && row.displayStatus === 'expired')
          throw new AppError(422, 'offer_expired');
      },
    });
    if (actor.customerId) await notifyOfferAnswered(tx, decided);
  });
  return getOffer(db, { tenantId: actor.tenantId, id, customerId: actor.customerId });
}

/** Tells the offer's creator and the users who may update offers that the customer answered. */
async function notifyOfferAnswered(tx: Tx, offer: OfferRow) {
  const [customer] = await tx
    .select({ name: customers.name })
    .from(customers)
    .where(eq(customers.id, offer.customerId));
  const [creator, updaters] = await Promise.all([
    activeTenantUsers(tx, { tenantId: offer.tenantId, ids: [offer.createdBy] }),
    tenantUsersWith(tx, { tenantId: offer.tenantId, code: 'offers.update' }),
  ]);
  await notify(
    tx,
    {
      tenantId: offer.tenantId,
      kind: offer.status === 'accepted' ? 'offer_accepted' : 'offer_rejected',
      params: { number: offer.number, customer: customer?.name ?? '' },
      link: detailPath('offers', offer.id),
      entityId: offer.id,
    },
    [...creator, ...updaters],
  );
}

/** The input that recreates an offer (for a revision or a copy). */
async function inputOf(tx: Tx, row: OfferRow): Promise<OfferInput> {
  const lines = await offerLinesOf(tx, { tenantId: row.tenantId, id: row.id });
  return {
    customerId: row.customerId,
    contactId: row.contactId,
    offerDate: row.offerDate,
    validUntil: row.validUntil,
    currency: row.currency as OfferInput['currency'],
    subject: row.subject,
    intro: row.intro,
    terms: row.terms,
    internalNote: row.internalNote,
    discount: storedDiscount(row),
    lines: lines.map(({ id: _id, net: _n, documentDiscount: _d, taxable: _t, ...line }) => ({
      ...line,
      vatRate: line.vatRate as OfferLineValues['vatRate'],
      vatExemptionCode: line.vatExemptionCode as OfferLineValues['vatExemptionCode'],
      withholdingCode: line.withholdingCode as OfferLineValues['withholdingCode'],
      quantity: trimQuantity(line.quantity),
    })),
  };
}

/** '2.500' -> '2.5', '3.000' -> '3': the stored scale is not part of the value. */
const trimQuantity = (q: string) => (q.includes('.') ? q.replace(/0+$/, '').replace(/\.$/, '') : q);

async function insertOffer(
  tx: Tx,
  actor: Actor,
  source: OfferRow,
  input: OfferInput,
  numbering: { baseNumber: string; number: string; revision: number; previousId: string | null },
): Promise<string> {
  const [customer] = await tx
    .select({ name: customers.name })
    .from(customers)
    .where(eq(customers.id, input.customerId));
  const [created] = await tx
    .insert(offers)
    .values({
      ...source,
      id: undefined,
      ...numbering,
      offerDate: input.offerDate,
      validUntil: input.validUntil,
      status: 'draft',
      sentAt: null,
      sentBy: null,
      decidedAt: null,
      decisionNote: null,
      convertedAt: null,
      convertedTo: null,
      searchText: offerSearchText(numbering.number, customer?.name ?? '', input.subject),
      createdBy: actor.userId,
      createdAt: undefined,
      updatedAt: undefined,
      version: 1,
    })
    .returning({ id: offers.id });
  await writeOfferLines(tx, actor.tenantId, created!.id, input);
  await recordStatusChange(tx, actor, { entity: OFFER_ENTITY, id: created!.id, from: null, to: 'draft' });
  return created!.id;
}

/**
 * Revises a sent (or rejected) offer: a new draft revision with the same number and the next
 * revision (TKL-2026-00007/2) and the same content; the earlier one stays readable as 'revised'.
 */
export async function reviseOffer(db: Db, actor: Actor, id: string, version?: number): Promise<Offer> {
  const newId = await tenantWrite(db, actor.tenantId, offers, async (tx) => {
    const source = await transitionOffer(tx, actor, id, { to: 'revised', version });
    const [latest] = await tx
      .select({ revision: max(offers.revision) })
      .from(offers)
      .where(and(eq(offers.tenantId, actor.tenantId), eq(offers.baseNumber, source.baseNumber)));
    const revision = (latest?.revision ?? source.revision) + 1;
    const input = await inputOf(tx, source);
    const revised = await insertOffer(tx, actor, source, input, {
      baseNumber: source.baseNumber,
      number: `${source.baseNumber}/${revision}`,
      revision,
      previousId: source.id,
    });
    await auditRecord(tx, actor, {
      entity: OFFER_ENTITY,
      action: 'revise',
      id: revised,
      data: { from: source.number },
    });
    return revised;
  });
  return getOffer(db, { tenantId: actor.tenantId, id: newId });
}

/** Copies any offer into a new draft with its own number, dated today. */
export async function copyOffer(db: Db, actor: Actor, id: string): Promise<Offer> {
  const newId = await tenantWrite(db, actor.tenantId, offers, async (tx) => {
    const source = await getOfferRowOrThrow(tx, { tenantId: actor.tenantId, id });
    const settings = await readOfferSettings(tx, actor.tenantId);
    const today = istanbulToday();
    const input = {
      ...(await inputOf(tx, source)),
      offerDate: today,
      validUntil: addCalendarDays(today, settings.validityDays),
    };
    const number = await allocateDocumentNumber(tx, {
      tenantId: actor.tenantId,
      kind: OFFER_COUNTER,
      pattern: settings.numberPattern,
    });
    const copy = await insertOffer(tx, actor, source, input, {
      baseNumber: number,
      number,
      revision: 1,
      previousId: null,
    });
    await auditRecord(tx, actor, { entity: OFFER_ENTITY, action: 'copy', id: copy, data: { from: source.number } });
    return copy;
  });
  return getOffer(db, { tenantId: actor.tenantId, id: newId });
}

/** Only an accepted offer not yet converted is converted; anything else is refused with 422. */
function assertConvertible(offer: OfferRow) {
  if (offer.status !== 'accepted')
    throw new AppError(422, 'invalid_transition', { params: { from: offer.status, to: 'converted' } });
  if (offer.convertedAt) throw new AppError(422, 'not_editable');
}

/**
 * For the work orders and invoices modules: an accepted offer's header and lines, locked in the
 * caller's transaction, to convert (assertConvertible).
 */
export async function offerForConversion(
  tx: Tx,
  opts: { tenantId: string; id: string },
): Promise<{ offer: OfferRow; lines: OfferLine[] }> {
  const offer = await getOfferRowOrThrow(tx, { ...opts, forUpdate: true });
  assertConvertible(offer);
  return { offer, lines: await offerLinesOf(tx, opts) };
}

/** For the work orders module: marks an accepted offer converted, in the transaction that created `workOrderId`. */
export async function markOfferConverted(
  tx: Tx,
  actor: Actor,
  opts: { id: string; workOrderId: string },
): Promise<void> {
  await changeRecord(tx, actor, {
    table: offers,
    entity: OFFER_ENTITY,
    id: opts.id,
    check: assertConvertible,
    values: () => ({ convertedAt: new Date(), convertedTo: opts.workOrderId }),
    audit: { action: 'convert', data: () => opts },
  });
}
