import 'server-only';

import { Hono } from 'hono';
import { z } from 'zod';
import { categorySchema, categorySchemas } from '@/lib/schemas/catalog';
import { categoryService, listAllCategories } from '../../../services/catalog/categories';
import type { AppEnv } from '../../context';
import { crudRoutes } from '../../crud-routes';
import { requirePermission } from '../../middleware';
import { doc } from '../../route-doc';
import { actorOf } from './helpers';

/** Categories: the whole tree at once; a move that would close a cycle answers 400 on parentId. */
export const categoryRoutes = new Hono<AppEnv>();

categoryRoutes.get(
  '/',
  doc({
    summary: 'All categories, flat with parentId (the client builds the tree)',
    response: z.array(categorySchema),
  }),
  requirePermission('categories.view'),
  async (c) => c.json({ data: await listAllCategories(c.var.db, { tenantId: actorOf(c).tenantId }) }),
);
crudRoutes('category', categorySchemas, categoryService, { router: categoryRoutes, list: false });
