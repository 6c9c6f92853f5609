import 'server-only';

import { and, eq, notInArray } from 'drizzle-orm';
import type { Customer, CreateCustomerData, DuplicateCustomer } from '@/lib/schemas/customers';
import { AppError, staleVersion } from '../../errors';
import type { Db, Tx } from '../../db/client';
import { customerAddresses, customerContacts, customers } from '../../db/schema';
import { writeAudit } from '../audit';
import { tenantWrite } from '../../kit/records';
import type { Actor } from '../../kit/actor';
import { matchExisting } from './duplicates';
import { customerColumns } from './mapping';
import { disablePortalAccounts } from './portal-accounts';
import { getCustomerRowOrThrow, loadCustomer } from './read';

/**
 * Creates a customer with its contacts and addresses in one transaction. A live customer with the
 * same VKN/TCKN (or email) answers 409 duplicate_customer naming it, unless the user chose to save
 * anyway (`allowDuplicate`): two records of one customer split its offers, invoices and balance.
 */
export async function createCustomer(db: Db, actor: Actor, input: CreateCustomerData): Promise<Customer> {
  return tenantWrite(db, actor.tenantId, customers, async (tx) => {
    if (!input.allowDuplicate) {
      const [match] = await matchExisting(tx, actor.tenantId, [input]);
      if (match) {
        const details: DuplicateCustomer = { id: match.row.id, name: match.row.name, matchedOn: match.matchedOn };
        throw new AppError(409, 'duplicate_customer', { params: { name: match.row.name }, details: { ...details } });
      }
    }
    const [row] = await tx
      .insert(customers)
      .values({ ...customerColumns(input), tenantId: actor.tenantId, createdBy: actor.userId })
      .returning();
    await syncChildren(tx, actor.tenantId, row!.id, input);
    await audit(tx, actor, 'customer.create', row!.id, { name: input.name });
    return loadCustomer(tx, row!);
  });
}

/** Updates a customer when `version` is still current (else 409); the child lists replace the stored ones. */
export async function updateCustomer(
  db: Db,
  actor: Actor,
  id: string,
  input: CreateCustomerData & { version: number },
): Promise<Customer> {
  return tenantWrite(db, actor.tenantId, customers, async (tx) => {
    await getCustomerRowOrThrow(tx, { tenantId: actor.tenantId, id });
    const [row] = await tx
      .update(customers)
      .set({ ...customerColumns(input), version: input.version + 1 })
      .where(and(eq(customers.id, id), eq(customers.tenantId, actor.tenantId), eq(customers.version, input.version)))
      .returning();
    if (!row) throw staleVersion();
    await syncChildren(tx, actor.tenantId, id, input);
    await audit(tx, actor, 'customer.update', id, { name: input.name });
    return loadCustomer(tx, row);
  });
}

/** Soft delete: the row stays (offers and invoices point at it) and can be restored; its portal accounts are disabled. */
export async function deleteCustomer(db: Db, actor: Actor, id: string): Promise<void> {
  await tenantWrite(db, actor.tenantId, customers, async (tx) => {
    const row = await getCustomerRowOrThrow(tx, { tenantId: actor.tenantId, id, forUpdate: true });
    await tx
      .update(customers)
      .set({ deletedAt: new Date(), version: row.version + 1 })
      .where(eq(customers.id, id));
    // A deleted customer's people can no longer sign in to the portal (restore does not re-enable them).
    const disabled = await disablePortalAccounts(tx, { tenantId: actor.tenantId, customerId: id });
    await audit(tx, actor, 'customer.delete', id, { name: row.name, portalAccountsDisabled: disabled });
  });
}

/** Undoes a soft delete. */
export async function restoreCustomer(db: Db, actor: Actor, id: string): Promise<Customer> {
  return tenantWrite(db, actor.tenantId, customers, async (tx) => {
    const row = await getCustomerRowOrThrow(tx, { tenantId: actor.tenantId, id, deleted: true, forUpdate: true });
    const [restored] = await tx
      .update(customers)
      .set({ deletedAt: null, version: row.version + 1 })
      .where(eq(customers.id, id))
      .returning();
    await audit(tx, actor, 'customer.restore', id, { name: row.name });
    return loadCustomer(tx, restored!);
  });
}

/** Replaces the contact and address lists: rows whose id is sent are updated, others added or removed. */
async function syncChildren(tx: Tx, tenantId: string, customerId: string, input: CreateCustomerData) {
  const scope = (table: typeof customerContacts | typeof customerAddresses) =>
    and(eq(table.customerId, customerId), eq(table.tenantId, tenantId));
  const existingContacts = new Set(
    (await tx.select({ id: customerContacts.id }).from(customerContacts).where(scope(customerContacts))).map(
      (r) => r.id,
    ),
  );
  const keepContacts = input.contacts
    .map((c) => c.id)
    .filter((cid): cid is string => !!cid && existingContacts.has(cid));
  await tx
    .delete(customerContacts)
    .where(
      keepContacts.length
        ? and(scope(customerContacts), notInArray(customerContacts.id, keepContacts))
        : scope(customerContacts),
    );
  for (const [sortOrder, { id: cid, ...c }] of input.contacts.entries()) {
    if (cid && existingContacts.has(cid))
      await tx
        .update(customerContacts)
        .set({ ...c, sortOrder })
        .where(eq(customerContacts.id, cid));
    else await tx.insert(customerContacts).values({ ...c, sortOrder, tenantId, customerId });
  }

  const existingAddresses = new Set(
    (await tx.select({ id: customerAddresses.id }).from(customerAddresses).where(scope(customerAddresses))).map(
      (r) => r.id,
    ),
  );
  const keepAddresses = input.addresses
    .map((a) => a.id)
    .filter((aid): aid is string => !!aid && existingAddresses.has(aid));
  await tx
    .delete(customerAddresses)
    .where(
      keepAddresses.length
        ? and(scope(customerAddresses), notInArray(customerAddresses.id, keepAddresses))
        : scope(customerAddresses),
    );
  for (const [sortOrder, { id: aid, ...a }] of input.addresses.entries()) {
    const values = { ...a, country: a.country ?? 'Türkiye', sortOrder };
    if (aid && existingAddresses.has(aid))
      await tx.update(customerAddresses).set(values).where(eq(customerAddresses.id, aid));
    else await tx.insert(customerAddresses).values({ ...values, tenantId, customerId });
  }
}

function audit(tx: Tx, actor: Actor, action: string, id: string, data: unknown) {
  return writeAudit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    action,
    entity: 'customer',
    entityId: id,
    data,
    ip: actor.ip,
  });
}
