import 'server-only';

import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { customers, type CustomerRow } from '../../db/schema';

interface Keys {
  taxNumber: string | null;
  email: string | null;
}

const lowerEmail = sql<string>`lower(${customers.email})`;

/**
 * The tenant's live customers that share a VKN/TCKN or an email with any of `keys`, oldest first
 * (when the tenant already has two, the first one is "the" customer). Deleted customers do not
 * count: they cannot be opened from a warning, and restoring one is a separate decision.
 */
async function candidates(db: DbOrTx, tenantId: string, keys: Keys[]): Promise<CustomerRow[]> {
  const taxNumbers = [...new Set(keys.flatMap((k) => (k.taxNumber ? [k.taxNumber] : [])))];
  const emails = [...new Set(keys.flatMap((k) => (k.email ? [k.email.toLowerCase()] : [])))];
  if (!taxNumbers.length && !emails.length) return [];
  const match = [];
  // The import's row cap (5 000) keeps each list well within the bind-parameter limit.
  if (taxNumbers.length) match.push(inArray(customers.taxNumber, taxNumbers));
  if (emails.length) match.push(inArray(lowerEmail, emails));
  return db
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), isNull(customers.deletedAt), or(...match)))
    .orderBy(asc(customers.createdAt), asc(customers.id));
}

export interface Match {
  row: CustomerRow;
  matchedOn: 'taxNumber' | 'email';
}

/**
 * For each of `keys`, the existing customer it is: the one with the same VKN/TCKN, else the one with
 * the same email — unless both carry a different VKN/TCKN (two companies may share an accountant's
 * address; they are still two companies).
 */
export async function matchExisting(db: DbOrTx, tenantId: string, keys: Keys[]): Promise<(Match | null)[]> {
  const rows = await candidates(db, tenantId, keys);
  const byTax = new Map<string, CustomerRow>();
  const byEmail = new Map<string, CustomerRow>();
  for (const row of rows) {
    if (row.taxNumber && !byTax.has(row.taxNumber)) byTax.set(row.taxNumber, row);
    if (row.email && !byEmail.has(row.email.toLowerCase())) byEmail.set(row.email.toLowerCase(), row);
  }
  return keys.map(({ taxNumber, email }) => {
    const sameTax = taxNumber ? byTax.get(taxNumber) : undefined;
    if (sameTax) return { row: sameTax, matchedOn: 'taxNumber' };
    const sameEmail = email ? byEmail.get(email.toLowerCase()) : undefined;
    if (sameEmail && !(taxNumber && sameEmail.taxNumber && sameEmail.taxNumber !== taxNumber))
      return { row: sameEmail, matchedOn: 'email' };
    return null;
  });
}
