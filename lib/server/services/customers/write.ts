import 'server-only';

import { and, eq, notInArray } from 'drizzle-orm';
import type { Customer, CreateCustomerData, DuplicateCustomer } from '@/lib/schemas/customers';
import { AppError } from '../../errors';
import type { Db, Tx } from '../../db/client';
import { customerAddresses, customerContacts, customers } from '../../db/schema';
import { auditRecord } from '../audit';
import { tenantWrite, updateVersioned } from '../../kit/records';
import { changeRecord } from '../../kit/transition';
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
    await auditRecord(tx, actor, { entity: 'customer', action: 'create', id: row!.id, data: { name: input.name } });
    return loadCustomer(tx, row!, actor);
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
    const key = { tenantId: actor.tenantId, id, version: input.version };
    const row = await updateVersioned(tx, customers, key, customerColumns(input));
    await syncChildren(tx, actor.tenantId, id, input);
    await auditRecord(tx, actor, { entity: 'customer', action: 'update', id, data: { name: input.name } });
    return loadCustomer(tx, row, actor);
  });
}

/** Soft delete: the row stays (offers and invoices point at it) and can be restored; its portal accounts are disabled. */
export async function deleteCustomer(db: Db, actor: Actor, id: string): Promise<void> {
  await tenantWrite(db, actor.tenantId, customers, async (tx) => {
    let disabled = 0;
    await changeRecord(tx, actor, {
      ...softDelete(id, 'delete'),
      values: async () => {
        // A deleted customer's people can no longer sign in to the portal (restore does not re-enable them).
        disabled = await disablePortalAccounts(tx, { tenantId: actor.tenantId, customerId: id });
        return { deletedAt: new Date() };
      },
      audit: { action: 'delete', data: ({ before }) => ({ name: before.name, portalAccountsDisabled: disabled }) },
    });
  });
}

/** Undoes a soft delete. */
export async function restoreCustomer(db: Db, actor: Actor, id: string): Promise<Customer> {
  return tenantWrite(db, actor.tenantId, customers, async (tx) => {
    const { after } = await changeRecord(tx, actor, {
      ...softDelete(id, 'restore'),
      values: () => ({ deletedAt: null }),
      audit: { action: 'restore', data: ({ before }) => ({ name: before.name }) },
    });
    return loadCustomer(tx, after, actor);
  });
}

/** The locked live customer a delete acts on, or the deleted one a restore brings back; else 404. */
function softDelete(id: string, op: 'delete' | 'restore') {
  return {
    table: customers,
    entity: 'customer',
    id,
    lock: (tx: Tx, key: { tenantId: string; id: string }) =>
      getCustomerRowOrThrow(tx, { ...key, deleted: op === 'restore', forUpdate: true }),
  };
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
