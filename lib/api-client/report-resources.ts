import type { z } from 'zod';
import type { ReportKey, ReportRangeQuery } from '@/lib/schemas/reports';
import { api } from './client';
import { lazySchema, parseData, toSearchParams } from './envelope';

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

/**
 * Query keys of the reports, tenant id inside. An empty range is the server's default (this year;
 * every open invoice for the ageing), so the page's server prefetch and the first client query
 * share the key `{}`.
 */
export const reportQueryKeys = {
  all: (tenantId: string) => ['tenants', tenantId, 'reports'] as const,
  report: (tenantId: string, key: ServedReport, range: ReportRangeQuery) =>
    ['tenants', tenantId, 'reports', key, range] as const,
};

export const fetchReport = <K extends ServedReport>(key: K, range: ReportRangeQuery): Promise<ReportData<K>> =>
  parseData(
    api.get(`tenant/Reports/${key}`, { searchParams: toSearchParams(range) }).json(),
    reportSchemas[key] as unknown as () => Promise<z.ZodType<ReportData<K>>>,
  );

/** Downloads a report's table; the browser saves the blob under the server's file name. */
export async function downloadReport(key: ServedReport, range: ReportRangeQuery, format: 'csv' | 'xlsx') {
  const response = await api.get(`tenant/Reports/${key}/export`, {
    searchParams: toSearchParams({ ...range, format }),
  });
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `${key}.${format}`;
  return { blob: await response.blob(), name };
}
