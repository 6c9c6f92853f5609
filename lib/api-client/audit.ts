import type { ListAuditQuery } from '@/lib/schemas/audit-log';
import { api } from './client';
import { lazyPage, lazySchema, parseData, toSearchParams } from './envelope';

const schemas = () => import('@/lib/schemas/audit-log');
const auditPage = lazyPage(() => schemas().then((m) => m.auditEntrySchema));
const auditOptionsSchema = lazySchema(() => schemas().then((m) => m.auditOptionsSchema));

/** The audit list's query on the client: the page and the filters (empty ones are not sent). */
export type AuditQuery = ListAuditQuery & { pageIndex: number; pageSize: number };

/** The first request of /tenant/settings/audit; the server page prefetches exactly this. */
export const initialAuditQuery: AuditQuery = { pageIndex: 0, pageSize: 20 };

/** Query keys of the audit list, tenant id inside (a plain module: the server page imports it). */
export const auditKeys = {
  all: (tenantId: string) => ['tenants', tenantId, 'audit'] as const,
  list: (tenantId: string, query: AuditQuery) => ['tenants', tenantId, 'audit', 'list', query] as const,
  options: (tenantId: string) => ['tenants', tenantId, 'audit', 'options'] as const,
};

export const fetchAudit = (query: AuditQuery) =>
  parseData(api.get('tenant/Audit', { searchParams: toSearchParams(query) }).json(), auditPage);
export const fetchAuditOptions = () => parseData(api.get('tenant/Audit/options').json(), auditOptionsSchema);
