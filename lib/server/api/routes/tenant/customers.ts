import 'server-only';

import { Hono } from 'hono';
import {
  createCustomerInputSchema,
  customerPageSchema,
  customerSchema,
  listCustomersQuerySchema,
  updateCustomerInputSchema,
} from '@/lib/schemas/customers';
import { inviteContact } from '../../../services/customers/invite';
import { listCustomers } from '../../../services/customers/list';
import { getCustomer } from '../../../services/customers/read';
import { createCustomer, deleteCustomer, restoreCustomer, updateCustomer } from '../../../services/customers/write';
import type { AppEnv } from '../../context';
import { requirePermission, validate } from '../../middleware';
import { describeRoute } from '../../openapi-registry';
import { customerFileRoutes } from './customer-files';
import { actorOf, idParam } from './helpers';

export const customerRoutes = new Hono<AppEnv>();
const tag = 'Customers';
const base = '/api/tenant/Customers';

// Export and import first, so their paths are not taken for an id.
customerRoutes.route('/', customerFileRoutes);

describeRoute({
  method: 'get',
  path: base,
  summary: 'Customers: paged, sorted, Turkish-folded search, kind and tag filters',
  tag,
  query: listCustomersQuerySchema,
  response: customerPageSchema,
});
// GET /api/tenant/Customers – totalCount exact up to 10 000, then totalCapped
customerRoutes.get('/', requirePermission('customers.view'), validate('query', listCustomersQuerySchema), async (c) =>
  c.json({ data: await listCustomers(c.var.db, { tenantId: actorOf(c).tenantId, query: c.req.valid('query') }) }),
);

describeRoute({
  method: 'post',
  path: base,
  summary: 'Create a customer with its contacts and addresses',
  tag,
  body: createCustomerInputSchema,
  response: customerSchema,
});
// POST /api/tenant/Customers
customerRoutes.post(
  '/',
  requirePermission('customers.create'),
  validate('json', createCustomerInputSchema),
  async (c) => c.json({ data: await createCustomer(c.var.db, actorOf(c), c.req.valid('json')) }, 201),
);

describeRoute({
  method: 'get',
  path: `${base}/{id}`,
  summary: 'One customer with contacts and addresses',
  tag,
  response: customerSchema,
});
// GET /api/tenant/Customers/:id – another tenant's or a deleted customer answers 404
customerRoutes.get('/:id', requirePermission('customers.view'), async (c) =>
  c.json({ data: await getCustomer(c.var.db, { tenantId: actorOf(c).tenantId, id: idParam(c) }) }),
);

describeRoute({
  method: 'put',
  path: `${base}/{id}`,
  summary: 'Update a customer; the contact and address lists replace the stored ones; stale version -> 409',
  tag,
  body: updateCustomerInputSchema,
  response: customerSchema,
});
// PUT /api/tenant/Customers/:id
customerRoutes.put(
  '/:id',
  requirePermission('customers.update'),
  validate('json', updateCustomerInputSchema),
  async (c) => c.json({ data: await updateCustomer(c.var.db, actorOf(c), idParam(c), c.req.valid('json')) }),
);

describeRoute({ method: 'delete', path: `${base}/{id}`, summary: 'Soft-delete a customer (undo with restore)', tag });
// DELETE /api/tenant/Customers/:id
customerRoutes.delete('/:id', requirePermission('customers.delete'), async (c) => {
  await deleteCustomer(c.var.db, actorOf(c), idParam(c));
  return c.json({ data: { id: idParam(c) } });
});

describeRoute({
  method: 'post',
  path: `${base}/{id}/restore`,
  summary: 'Undo a soft delete',
  tag,
  response: customerSchema,
});
// POST /api/tenant/Customers/:id/restore
customerRoutes.post('/:id/restore', requirePermission('customers.delete'), async (c) =>
  c.json({ data: await restoreCustomer(c.var.db, actorOf(c), idParam(c)) }),
);

describeRoute({
  method: 'post',
  path: `${base}/{id}/contacts/{contactId}/invite`,
  summary: 'Invite a contact to the customer portal (Customer account + activation email)',
  tag,
  response: customerSchema,
});
// POST /api/tenant/Customers/:id/contacts/:contactId/invite – an email already in use answers 409 on `email`
customerRoutes.post('/:id/contacts/:contactId/invite', requirePermission('customers.update'), async (c) =>
  c.json({
    data: await inviteContact(c.var.db, actorOf(c), { customerId: idParam(c), contactId: idParam(c, 'contactId') }),
  }),
);
