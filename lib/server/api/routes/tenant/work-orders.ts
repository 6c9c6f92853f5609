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
import { describeRoute } from '../../openapi-registry';
import { assigneesRoute } from './assignees-route';
import { actorOf, idParam } from './helpers';

/**
 * /api/tenant/WorkOrders: the kit's five routes (only the orders assigned to the user without
 * work-orders.view-all; done and cancelled orders are read-only), status changes, checklist, notes.
 */
export const workOrderRoutes = new Hono<AppEnv>();
const tag = 'Work Orders';
const base = '/api/tenant/WorkOrders';
const view = requirePermission('work-orders.view');
const update = requirePermission('work-orders.update');

// GET /api/tenant/WorkOrders/assignees – the users an order can be assigned to
assigneesRoute(workOrderRoutes, { base, tag, guard: view });

// GET /api/tenant/WorkOrders/status-counts – the dashboard widget, within what the user may see
describeRoute({
  method: 'get',
  path: `${base}/status-counts`,
  summary: 'Work orders per status',
  tag,
  response: workOrderStatusCountsSchema,
});
workOrderRoutes.get('/status-counts', view, async (c) =>
  c.json({ data: await workOrderStatusCounts(c.var.db, actorOf(c)) }),
);

// POST /api/tenant/WorkOrders/from-offer/:offerId – 'İş emrine dönüştür': once per accepted offer (409 again, 422 otherwise)
describeRoute({
  method: 'post',
  path: `${base}/from-offer/{offerId}`,
  summary: 'Convert an accepted offer into a work order with its lines',
  tag,
  response: workOrderSchema,
});
workOrderRoutes.post(
  '/from-offer/:offerId',
  requirePermission('work-orders.create'),
  requirePermission('offers.view'),
  async (c) => c.json({ data: await convertOfferToWorkOrder(c.var.db, actorOf(c), idParam(c, 'offerId')) }, 201),
);

// POST /api/tenant/WorkOrders/:id/status – the status machine (422 otherwise); 'done' needs completionNote
describeRoute({
  method: 'post',
  path: `${base}/{id}/status`,
  summary: 'Change the status (history recorded)',
  tag,
  body: changeWorkOrderStatusInputSchema,
  response: workOrderSchema,
});
workOrderRoutes.post('/:id/status', update, validate('json', changeWorkOrderStatusInputSchema), async (c) =>
  c.json({ data: await changeWorkOrderStatus(c.var.db, actorOf(c), idParam(c), c.req.valid('json')) }),
);

// PATCH /api/tenant/WorkOrders/:id/checklist/:itemId – tick or untick an item
describeRoute({
  method: 'patch',
  path: `${base}/{id}/checklist/{itemId}`,
  summary: 'Tick a checklist item',
  tag,
  body: checklistTickInputSchema,
  response: workOrderSchema,
});
workOrderRoutes.patch('/:id/checklist/:itemId', update, validate('json', checklistTickInputSchema), async (c) =>
  c.json({
    data: await tickChecklistItem(c.var.db, actorOf(c), idParam(c), c.req.param('itemId'), c.req.valid('json').done),
  }),
);

// POST /api/tenant/WorkOrders/:id/notes – an internal note with its author and time
describeRoute({
  method: 'post',
  path: `${base}/{id}/notes`,
  summary: 'Add an internal note',
  tag,
  body: workOrderNoteInputSchema,
  response: workOrderSchema,
});
workOrderRoutes.post('/:id/notes', update, validate('json', workOrderNoteInputSchema), async (c) =>
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
