import 'server-only';

import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CreateModuleInput, ListModulesQuery, Module, UpdateModuleInput } from '@/lib/schemas/backoffice-modules';
import type { Db, DbOrTx } from '../../db/client';
import { moduleCategories, modules } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { writeAudit } from '../audit';
import { isUniqueViolation } from '../../db/errors';
import type { Page } from '../../kit/list-page';
import { platformListPage, platformWrite } from '../../kit/platform-lists';
import { updatePlatformVersioned } from '../../kit/records';
import { textSearch } from '../../kit/search';

const parent = alias(modules, 'parent');

// Correlated subqueries name the outer table in full: drizzle leaves columns unqualified
// in single-table selects, where a bare "id" would bind to the subquery's own table.

/**
 * The module's position in the menu tree as a sortable text: each ancestor's zero-padded order
 * and key, joined by chr(1) so a parent sorts directly before its children. Bytewise ("C") order.
 */
const treePath = sql<string>`(with recursive up(id, parent_id, depth, path) as (
    select m.id, m.parent_id, 0, lpad(m.sort_order::text, 4, '0') || ' ' || m.key from modules m where m.id = "modules"."id"
    union all
    select p.id, p.parent_id, up.depth + 1, lpad(p.sort_order::text, 4, '0') || ' ' || p.key || chr(1) || up.path
    from modules p join up on p.id = up.parent_id where up.depth < 32
  ) select path from up order by depth desc limit 1) collate "C"`;

const moduleColumns = {
  id: modules.id,
  key: modules.key,
  labelTr: modules.labelTr,
  labelEn: modules.labelEn,
  icon: modules.icon,
  parentId: modules.parentId,
  parentKey: parent.key,
  categoryId: modules.categoryId,
  sortOrder: modules.sortOrder,
  version: modules.version,
  permissionCount: sql<number>`(select count(*) from module_permissions mp where mp.module_id = "modules"."id")::int`,
  path: treePath.as('tree_path'),
};

type ModuleRowWithPath = { path: string | null } & Omit<Module, 'depth'>;
const toModule = ({ path, ...row }: ModuleRowWithPath): Module => ({
  ...row,
  depth: (path?.match(/\u0001/g) ?? []).length,
});

/** All modules, in menu order, filtered by category and a search over key and labels (the kit's list page). */
export function listModules(db: DbOrTx, query: ListModulesQuery): Promise<Page<Module>> {
  return platformListPage({
    db,
    table: modules,
    rows: db.select(moduleColumns).from(modules).leftJoin(parent, eq(parent.id, modules.parentId)).$dynamic(),
    where: and(
      query.categoryId ? eq(modules.categoryId, query.categoryId) : undefined,
      textSearch({ columns: [modules.key, modules.labelTr, modules.labelEn] }, query.searchText),
    ),
    orderBy: [treePath, asc(modules.id)],
    query,
    map: toModule,
  });
}

export async function getModuleOrThrow(db: DbOrTx, id: string): Promise<Module> {
  const [row] = await db
    .select(moduleColumns)
    .from(modules)
    .leftJoin(parent, eq(parent.id, modules.parentId))
    .where(eq(modules.id, id));
  if (!row) throw notFound();
  return toModule(row);
}

/** Field errors for a category or parent that does not exist, a parent loop, or a taken key. */
async function assertModuleRules(tx: DbOrTx, input: CreateModuleInput, selfId?: string) {
  if (input.categoryId) {
    const [category] = await tx
      .select({ id: moduleCategories.id })
      .from(moduleCategories)
      .where(eq(moduleCategories.id, input.categoryId));
    if (!category) throw fieldError(400, 'validation_failed', 'categoryId', 'referenceNotFound');
  }
  if (input.parentId) {
    const all = await tx.select({ id: modules.id, parentId: modules.parentId }).from(modules);
    const parentOf = new Map(all.map((m) => [m.id, m.parentId]));
    if (!parentOf.has(input.parentId)) throw fieldError(400, 'validation_failed', 'parentId', 'referenceNotFound');
    // Walking up from the new parent must never reach the module itself.
    for (
      let id: string | null | undefined = input.parentId, hops = 0;
      id && hops <= all.length;
      id = parentOf.get(id), hops++
    ) {
      if (id === selfId) throw fieldError(400, 'validation_failed', 'parentId', 'moduleParentCycle');
    }
  }
  const [taken] = await tx.select({ id: modules.id }).from(modules).where(eq(modules.key, input.key));
  if (taken && taken.id !== selfId) throw duplicateKey();
}

const fieldError = (status: 400 | 409, code: 'validation_failed' | 'duplicate', field: string, key: string) =>
  new AppError(status, code, { fields: { [field]: { key } } });
const duplicateKey = () => fieldError(409, 'duplicate', 'key', 'moduleKeyTaken');

/** Creates a menu module; its permissions are added with save-module-permissions. */
export async function createModule(
  db: Db,
  opts: { input: CreateModuleInput; actorId: string; ip: string },
): Promise<Module> {
  try {
    const id = await platformWrite(db, [modules], async (tx) => {
      await assertModuleRules(tx, opts.input);
      const [row] = await tx.insert(modules).values(opts.input).returning({ id: modules.id });
      await writeAudit(tx, {
        userId: opts.actorId,
        action: 'module.create',
        entity: 'module',
        entityId: row!.id,
        data: opts.input,
        ip: opts.ip,
      });
      return row!.id;
    });
    return getModuleOrThrow(db, id);
  } catch (error) {
    throw isUniqueViolation(error) ? duplicateKey() : error;
  }
}

/** Updates a module when `version` is still current (else 409), after its rules (field errors). */
export async function updateModule(
  db: Db,
  opts: { input: UpdateModuleInput; actorId: string; ip: string },
): Promise<Module> {
  const { id, version, ...values } = opts.input;
  try {
    await platformWrite(db, [modules], async (tx) => {
      await assertModuleRules(tx, opts.input, id);
      await updatePlatformVersioned(tx, modules, { id, version }, values);
      await writeAudit(tx, {
        userId: opts.actorId,
        action: 'module.update',
        entity: 'module',
        entityId: id,
        data: values,
        ip: opts.ip,
      });
    });
  } catch (error) {
    throw isUniqueViolation(error) ? duplicateKey() : error;
  }
  return getModuleOrThrow(db, id);
}

/** The whole catalogue in menu order (for server-rendered pickers; the client pages through it). */
export async function listAllModules(db: DbOrTx): Promise<Module[]> {
  return (await listModules(db, { pageIndex: 0, pageSize: 10_000 })).items;
}
