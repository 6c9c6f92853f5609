import type { Messages } from 'next-intl';
import { tenantModuleList } from '@/lib/modules/tenant-modules';

/** The specification's tenant menu key -> route table (from the module descriptors; a test holds it word for word). */
export const menuRouteTable: Readonly<Record<string, string>> = Object.fromEntries(
  tenantModuleList.map((m) => [m.key, m.route]),
);

/** Maps a menu key to its route; an unknown key is used as the path itself (with a leading slash). */
export function menuKeyToRoute(key: string): string {
  const known = Object.prototype.hasOwnProperty.call(menuRouteTable, key) ? menuRouteTable[key] : undefined;
  if (known) return known;
  return key.startsWith('/') ? key : `/${key}`;
}

/** The message key (in `TenantPages`) of each tenant route: its page title. */
export const tenantRouteTitles: Readonly<Record<string, keyof Messages['TenantPages']>> = Object.fromEntries(
  tenantModuleList.map((m) => [m.route, m.title]),
);

export function tenantRouteTitleKey(pathname: string): keyof Messages['TenantPages'] | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return Object.prototype.hasOwnProperty.call(tenantRouteTitles, clean) ? tenantRouteTitles[clean]! : null;
}
