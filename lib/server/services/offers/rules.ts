import 'server-only';

import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { StoredOfferStatus, createOfferInputSchema } from '@/lib/schemas/offers';
import type { DbOrTx } from '../../db/client';
import { customerContacts, customers, labors, offerSettings, products } from '../../db/schema';
import { AppError } from '../../errors';
import { assertTenantReferences } from '../../kit/references';
import type { StatusMachine } from '../../kit/status-history';
import { documentTotalColumns } from '../documents/total-columns';

export type OfferInput = z.output<typeof createOfferInputSchema>;
export type OfferLineValues = OfferInput['lines'][number];

/**
 * The offer's life: a draft is sent; a sent offer is accepted or rejected (by staff recording the
 * customer's answer, or by the customer in the portal), or revised into a new draft revision; a
 * rejected one may be revised too; a sent offer may be sent again. 'expired' is not stored
 * (display-status.ts).
 */
export const offerMachine: StatusMachine<StoredOfferStatus> = {
  draft: ['sent'],
  sent: ['accepted', 'rejected', 'revised'],
  rejected: ['revised'],
  accepted: [],
  revised: [],
};

export const DEFAULT_OFFER_PATTERN = 'TKL-{YYYY}-{00000}';
export const DEFAULT_VALIDITY_DAYS = 15;

/** The stored discount and total columns of an offer input, with its KDV breakdown. */
export function totalColumns(input: Pick<OfferInput, 'lines' | 'discount'>) {
  const { totals, columns } = documentTotalColumns(input);
  return { ...columns, vatBreakdown: totals.vat };
}

/** The tenant's numbering pattern and default validity (defaults until saved). */
export async function readOfferSettings(db: DbOrTx, tenantId: string) {
  const [row] = await db.select().from(offerSettings).where(eq(offerSettings.tenantId, tenantId)).limit(1);
  return {
    numberPattern: row?.numberPattern ?? DEFAULT_OFFER_PATTERN,
    validityDays: row?.validityDays ?? DEFAULT_VALIDITY_DAYS,
    version: row?.version ?? 0,
  };
}

const fieldError = (field: string, key: string) =>
  new AppError(400, 'validation_failed', { fields: { [field]: { key } } });

/**
 * The references of an offer must be the tenant's: a live customer, one of its contacts, and
 * catalogue items of the right kind. Answers the customer's name (it is searched with the offer).
 */
export async function assertOfferReferences(db: DbOrTx, tenantId: string, input: OfferInput): Promise<string> {
  const [customer] = await db
    .select({ name: customers.name })
    .from(customers)
    .where(and(eq(customers.id, input.customerId), eq(customers.tenantId, tenantId), isNull(customers.deletedAt)))
    .limit(1);
  if (!customer) throw fieldError('customerId', 'invalidCustomer');
  await assertTenantReferences(
    db,
    customerContacts,
    tenantId,
    { field: 'contactId', id: input.contactId },
    { key: 'invalidContact', where: eq(customerContacts.customerId, input.customerId) },
  );
  await assertCatalogueLines(db, tenantId, input.lines);
  return customer.name;
}

/** Product and labor lines point at the tenant's own catalogue items (else a field error on the line). */
export async function assertCatalogueLines(db: DbOrTx, tenantId: string, lines: OfferLineValues[]) {
  // A catalogue line names its item: one without it is refused like an unknown one.
  lines.forEach((line, i) => {
    if (line.kind === 'product' && !line.productId) throw fieldError(`lines.${i}.productId`, 'invalidProduct');
    if (line.kind === 'labor' && !line.laborId) throw fieldError(`lines.${i}.laborId`, 'invalidLabor');
  });
  const named = (kind: 'product' | 'labor', key: 'productId' | 'laborId') =>
    lines.map((l, i) => ({ field: `lines.${i}.${key}`, id: l.kind === kind ? l[key] : null }));
  await assertTenantReferences(db, products, tenantId, named('product', 'productId'), { key: 'invalidProduct' });
  await assertTenantReferences(db, labors, tenantId, named('labor', 'laborId'), { key: 'invalidLabor' });
}

/** A line keeps only the catalogue link of its own kind. */
export const normalizeLine = (line: OfferLineValues): OfferLineValues => ({
  ...line,
  productId: line.kind === 'product' ? line.productId : null,
  laborId: line.kind === 'labor' ? line.laborId : null,
});
