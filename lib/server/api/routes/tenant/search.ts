import 'server-only';

import { Hono } from 'hono';
import { globalSearchQuerySchema, globalSearchResultSchema } from '@/lib/schemas/search';
import { globalSearch, searchPermissions } from '../../../services/search/global-search';
import type { AppEnv } from '../../context';
import { requireAnyPermission, validate } from '../../middleware';
import { describeRoute } from '../../openapi-registry';
import { actorOf } from './helpers';

export const searchRoutes = new Hono<AppEnv>();

describeRoute({
  method: 'get',
  path: '/api/tenant/Search',
  summary: 'Header search: the first customers, offers, invoices, work orders and products the user may see',
  tag: 'Tenant search',
  query: globalSearchQuerySchema,
  response: globalSearchResultSchema,
});
// GET /api/tenant/Search?q= – each kind only for the users who may view it; none of them is 403
searchRoutes.get('/', requireAnyPermission(searchPermissions), validate('query', globalSearchQuerySchema), async (c) =>
  c.json({ data: await globalSearch(c.var.db, actorOf(c), c.req.valid('query').q) }),
);
