import 'server-only';

import { Hono } from 'hono';
import { globalSearchQuerySchema, globalSearchResultSchema } from '@/lib/schemas/search';
import { globalSearch, searchPermissions } from '../../../services/search/global-search';
import type { AppEnv } from '../../context';
import { requireAnyPermission, validate } from '../../middleware';
import { doc } from '../../route-doc';
import { actorOf } from './helpers';

export const searchRoutes = new Hono<AppEnv>();

// Each kind only for the users who may view it; none of them is 403
searchRoutes.get(
  '/',
  doc({
    summary: 'Header search: the first customers, offers, invoices, work orders and products the user may see',
    response: globalSearchResultSchema,
  }),
  requireAnyPermission(searchPermissions),
  validate('query', globalSearchQuerySchema),
  async (c) => c.json({ data: await globalSearch(c.var.db, actorOf(c), c.req.valid('query').q) }),
);
