import 'server-only';

import { Hono } from 'hono';
import { z } from 'zod';
import { customerSchema, customerSchemas, portalAccountSchema } from '@/lib/schemas/customers';
import { inviteContact } from '../../../services/customers/invite';
import { listCustomers } from '../../../services/customers/list';
import { listPortalAccounts, setPortalAccountStatus } from '../../../services/customers/portal-accounts';
import { getCustomer } from '../../../services/customers/read';
import { createCustomer, deleteCustomer, restoreCustomer, updateCustomer } from '../../../services/customers/write';
import type { AppEnv } from '../../context';
import { crudRoutes } from '../../crud-routes';
import { requirePermission } from '../../middleware';
import { doc } from '../../route-doc';
import { customerFileRoutes } from './customer-files';
import { actorOf, idParam } from './helpers';

/** Customers: the kit's five routes (a delete is soft), plus restore, portal invitations and files. */
export const customerRoutes = new Hono<AppEnv>();

// Export and import first, so their paths are not taken for an id.
customerRoutes.route('/', customerFileRoutes);

customerRoutes.post(
  '/:id/restore',
  doc({ summary: 'Undo a soft delete', response: customerSchema }),
  requirePermission('customers.delete'),
  async (c) => c.json({ data: await restoreCustomer(c.var.db, actorOf(c), idParam(c)) }),
);

customerRoutes.post(
  '/:id/contacts/:contactId/invite',
  doc({
    summary:
      "Invite a contact to the customer portal (Customer account + activation email); an address of the tenant's own accounts answers 409",
    response: customerSchema,
  }),
  requirePermission('customers.update'),
  async (c) =>
    c.json({
      data: await inviteContact(c.var.db, actorOf(c), { customerId: idParam(c), contactId: idParam(c, 'contactId') }),
    }),
);

customerRoutes.get(
  '/:id/portal-accounts',
  doc({
    summary: "The customer's portal accounts with their status and last login",
    response: z.array(portalAccountSchema),
  }),
  requirePermission('customers.view'),
  async (c) => c.json({ data: await listPortalAccounts(c.var.db, actorOf(c), idParam(c)) }),
);

// POST …/portal-accounts/{userId}/disable|enable – disabling ends the account's sessions at once
for (const [action, enabled, summary] of [
  ['disable', false, 'Disable a portal account of the customer; its sessions end at once'],
  ['enable', true, 'Enable a disabled portal account again'],
] as const) {
  customerRoutes.post(
    `/:id/portal-accounts/:userId/${action}`,
    doc({ summary: summary, response: z.array(portalAccountSchema) }),
    requirePermission('customers.update'),
    async (c) =>
      c.json({
        data: await setPortalAccountStatus(c.var.db, actorOf(c), {
          customerId: idParam(c),
          userId: idParam(c, 'userId'),
          enabled,
        }),
      }),
  );
}

crudRoutes(
  'CustomerManagement',
  customerSchemas,
  { list: listCustomers, get: getCustomer, create: createCustomer, update: updateCustomer, remove: deleteCustomer },
  { router: customerRoutes },
);
