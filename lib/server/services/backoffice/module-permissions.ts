import 'server-only';

import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type {
  ListModulePermissionsQuery,
  ModulePermission,
  SaveModulePermissionsInput,
} from '@/lib/schemas/backoffice-modules';
import type { Db, DbOrTx } from '../../db/client';
import { modulePermissions, modules, rolePermissions } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { writeAudit } from '../audit';
import { isUniqueViolation } from '../../db/errors';
import type { Page } from '../../kit/list-page';
import { platformListPage, platformWrite } from '../../kit/platform-lists';
import { textSearch } from '../../kit/search';

// Subqueries name the outer table in full: drizzle leaves single-table selects unqualified.
const permissionColumns = {
  id: modulePermissions.id,
  moduleId: modulePermissions.moduleId,
  code: modulePermissions.code,
  action: modulePermissions.action,
  labelTr: modulePermissions.labelTr,
  labelEn: modulePermissions.labelEn,
  roleCount: sql<number>`(select count(*) from role_permissions rp where rp.permission_id = "module_permissions"."id")::int`,
};
/** view, create, update, delete first, in that order; anything else after them. */
const actionOrder = sql`array_position(array['view','create','update','delete'], ${modulePermissions.action})`;

/** A module's permissions with how many roles hold each; 404 for an unknown module. */
export async function listModulePermissions(
  db: DbOrTx,
  query: ListModulePermissionsQuery,
): Promise<Page<ModulePermission>> {
  const [module] = await db.select({ id: modules.id }).from(modules).where(eq(modules.id, query.moduleId));
  if (!module) throw notFound();
  const where = and(
    eq(modulePermissions.moduleId, query.moduleId),
    textSearch(
      { columns: [modulePermissions.code, modulePermissions.labelTr, modulePermissions.labelEn] },
      query.searchText,
    ),
  );
  return platformListPage({
    db,
    table: modulePermissions,
    rows: db.select(permissionColumns).from(modulePermissions).$dynamic(),
    where,
    orderBy: [sql`${actionOrder} nulls last`, asc(modulePermissions.code)],
    query,
    map: (row) => row,
  });
}

const codeTaken = (index: number) =>
  new AppError(409, 'duplicate', { fields: { [`${index}.code`]: { key: 'permissionCodeTaken' } } });

/** Rejects codes repeated in the list or held by another permission, unknown modules and ids. */
async function assertSaveRules(tx: DbOrTx, items: SaveModulePermissionsInput) {
  const seen = new Map<string, number>();
  items.forEach((item, i) => {
    if (seen.has(item.code))
      throw new AppError(400, 'validation_failed', { fields: { [`${i}.code`]: { key: 'permissionCodeRepeated' } } });
    seen.set(item.code, i);
  });
  const moduleIds = [...new Set(items.map((i) => i.moduleId))];
  const known = new Set(
    (await tx.select({ id: modules.id }).from(modules).where(inArray(modules.id, moduleIds))).map((m) => m.id),
  );
  items.forEach((item, i) => {
    if (!known.has(item.moduleId))
      throw new AppError(400, 'validation_failed', { fields: { [`${i}.moduleId`]: { key: 'referenceNotFound' } } });
  });

  const ids = items.flatMap((i) => (i.id ? [i.id] : []));
  const existing = ids.length
    ? await tx.select().from(modulePermissions).where(inArray(modulePermissions.id, ids)).for('update')
    : [];
  const byId = new Map(existing.map((p) => [p.id, p]));
  items.forEach((item, i) => {
    if (!item.id) return;
    const current = byId.get(item.id);
    if (!current) throw notFound();
    // Moving a permission to another module would silently change what the roles holding it grant.
    if (current.moduleId !== item.moduleId)
      throw new AppError(400, 'validation_failed', { fields: { [`${i}.moduleId`]: { key: 'invalidValue' } } });
  });

  const holders = await tx
    .select({ id: modulePermissions.id, code: modulePermissions.code })
    .from(modulePermissions)
    .where(inArray(modulePermissions.code, [...seen.keys()]));
  for (const holder of holders) {
    const index = seen.get(holder.code)!;
    if (holder.id !== items[index]!.id && !byId.has(holder.id)) throw codeTaken(index);
  }
}

/** Creates (no id) and updates (id) a list of permissions in one transaction; answers the saved rows. */
export async function saveModulePermissions(
  db: Db,
  opts: { items: SaveModulePermissionsInput; actorId: string; ip: string },
) {
  try {
    const ids = await platformWrite(db, [modulePermissions], async (tx) => {
      await assertSaveRules(tx, opts.items);
      const saved: string[] = [];
      for (const { id, ...values } of opts.items) {
        const [row] = id
          ? await tx
              .update(modulePermissions)
              .set(values)
              .where(eq(modulePermissions.id, id))
              .returning({ id: modulePermissions.id })
          : await tx.insert(modulePermissions).values(values).returning({ id: modulePermissions.id });
        saved.push(row!.id);
        await writeAudit(tx, {
          userId: opts.actorId,
          action: id ? 'module_permission.update' : 'module_permission.create',
          entity: 'module_permission',
          entityId: row!.id,
          data: values,
          ip: opts.ip,
        });
      }
      return saved;
    });
    const rows = await db.select(permissionColumns).from(modulePermissions).where(inArray(modulePermissions.id, ids));
    return ids.map((id) => rows.find((r) => r.id === id)!);
  } catch (error) {
    // Two codes swapped within one save can still collide mid-transaction.
    throw isUniqueViolation(error) ? new AppError(409, 'duplicate') : error;
  }
}

/** Deletes a permission and takes it away from every role holding it, in one transaction. */
export async function deleteModulePermission(db: Db, opts: { id: string; actorId: string; ip: string }) {
  return platformWrite(db, [modulePermissions], async (tx) => {
    const [permission] = await tx
      .select()
      .from(modulePermissions)
      .where(eq(modulePermissions.id, opts.id))
      .for('update');
    if (!permission) throw notFound();
    const removed = await tx
      .delete(rolePermissions)
      .where(eq(rolePermissions.permissionId, opts.id))
      .returning({ roleId: rolePermissions.roleId });
    await tx.delete(modulePermissions).where(eq(modulePermissions.id, opts.id));
    await writeAudit(tx, {
      userId: opts.actorId,
      action: 'module_permission.delete',
      entity: 'module_permission',
      entityId: opts.id,
      data: { code: permission.code, removedFromRoles: removed.length },
      ip: opts.ip,
    });
    return { ok: true, removedFromRoles: removed.length };
  });
}
