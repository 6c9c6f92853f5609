import 'server-only';

import { eq, isNull } from 'drizzle-orm';
import type { CreateWorkOrderData } from '@/lib/schemas/work-orders';
import type { DbOrTx } from '../../db/client';
import { customerAddresses, customerContacts, customers, labors, products } from '../../db/schema';
import { assertTenantReferences } from '../../kit/references';
import { assertAssignees } from '../tenant/assignees';

/**
 * The references of a work order must be the tenant's: a live customer, a contact and an address
 * of that customer, assignable users, and the products or labor its lines name.
 */
export async function assertWorkOrderReferences(db: DbOrTx, tenantId: string, input: CreateWorkOrderData) {
  const live = isNull(customers.deletedAt);
  await assertTenantReferences(db, customers, tenantId, { field: 'customerId', id: input.customerId }, { where: live });
  const ofCustomer = { where: eq(customerContacts.customerId, input.customerId) };
  await assertTenantReferences(db, customerContacts, tenantId, { field: 'contactId', id: input.contactId }, ofCustomer);
  const atCustomer = { where: eq(customerAddresses.customerId, input.customerId) };
  await assertTenantReferences(
    db,
    customerAddresses,
    tenantId,
    { field: 'addressId', id: input.addressId },
    atCustomer,
  );
  await assertAssignees(db, tenantId, input.assigneeIds, 'assigneeIds');
  for (const kind of ['product', 'labor'] as const) {
    const named = input.lines.map((l, i) => ({ field: `lines.${i}.itemId`, id: l.kind === kind ? l.itemId : null }));
    await assertTenantReferences(db, kind === 'product' ? products : labors, tenantId, named);
  }
}
