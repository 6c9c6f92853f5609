import 'server-only';

import { Hono } from 'hono';
import {
  changeWorkOrderStatusInputSchema,
  type CreateWorkOrderData,
  type ListWorkOrdersQuery,
  checklistTickInputSchema,
  workOrderNoteInputSchema,
  workOrderSchema,
  workOrderSchemas,
  workOrderStatusCountsSchema,
} from '@/lib/schemas/work-orders';
import { addWorkOrderNote, changeWorkOrderStatus, tickChecklistItem } from '../../../services/work-orders/actions';
import { convertOfferToWorkOrder } from '../../../services/work-orders/convert';
import { getWorkOrder } from '../../../services/work-orders/detail';
import { workOrderService, workOrderStatusCounts } from '../../../services/work-orders/work-orders';
import type { AppEnv } from '../../context';
import { crudRoutes } from '../../crud-routes';
import { requirePermission, validate } from '../../middleware';
import { doc } from '../../route-doc';
import { assigneesRoute } from './assignees-route';
import { actorOf, idParam } from './helpers';

/**
 * Work orders: the kit's five routes (only the orders assigned to the user without
 * work-orders.view-all; done and cancelled orders are read-only), status changes, checklist, notes.
 */
export const workOrderRoutes = new Hono<AppEnv>();
const view = requirePermission('work-orders.view');
const update = requirePermission('work-orders.update');

assigneesRoute(workOrderRoutes, view);

// The dashboard widget, within what the user may see
workOrderRoutes.get(
  '/status-counts',
  doc({ summary: 'Work orders per status', response: workOrderStatusCountsSchema }),
  view,
  async (c) => c.json({ data: await workOrderStatusCounts(c.var.db, actorOf(c)) }),
);

// 'İş emrine dönüştür': once per accepted offer (409 again, 422 otherwise)
workOrderRoutes.post(
  '/from-offer/:offerId',
  doc({ summary: 'Convert an accepted offer into a work order with its lines', response: workOrderSchema }),
  requirePermission('work-orders.create'),
  requirePermission('offers.view'),
  async (c) => c.json({ data: await convertOfferToWorkOrder(c.var.db, actorOf(c), idParam(c, 'offerId')) }, 201),
);

// The status machine (422 otherwise); 'done' needs completionNote
workOrderRoutes.post(
  '/:id/status',
  doc({ summary: 'Change the status (history recorded)', response: workOrderSchema }),
  update,
  validate('json', changeWorkOrderStatusInputSchema),
  async (c) => c.json({ data: await changeWorkOrderStatus(c.var.db, actorOf(c), idParam(c), c.req.valid('json')) }),
);

workOrderRoutes.patch(
  '/:id/checklist/:itemId',
  doc({ summary: 'Tick a checklist item', response: workOrderSchema }),
  update,
  validate('json', checklistTickInputSchema),
  async (c) =>
    c.json({
      data: await tickChecklistItem(c.var.db, actorOf(c), idParam(c), c.req.param('itemId'), c.req.valid('json').done),
    }),
);

// An internal note with its author and time
workOrderRoutes.post(
  '/:id/notes',
  doc({ summary: 'Add an internal note', response: workOrderSchema }),
  update,
  validate('json', workOrderNoteInputSchema),
  async (c) =>
    c.json({ data: await addWorkOrderNote(c.var.db, actorOf(c), idParam(c), c.req.valid('json').body) }, 201),
);

crudRoutes<CreateWorkOrderData, ListWorkOrdersQuery>(
  'work-orders',
  workOrderSchemas,
  {
    list: workOrderService.list,
    get: getWorkOrder,
    create: async (db, actor, input) =>
      getWorkOrder(db, { tenantId: actor.tenantId, id: (await workOrderService.create(db, actor, input)).id }),
    update: async (db, actor, id, input) => {
      await workOrderService.update(db, actor, id, input);
      return getWorkOrder(db, { tenantId: actor.tenantId, id });
    },
    remove: workOrderService.remove,
  },
  { router: workOrderRoutes },
);
