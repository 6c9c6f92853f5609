import { apiPath } from '@/lib/modules/module-links';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ReportKey, ReportRangeQuery } from '@/lib/schemas/reports';
import { api } from './client';
import { downloadFile } from './download';
import { lazySchema, parseData, toSearchParams } from './envelope';
import { moduleKey } from './invalidate';

const schemas = () => import('@/lib/schemas/reports');
/** The answer schema of each report the API serves today. */
const reportSchemas = {
  sales: lazySchema(() => schemas().then((m) => m.salesReportSchema)),
  collections: lazySchema(() => schemas().then((m) => m.collectionsReportSchema)),
  ageing: lazySchema(() => schemas().then((m) => m.ageingReportSchema)),
  offers: lazySchema(() => schemas().then((m) => m.offerConversionReportSchema)),
  'work-orders': lazySchema(() => schemas().then((m) => m.workOrderReportSchema)),
} satisfies Partial<Record<ReportKey, unknown>>;
export type ServedReport = keyof typeof reportSchemas;

/** The tabs of /tenant/reports in order (a plain module: the server page reads it too). */
export const reportTabOrder: ServedReport[] = ['sales', 'collections', 'ageing', 'offers', 'work-orders'];

/** The tab a `?report=` value opens; the first report otherwise. */
export const reportTabOf = (value: string | null | undefined): ServedReport =>
  reportTabOrder.find((key) => key === value) ?? reportTabOrder[0]!;
export type ReportData<K extends ServedReport> = z.infer<Awaited<ReturnType<(typeof reportSchemas)[K]>>>;

const fetchReport = <K extends ServedReport>(key: K, range: ReportRangeQuery): Promise<ReportData<K>> =>
  parseData(
    api.get(apiPath('reports', key), { searchParams: toSearchParams(range) }).json(),
    reportSchemas[key] as unknown as () => Promise<z.ZodType<ReportData<K>>>,
  );

/**
 * One report for a range (tenant id inside the key); a new range keeps the last answer on screen
 * while it loads. An empty range is the server's default (this year; every open invoice for the
 * ageing), so the page's server prefetch and the first client query share the key `{}`.
 */
export const reportOptions = <K extends ServedReport>(tenantId: string, key: K, range: ReportRangeQuery) =>
  queryOptions({
    queryKey: [...moduleKey(tenantId, 'reports'), key, range],
    queryFn: () => fetchReport(key, range),
    enabled: Boolean(tenantId),
    placeholderData: keepPreviousData,
  });

/** Downloads a report's table under the server's file name. */
export const downloadReport = (key: ServedReport, range: ReportRangeQuery, format: 'csv' | 'xlsx') =>
  downloadFile(
    api.get(apiPath('reports', key, 'export'), { searchParams: toSearchParams({ ...range, format }) }),
    `${key}.${format}`,
  );
