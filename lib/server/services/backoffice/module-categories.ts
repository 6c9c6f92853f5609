import 'server-only';

import { asc, eq, sql } from 'drizzle-orm';
import type { PagingQuery } from '@/lib/schemas/common';
import type { ModuleCategory, SaveModuleCategoryInput } from '@/lib/schemas/backoffice-modules';
import type { Db, DbOrTx } from '../../db/client';
import { moduleCategories, modules } from '../../db/schema';
import { notFound } from '../../errors';
import { writeAudit } from '../audit';
import type { Page } from '../../kit/list-page';
import { platformListPage, platformWrite } from '../../kit/platform-lists';
import { updatePlatformVersioned } from '../../kit/records';
import { textSearch } from '../../kit/search';

// Subqueries name the outer table in full: drizzle leaves single-table selects unqualified.
const categoryColumns = {
  id: moduleCategories.id,
  nameTr: moduleCategories.nameTr,
  nameEn: moduleCategories.nameEn,
  sortOrder: moduleCategories.sortOrder,
  version: moduleCategories.version,
  moduleCount: sql<number>`(select count(*) from modules m where m.category_id = "module_categories"."id")::int`,
};

/** Module categories in display order, searchable by either name (the kit's list page). */
export function listModuleCategories(db: DbOrTx, query: PagingQuery): Promise<Page<ModuleCategory>> {
  return platformListPage({
    db,
    table: moduleCategories,
    rows: db.select(categoryColumns).from(moduleCategories).$dynamic(),
    where: textSearch({ columns: [moduleCategories.nameTr, moduleCategories.nameEn] }, query.searchText),
    orderBy: [asc(moduleCategories.sortOrder), asc(moduleCategories.nameTr), asc(moduleCategories.id)],
    query,
    map: (row) => row,
  });
}

async function getCategoryOrThrow(db: DbOrTx, id: string): Promise<ModuleCategory> {
  const [row] = await db.select(categoryColumns).from(moduleCategories).where(eq(moduleCategories.id, id));
  if (!row) throw notFound();
  return row;
}

/** Creates a category, or updates one (`id` + current `version`, else 409). */
export async function saveModuleCategory(
  db: Db,
  opts: { input: SaveModuleCategoryInput; actorId: string; ip: string },
): Promise<ModuleCategory> {
  const { id, version, ...values } = opts.input;
  const savedId = await platformWrite(db, [moduleCategories], async (tx) => {
    if (!id) {
      const [row] = await tx.insert(moduleCategories).values(values).returning({ id: moduleCategories.id });
      await writeAudit(tx, {
        userId: opts.actorId,
        action: 'module_category.create',
        entity: 'module_category',
        entityId: row!.id,
        data: values,
        ip: opts.ip,
      });
      return row!.id;
    }
    // The schema requires the version with an id.
    await updatePlatformVersioned(tx, moduleCategories, { id, version: version! }, values);
    await writeAudit(tx, {
      userId: opts.actorId,
      action: 'module_category.update',
      entity: 'module_category',
      entityId: id,
      data: values,
      ip: opts.ip,
    });
    return id;
  });
  return getCategoryOrThrow(db, savedId);
}

/** Deletes a category; its modules stay, without a category. */
export async function deleteModuleCategory(db: Db, opts: { id: string; actorId: string; ip: string }) {
  return platformWrite(db, [moduleCategories, modules], async (tx) => {
    const [category] = await tx.select().from(moduleCategories).where(eq(moduleCategories.id, opts.id)).for('update');
    if (!category) throw notFound();
    const detached = await tx
      .update(modules)
      .set({ categoryId: null })
      .where(eq(modules.categoryId, opts.id))
      .returning({ id: modules.id });
    await tx.delete(moduleCategories).where(eq(moduleCategories.id, opts.id));
    await writeAudit(tx, {
      userId: opts.actorId,
      action: 'module_category.delete',
      entity: 'module_category',
      entityId: opts.id,
      data: { nameTr: category.nameTr, detachedModules: detached.length },
      ip: opts.ip,
    });
    return { ok: true, detachedModules: detached.length };
  });
}
