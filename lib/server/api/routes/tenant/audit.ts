import 'server-only';

import { Hono } from 'hono';
import { auditEntrySchema, auditOptionsSchema, listAuditQuerySchema } from '@/lib/schemas/audit-log';
import { pageOf } from '@/lib/schemas/common';
import { auditOptions, listAudit } from '../../../services/tenant/audit-log';
import type { AppEnv } from '../../context';
import { requirePermission, validate } from '../../middleware';
import { describeRoute } from '../../openapi-registry';
import { actorOf } from './helpers';

export const auditRoutes = new Hono<AppEnv>();
const tag = 'Tenant audit log';
const base = '/api/tenant/Audit';

describeRoute({
  method: 'get',
  path: `${base}/options`,
  summary: "The audit list's user filter: the tenant's staff",
  tag,
  response: auditOptionsSchema,
});
// GET /api/tenant/Audit/options
auditRoutes.get('/options', requirePermission('settings.audit'), async (c) =>
  c.json({ data: await auditOptions(c.var.db, { tenantId: actorOf(c).tenantId }) }),
);

describeRoute({
  method: 'get',
  path: base,
  summary: "The tenant's audit log, newest first; filters: user, action, record kind, date range",
  tag,
  query: listAuditQuerySchema,
  response: pageOf(auditEntrySchema),
});
// GET /api/tenant/Audit – paged on the server; the tenant is the session's
auditRoutes.get('/', requirePermission('settings.audit'), validate('query', listAuditQuerySchema), async (c) =>
  c.json({ data: await listAudit(c.var.db, { tenantId: actorOf(c).tenantId, query: c.req.valid('query') }) }),
);
