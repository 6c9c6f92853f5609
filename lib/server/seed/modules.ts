import 'server-only';

import { eq } from 'drizzle-orm';
import {
  moduleCategoryLabels,
  permissionActionLabels,
  tenantModuleList,
  type ModuleCategory,
} from '@/lib/modules/tenant-modules';
import { enabledSimpleModules } from '@/lib/modules/simple-modules';
import type { DbOrTx } from '../db/client';
import { moduleCategories, modulePermissions, modules, rolePermissions } from '../db/schema';

const actionLabel = (action: string) => permissionActionLabels[action] ?? { tr: action, en: action };

/**
 * Permissions split off an existing one: when the catalogue first gets the code, every role that
 * holds its source gets it too, so no role loses what it could do (office roles, which create work
 * orders, keep setting their prices; a technician's role, which only updates them, does not).
 */
const grantedOnCreation: Record<string, string> = { 'work-orders.pricing': 'work-orders.create' };

/** Grants a newly created permission to the roles holding the permission it was split from. */
async function grantToHolders(db: DbOrTx, permission: { id: string; code: string }) {
  const source = grantedOnCreation[permission.code];
  if (!source) return;
  const holders = await db
    .select({ roleId: rolePermissions.roleId })
    .from(rolePermissions)
    .innerJoin(modulePermissions, eq(modulePermissions.id, rolePermissions.permissionId))
    .where(eq(modulePermissions.code, source));
  if (holders.length === 0) return;
  await db
    .insert(rolePermissions)
    .values(holders.map(({ roleId }) => ({ roleId, permissionId: permission.id })))
    .onConflictDoNothing();
}

/**
 * Brings the module catalogue up to the descriptors in lib/modules: an empty database gets the
 * categories, nested modules and their permissions; an existing one gets only what is missing
 * (modules by key, permissions by code). What the Backoffice edited (labels, order, icons) stays.
 */
export async function syncModuleCatalogue(db: DbOrTx): Promise<void> {
  const [existingModules, existingCodes, existingCategories] = await Promise.all([
    db.select({ id: modules.id, key: modules.key }).from(modules),
    db.select({ code: modulePermissions.code }).from(modulePermissions),
    db.select({ id: moduleCategories.id, nameTr: moduleCategories.nameTr }).from(moduleCategories),
  ]);
  const codes = new Set(existingCodes.map((r) => r.code));
  const moduleIds = new Map(existingModules.map((m) => [m.key, m.id]));
  const categoryIds = new Map<ModuleCategory, string>();
  for (const [index, [name, labels]] of Object.entries(moduleCategoryLabels).entries()) {
    let id = existingCategories.find((c) => c.nameTr === labels.tr)?.id;
    if (!id && existingModules.length === 0) {
      const [row] = await db
        .insert(moduleCategories)
        .values({ nameTr: labels.tr, nameEn: labels.en, sortOrder: index })
        .returning({ id: moduleCategories.id });
      id = row!.id;
    }
    if (id) categoryIds.set(name as ModuleCategory, id);
  }

  const siblings = new Map<string | undefined, number>();
  // The simple modules this server serves come after the declared ones (their parents declared there).
  for (const m of [...tenantModuleList, ...enabledSimpleModules().map((s) => s.descriptor)]) {
    const order = (siblings.get(m.parent) ?? 0) + 10;
    siblings.set(m.parent, order);
    let moduleId = moduleIds.get(m.key);
    if (!moduleId) {
      const [row] = await db
        .insert(modules)
        .values({
          key: m.key,
          labelTr: m.label.tr,
          labelEn: m.label.en,
          icon: m.icon,
          parentId: m.parent ? moduleIds.get(m.parent) : null,
          categoryId: categoryIds.get(m.category),
          sortOrder: order,
        })
        .returning({ id: modules.id });
      moduleId = row!.id;
      moduleIds.set(m.key, moduleId);
    }
    // A child sharing its parent's prefix finds the codes already seeded on the parent.
    const missing = m.permissions.actions.filter((a) => !codes.has(`${m.permissions.prefix}.${a}`));
    if (missing.length === 0) continue;
    for (const action of missing) codes.add(`${m.permissions.prefix}.${action}`);
    const created = await db
      .insert(modulePermissions)
      .values(
        missing.map((action) => ({
          moduleId: moduleId!,
          code: `${m.permissions.prefix}.${action}`,
          action,
          labelTr: `${m.label.tr} - ${actionLabel(action).tr}`,
          labelEn: `${m.label.en} - ${actionLabel(action).en}`,
        })),
      )
      .returning({ id: modulePermissions.id, code: modulePermissions.code });
    for (const permission of created) await grantToHolders(db, permission);
  }
}
