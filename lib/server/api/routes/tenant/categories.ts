import 'server-only';

import { Hono } from 'hono';
import { z } from 'zod';
import { categorySchema, createCategoryInputSchema, updateCategoryInputSchema } from '@/lib/schemas/catalog';
import {
  createCategory,
  deleteCategory,
  getCategory,
  listCategories,
  updateCategory,
} from '../../../services/catalog/categories';
import type { AppEnv } from '../../context';
import { requirePermission, validate } from '../../middleware';
import { describeRoute } from '../../openapi-registry';
import { actorOf, idParam } from './helpers';

export const categoryRoutes = new Hono<AppEnv>();
const tag = 'Categories';
const base = '/api/tenant/Categories';

describeRoute({
  method: 'get',
  path: base,
  summary: 'All categories, flat with parentId (the client builds the tree)',
  tag,
  response: z.array(categorySchema),
});
// GET /api/tenant/Categories
categoryRoutes.get('/', requirePermission('categories.view'), async (c) =>
  c.json({ data: await listCategories(c.var.db, { tenantId: actorOf(c).tenantId }) }),
);

describeRoute({ method: 'get', path: `${base}/{id}`, summary: 'One category', tag, response: categorySchema });
categoryRoutes.get('/:id', requirePermission('categories.view'), async (c) =>
  c.json({ data: await getCategory(c.var.db, { tenantId: actorOf(c).tenantId, id: idParam(c) }) }),
);

describeRoute({
  method: 'post',
  path: base,
  summary: 'Create a category under an optional parent',
  tag,
  body: createCategoryInputSchema,
  response: categorySchema,
});
categoryRoutes.post(
  '/',
  requirePermission('categories.create'),
  validate('json', createCategoryInputSchema),
  async (c) => c.json({ data: await createCategory(c.var.db, actorOf(c), c.req.valid('json')) }, 201),
);

describeRoute({
  method: 'put',
  path: `${base}/{id}`,
  summary: 'Rename or move a category; a cycle answers 400 on parentId; stale version 409',
  tag,
  body: updateCategoryInputSchema,
  response: categorySchema,
});
categoryRoutes.put(
  '/:id',
  requirePermission('categories.update'),
  validate('json', updateCategoryInputSchema),
  async (c) => c.json({ data: await updateCategory(c.var.db, actorOf(c), idParam(c), c.req.valid('json')) }),
);

describeRoute({
  method: 'delete',
  path: `${base}/{id}`,
  summary: 'Delete an unused category (422 in_use otherwise)',
  tag,
});
categoryRoutes.delete('/:id', requirePermission('categories.delete'), async (c) => {
  await deleteCategory(c.var.db, actorOf(c), idParam(c));
  return c.json({ data: { id: idParam(c) } });
});
