import 'server-only';

import { asc } from 'drizzle-orm';
import { inheritsParentPermissions } from '@/lib/modules/tenant-modules';
import type { MenuItem } from '@/lib/schemas/menus';
import type { DbOrTx } from '../db/client';
import { modules, type ModuleRow } from '../db/schema';
import type { Lang } from '../i18n';
import { listUserPermissions, type GrantedPermission } from './permissions';

/**
 * The tenant menu of a user: modules whose view permission they hold (within the tenant's enabled
 * modules), nested, with every ancestor of a visible module shown so the tree stays connected.
 */
export async function getUserMenu(
  db: DbOrTx,
  opts: { tenantId: string; userId: string; lang: Lang; permissions?: GrantedPermission[] },
): Promise<MenuItem[]> {
  const permissions = opts.permissions ?? (await listUserPermissions(db, opts));
  const viewable = new Set(permissions.filter((p) => p.action === 'view').map((p) => p.moduleId));
  if (viewable.size === 0) return [];

  const all = await db.select().from(modules).orderBy(asc(modules.sortOrder), asc(modules.key));
  const byId = new Map(all.map((m) => [m.id, m]));
  // A module that shares its parent's permissions is viewable with the parent.
  for (const m of all) {
    if (m.parentId && viewable.has(m.parentId) && inheritsParentPermissions(m.key)) viewable.add(m.id);
  }
  const visible = new Set<string>();
  for (const id of viewable) {
    for (let m = byId.get(id); m && !visible.has(m.id); m = m.parentId ? byId.get(m.parentId) : undefined) {
      visible.add(m.id);
    }
  }
  const toItem = (m: ModuleRow): MenuItem => ({
    key: m.key,
    label: opts.lang === 'en' ? m.labelEn : m.labelTr,
    icon: m.icon,
    children: all.filter((c) => c.parentId === m.id && visible.has(c.id)).map(toItem),
  });
  return all.filter((m) => visible.has(m.id) && (!m.parentId || !visible.has(m.parentId))).map(toItem);
}
