import {
  moduleSpecOf,
  tenantModuleList,
  type DetailModuleKey,
  type ResourceModuleKey,
  type TenantModuleKey,
} from './tenant-modules';

/**
 * Addresses derived from the module descriptors, so no screen, service or request types a module's
 * route or API path again: the pages (links between screens, search hits, notifications, the audit)
 * and the API paths of the client's requests.
 */

/** A module's page, optionally with a query: modulePath('reports', { report: 'ageing' }) -> '/tenant/reports?report=ageing'. */
export function modulePath(key: TenantModuleKey, query?: Record<string, string>): string {
  const { route } = moduleSpecOf(key)!;
  const search = Object.entries(query ?? {})
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  return search ? `${route}?${search}` : route;
}

const withId = (detail: string, id: string) => detail.replace('[id]', encodeURIComponent(id));

/** A record's page: detailPath('offers', id) -> '/tenant/offers/<id>'. */
export const detailPath = (key: DetailModuleKey, id: string): string => withId(moduleSpecOf(key)!.detail!, id);

/** A path of a module's API under /api/: apiPath('offers', id, 'send') -> 'tenant/Offers/<id>/send'. */
export const apiPath = (key: ResourceModuleKey, ...segments: string[]): string =>
  [moduleSpecOf(key)!.api, ...segments].join('/');

const moduleOfKind = new Map(tenantModuleList.flatMap((m) => (m.audit ?? []).map((kind) => [kind, m] as const)));

/**
 * The page of an audit entry's record: the record's own page when its module has one (null without
 * the id), else the module's page; null for a kind no module declares (e.g. 'route').
 */
export function recordPage(kind: string, id?: string | null): string | null {
  const m = moduleOfKind.get(kind);
  if (!m?.detail) return m?.route ?? null;
  return id ? withId(m.detail, id) : null;
}
