import 'server-only';

import { and, asc, eq } from 'drizzle-orm';
import type { Customer } from '@/lib/schemas/customers';
import { notFound } from '../../errors';
import type { DbOrTx } from '../../db/client';
import { customerAddresses, customerContacts, customers, users, type CustomerRow } from '../../db/schema';
import type { Viewer } from '../../kit/actor';
import { toCustomer } from './mapping';

/** The tenant's (not deleted) customer row; another tenant's id answers 404. */
export async function getCustomerRowOrThrow(
  db: DbOrTx,
  opts: { tenantId: string; id: string; deleted?: boolean; forUpdate?: boolean },
): Promise<CustomerRow> {
  const query = db
    .select()
    .from(customers)
    .where(and(eq(customers.id, opts.id), eq(customers.tenantId, opts.tenantId)))
    .limit(1);
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  if (!row || (opts.deleted ? !row.deletedAt : row.deletedAt)) throw notFound();
  return row;
}

/** A customer with its contacts (and their portal status) and addresses. */
export async function getCustomer(
  db: DbOrTx,
  opts: { tenantId: string; id: string; viewer?: Pick<Viewer, 'can'> },
): Promise<Customer> {
  const row = await getCustomerRowOrThrow(db, opts);
  return loadCustomer(db, row, opts.viewer);
}

/** The customer's answer; its balance only for a viewer who may see money (seesMoney). */
export async function loadCustomer(db: DbOrTx, row: CustomerRow, viewer?: Pick<Viewer, 'can'>): Promise<Customer> {
  const [contacts, addresses] = await Promise.all([
    db
      .select({ contact: customerContacts, portalStatus: users.status })
      .from(customerContacts)
      .leftJoin(users, eq(users.id, customerContacts.portalUserId))
      .where(and(eq(customerContacts.customerId, row.id), eq(customerContacts.tenantId, row.tenantId)))
      .orderBy(asc(customerContacts.sortOrder), asc(customerContacts.createdAt)),
    db
      .select()
      .from(customerAddresses)
      .where(and(eq(customerAddresses.customerId, row.id), eq(customerAddresses.tenantId, row.tenantId)))
      .orderBy(asc(customerAddresses.sortOrder), asc(customerAddresses.createdAt)),
  ]);
  return toCustomer(
    row,
    contacts.map((c) => ({
      ...c.contact,
      portalStatus: c.portalStatus ?? (c.contact.portalInviteWithheldAt ? 'pending' : null),
    })),
    addresses,
    viewer,
  );
}
