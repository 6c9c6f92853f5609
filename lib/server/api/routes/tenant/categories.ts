import 'server-only';

import { Hono } from 'hono';
import { z } from 'zod';
import { categorySchema, categorySchemas } from '@/lib/schemas/catalog';
import { categoryService, listAllCategories } from '../../../services/catalog/categories';
import type { AppEnv } from '../../context';
import { crudRoutes } from '../../crud-routes';
import { requirePermission } from '../../middleware';
import { describeRoute } from '../../openapi-registry';
import { actorOf } from './helpers';

/** /api/tenant/Categories: the whole tree at once; a move that would close a cycle answers 400 on parentId. */
export const categoryRoutes = new Hono<AppEnv>();

describeRoute({
  method: 'get',
  path: '/api/tenant/Categories',
  summary: 'All categories, flat with parentId (the client builds the tree)',
  tag: 'Categories',
  response: z.array(categorySchema),
});
categoryRoutes.get('/', requirePermission('categories.view'), async (c) =>
  c.json({ data: await listAllCategories(c.var.db, { tenantId: actorOf(c).tenantId }) }),
);
crudRoutes('category', categorySchemas, categoryService, { router: categoryRoutes, list: false });
