import 'server-only';

import { Hono } from 'hono';
import type { z } from 'zod';
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
import { loadReportExport, reportExportFile, reports } from '../../../services/reports/registry';
import type { AppEnv } from '../../context';
import { requirePermission, validate } from '../../middleware';
import { doc } from '../../route-doc';
import { actorOf } from './helpers';
import { deferredFileResponse, mediaTypes } from '../../file-response';

/** Reports: aggregates of the tenant's data for /tenant/reports, behind reports.view. */
export const reportRoutes = new Hono<AppEnv>();

const responses: Record<ReportKey, z.ZodType> = {
  sales: salesReportSchema,
  collections: collectionsReportSchema,
  ageing: ageingReportSchema,
  offers: offerConversionReportSchema,
  'work-orders': workOrderReportSchema,
};
// Only the reports that exist have routes: another key is 404 like any unknown path.
const keys = reportKeys.filter((key) => reports[key]);

reportRoutes.get(
  `/:report{${keys.join('|')}}/export`,
  doc({ summary: "A report's table as CSV (UTF-8 BOM, ;) or xlsx", produces: [mediaTypes.csv, mediaTypes.xlsx] }),
  requirePermission('reports.view'),
  validate('query', reportExportQuerySchema),
  async (c) => {
    const loaded = await loadReportExport(c.var.db, {
      tenantId: actorOf(c).tenantId,
      lang: c.var.lang,
      key: c.req.param('report') as ReportKey,
      query: c.req.valid('query'),
    });
    return deferredFileResponse(c, loaded, async (data) => {
      const file = await reportExportFile(data);
      return { ...file, body: file.body as Uint8Array<ArrayBuffer> | string };
    });
  },
);

// One route per report, so each is documented, and its answer checked, with its own schema.
for (const key of keys) {
  const report = reports[key]!;
  reportRoutes.get(
    `/${key}`,
    doc({ summary: `The ${key} report`, response: responses[key] }),
    requirePermission('reports.view'),
    validate('query', reportRangeQuerySchema),
    async (c) =>
      c.json({ data: await report.load(c.var.db, { tenantId: actorOf(c).tenantId, query: c.req.valid('query') }) }),
  );
}
