import type { ListAuditQuery } from '@/lib/schemas/audit-log';
import { api } from './client';
import { lazyPage, lazySchema, parseData, toSearchParams } from './envelope';
import { dayParam, flagParam, idParam, type ListParams, type Param } from './list-params';
import { listQuery, readQuery } from './resource';

const schemas = () => import('@/lib/schemas/audit-log');
const auditPage = lazyPage(() => schemas().then((m) => m.auditEntrySchema));
const auditOptionsSchema = lazySchema(() => schemas().then((m) => m.auditOptionsSchema));

/** The audit list's query on the client: the page and the filters (empty ones are not sent). */
export type AuditQuery = ListAuditQuery & { pageIndex: number; pageSize: number };

/** The first request of /tenant/settings/audit; the server page prefetches exactly this. */
export const initialAuditQuery: AuditQuery = { pageIndex: 0, pageSize: 20 };

/** An action or record-kind code as the audit writes them (listAuditQuerySchema). */
const auditCode: Param<string> = (raw) => (raw.length <= 100 && /^[a-z_]+(\.[a-z_]+)*$/.test(raw) ? raw : undefined);

/** The filters the audit list keeps in the address. */
export const auditListParams: ListParams<AuditQuery> = {
  filters: {
    userId: idParam,
    action: auditCode,
    entity: auditCode,
    dateFrom: dayParam,
    dateTo: dayParam,
    sessions: flagParam,
  },
};

/** Query keys of the audit list, tenant id inside (a plain module: the server page imports it). */
export const auditKeys = {
  all: (tenantId: string) => ['tenants', tenantId, 'audit'] as const,
  list: (tenantId: string, query: AuditQuery) => ['tenants', tenantId, 'audit', 'list', query] as const,
};

export const fetchAudit = (query: AuditQuery) =>
  parseData(api.get('tenant/Audit', { searchParams: toSearchParams(query) }).json(), auditPage);
export const fetchAuditOptions = () => parseData(api.get('tenant/Audit/options').json(), auditOptionsSchema);

export const auditListOptions = (tenantId: string, query: AuditQuery) =>
  listQuery(tenantId, auditKeys.list(tenantId, query), () => fetchAudit(query));
/** The user filter's choices. */
export const auditChoicesOptions = readQuery(auditKeys.all, 'options', fetchAuditOptions);
