import 'server-only';

import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PermissionMatrixModule } from '@/lib/schemas/roles';
import type { DbOrTx } from '../../db/client';
import { modulePermissions, modules, tenantModules } from '../../db/schema';
import type { Lang } from '../../i18n';
import { AppError } from '../../errors';

const actionOrder = ['view', 'create', 'update', 'delete'];

/**
 * The permissions of the tenant's enabled modules, one entry per module in menu order (depth-first),
 * labelled in the request language.
 */
export async function getPermissionMatrix(
  db: DbOrTx,
  opts: { tenantId: string; lang: Lang },
): Promise<PermissionMatrixModule[]> {
  const all = await db.select().from(modules).orderBy(asc(modules.sortOrder), asc(modules.key));
  const enabled = new Set(
    (
      await db
        .select({ id: tenantModules.moduleId })
        .from(tenantModules)
        .where(eq(tenantModules.tenantId, opts.tenantId))
    ).map((r) => r.id),
  );
  const perms = enabled.size
    ? await db
        .select()
        .from(modulePermissions)
        .where(inArray(modulePermissions.moduleId, [...enabled]))
    : [];
  const label = (m: { labelTr: string; labelEn: string }) => (opts.lang === 'en' ? m.labelEn : m.labelTr);

  const result: PermissionMatrixModule[] = [];
  const walk = (parentId: string | null, path: string[]) => {
    for (const m of all.filter((x) => x.parentId === parentId)) {
      if (enabled.has(m.id)) {
        const own = perms
          .filter((p) => p.moduleId === m.id)
          .sort(
            (a, b) => actionOrder.indexOf(a.action) - actionOrder.indexOf(b.action) || a.code.localeCompare(b.code),
          );
        result.push({
          moduleId: m.id,
          key: m.key,
          label: label(m),
          path,
          depth: path.length,
          permissions: own.map((p) => ({ id: p.id, code: p.code, action: p.action, label: label(p) })),
        });
      }
      // Children of a disabled parent stay reachable: the plan may enable a child alone.
      walk(m.id, [...path, label(m)]);
    }
  };
  walk(null, []);
  return result;
}

/** Rejects permission ids that are unknown or belong to a module the tenant has not enabled. */
export async function assertPermissionsAvailable(
  db: DbOrTx,
  opts: { tenantId: string; permissionIds: string[] },
): Promise<void> {
  if (opts.permissionIds.length === 0) return;
  const found = await db
    .select({ id: modulePermissions.id })
    .from(modulePermissions)
    .innerJoin(
      tenantModules,
      and(eq(tenantModules.moduleId, modulePermissions.moduleId), eq(tenantModules.tenantId, opts.tenantId)),
    )
    .where(inArray(modulePermissions.id, opts.permissionIds));
  if (found.length !== opts.permissionIds.length) {
    throw new AppError(400, 'validation_failed', { fields: { permissionIds: { key: 'permissionNotAvailable' } } });
  }
}
