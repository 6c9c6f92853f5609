import 'server-only';

import { Hono } from 'hono';
import { auditEntrySchema, auditOptionsSchema, listAuditQuerySchema } from '@/lib/schemas/audit-log';
import { pageOf } from '@/lib/schemas/common';
import { auditOptions, listAudit } from '../../../services/tenant/audit-log';
import type { AppEnv } from '../../context';
import { requirePermission, validate } from '../../middleware';
import { doc } from '../../route-doc';
import { actorOf } from './helpers';

export const auditRoutes = new Hono<AppEnv>();

auditRoutes.get(
  '/options',
  doc({ summary: "The audit list's user filter: the tenant's staff", response: auditOptionsSchema }),
  requirePermission('settings.audit'),
  async (c) => c.json({ data: await auditOptions(c.var.db, { tenantId: actorOf(c).tenantId }) }),
);

// Paged on the server; the tenant is the session's
auditRoutes.get(
  '/',
  doc({
    summary: "The tenant's audit log, newest first; filters: user, action, record kind, date range",
    response: pageOf(auditEntrySchema),
  }),
  requirePermission('settings.audit'),
  validate('query', listAuditQuerySchema),
  async (c) =>
    c.json({ data: await listAudit(c.var.db, { tenantId: actorOf(c).tenantId, query: c.req.valid('query') }) }),
);
