import 'server-only';

import { Hono } from 'hono';
import {
  ageingReportSchema,
  collectionsReportSchema,
  offerConversionReportSchema,
  reportExportQuerySchema,
  reportKeys,
  reportRangeQuerySchema,
  salesReportSchema,
  workOrderReportSchema,
  type ReportKey,
} from '@/lib/schemas/reports';
import { notFound } from '../../../errors';
import { exportReport, reports } from '../../../services/reports/registry';
import type { AppContext, AppEnv } from '../../context';
import { requirePermission, validate } from '../../middleware';
import { describeRoute } from '../../openapi-registry';
import { actorOf } from './helpers';
import { fileResponse } from '../../file-response';

/** /api/tenant/Reports/{report}: aggregates of the tenant's data for /tenant/reports, behind reports.view. */
export const reportRoutes = new Hono<AppEnv>();
const tag = 'Reports';
const base = '/api/tenant/Reports';

const documented = {
  sales: salesReportSchema,
  collections: collectionsReportSchema,
  ageing: ageingReportSchema,
  offers: offerConversionReportSchema,
};
for (const [key, response] of Object.entries({ ...documented, 'work-orders': workOrderReportSchema })) {
  describeRoute({
    method: 'get',
    path: `${base}/${key}`,
    summary: `The ${key} report`,
    tag,
    query: reportRangeQuerySchema,
    response,
  });
}
describeRoute({
  method: 'get',
  path: `${base}/{report}/export`,
  summary: "A report's table as CSV (UTF-8 BOM, ;) or xlsx",
  tag,
  query: reportExportQuerySchema,
});

/** The report the path names; one that does not exist (yet) is 404. */
function reportOf(c: AppContext): ReportKey {
  const key = c.req.param('report') as ReportKey;
  if (!reportKeys.includes(key) || !reports[key]) throw notFound();
  return key;
}

// GET /api/tenant/Reports/{report}/export?from&to&format=csv|xlsx
reportRoutes.get(
  '/:report/export',
  requirePermission('reports.view'),
  validate('query', reportExportQuerySchema),
  async (c) => {
    const file = await exportReport(c.var.db, {
      tenantId: actorOf(c).tenantId,
      lang: c.var.lang,
      key: reportOf(c),
      query: c.req.valid('query'),
    });
    return fileResponse(c, { ...file, body: file.body as Uint8Array<ArrayBuffer> | string });
  },
);

// GET /api/tenant/Reports/{report}?from&to
reportRoutes.get(
  '/:report',
  requirePermission('reports.view'),
  validate('query', reportRangeQuerySchema),
  async (c) => {
    const key = reportOf(c);
    return c.json({
      data: await reports[key]!.load(c.var.db, { tenantId: actorOf(c).tenantId, query: c.req.valid('query') }),
    });
  },
);
