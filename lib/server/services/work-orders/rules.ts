import 'server-only';

import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { CreateWorkOrderData } from '@/lib/schemas/work-orders';
import type { DbOrTx } from '../../db/client';
import { customerAddresses, customerContacts, customers, labors, products } from '../../db/schema';
import { AppError } from '../../errors';
import { assertAssignees } from '../tenant/assignees';

const fieldError = (field: string, key = 'referenceNotFound') =>
  new AppError(400, 'validation_failed', { fields: { [field]: { key } } });

/**
 * The references of a work order must be the tenant's: a live customer, a contact and an address
 * of that customer, assignable users, and the products or labor its lines name.
 */
export async function assertWorkOrderReferences(db: DbOrTx, tenantId: string, input: CreateWorkOrderData) {
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, input.customerId), eq(customers.tenantId, tenantId), isNull(customers.deletedAt)));
  if (!customer) throw fieldError('customerId');
  if (input.contactId) {
    const [contact] = await db
      .select({ id: customerContacts.id })
      .from(customerContacts)
      .where(and(eq(customerContacts.id, input.contactId), eq(customerContacts.customerId, customer.id)));
    if (!contact) throw fieldError('contactId');
  }
  if (input.addressId) {
    const [address] = await db
      .select({ id: customerAddresses.id })
      .from(customerAddresses)
      .where(and(eq(customerAddresses.id, input.addressId), eq(customerAddresses.customerId, customer.id)));
    if (!address) throw fieldError('addressId');
  }
  await assertAssignees(db, tenantId, input.assigneeIds, 'assigneeIds');
  for (const kind of ['product', 'labor'] as const) {
    const table = kind === 'product' ? products : labors;
    const ids = [...new Set(input.lines.filter((l) => l.kind === kind && l.itemId).map((l) => l.itemId!))];
    if (ids.length === 0) continue;
    const found = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.tenantId, tenantId), inArray(table.id, ids)));
    if (found.length !== ids.length) {
      const index = input.lines.findIndex((l) => l.kind === kind && l.itemId && !found.some((f) => f.id === l.itemId));
      throw fieldError(`lines.${index}.itemId`);
    }
  }
}
