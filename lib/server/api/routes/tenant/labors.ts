import 'server-only';

import { Hono } from 'hono';
import {
  createLaborInputSchema,
  laborPageSchema,
  laborSchema,
  listLaborsQuerySchema,
  updateLaborInputSchema,
} from '@/lib/schemas/catalog';
import { createLabor, deleteLabor, getLabor, listLabors, updateLabor } from '../../../services/catalog/labors';
import type { AppEnv } from '../../context';
import { requirePermission, validate } from '../../middleware';
import { describeRoute } from '../../openapi-registry';
import { actorOf, idParam } from './helpers';

export const laborRoutes = new Hono<AppEnv>();
const tag = 'Labors';
const base = '/api/tenant/Labors';

describeRoute({
  method: 'get',
  path: base,
  summary: 'Labors: paged, searchable (code, name), category and active filters',
  tag,
  query: listLaborsQuerySchema,
  response: laborPageSchema,
});
laborRoutes.get('/', requirePermission('labors.view'), validate('query', listLaborsQuerySchema), async (c) =>
  c.json({ data: await listLabors(c.var.db, { tenantId: actorOf(c).tenantId, query: c.req.valid('query') }) }),
);

describeRoute({ method: 'get', path: `${base}/{id}`, summary: 'One labor item', tag, response: laborSchema });
laborRoutes.get('/:id', requirePermission('labors.view'), async (c) =>
  c.json({ data: await getLabor(c.var.db, { tenantId: actorOf(c).tenantId, id: idParam(c) }) }),
);

describeRoute({
  method: 'post',
  path: base,
  summary: 'Create a labor item',
  tag,
  body: createLaborInputSchema,
  response: laborSchema,
});
laborRoutes.post('/', requirePermission('labors.create'), validate('json', createLaborInputSchema), async (c) =>
  c.json({ data: await createLabor(c.var.db, actorOf(c), c.req.valid('json')) }, 201),
);

describeRoute({
  method: 'put',
  path: `${base}/{id}`,
  summary: 'Update a labor item; stale version 409',
  tag,
  body: updateLaborInputSchema,
  response: laborSchema,
});
laborRoutes.put('/:id', requirePermission('labors.update'), validate('json', updateLaborInputSchema), async (c) =>
  c.json({ data: await updateLabor(c.var.db, actorOf(c), idParam(c), c.req.valid('json')) }),
);

describeRoute({ method: 'delete', path: `${base}/{id}`, summary: 'Delete a labor item', tag });
laborRoutes.delete('/:id', requirePermission('labors.delete'), async (c) => {
  await deleteLabor(c.var.db, actorOf(c), idParam(c));
  return c.json({ data: { id: idParam(c) } });
});
