import 'server-only';

import { and, asc, eq, sql } from 'drizzle-orm';
import type { Category } from '@/lib/schemas/catalog';
import { turkishSortKey } from '@/lib/utils/turkish';
import { AppError, notFound, staleVersion } from '../../errors';
import type { Db, DbOrTx } from '../../db/client';
import { categories, labors, products, type CategoryRow } from '../../db/schema';
import { writeAudit } from '../audit';
import type { Actor } from '../customers/mapping';

type Input = { name: string; parentId: string | null };

const toCategory = (r: CategoryRow): Category => ({ id: r.id, name: r.name, parentId: r.parentId, version: r.version });

/** All of the tenant's categories, flat and in Turkish order; the client builds the tree from parentId. */
export async function listCategories(db: DbOrTx, opts: { tenantId: string }): Promise<Category[]> {
  const rows = await db
    .select()
    .from(categories)
    .where(eq(categories.tenantId, opts.tenantId))
    .orderBy(asc(categories.sortName))
    .limit(2000);
  return rows.map(toCategory);
}

async function getRowOrThrow(db: DbOrTx, tenantId: string, id: string): Promise<CategoryRow> {
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.tenantId, tenantId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export async function getCategory(db: DbOrTx, opts: { tenantId: string; id: string }): Promise<Category> {
  return toCategory(await getRowOrThrow(db, opts.tenantId, opts.id));
}

/** A parent must be the tenant's, and must not be the category itself or one of its descendants. */
async function assertParent(db: DbOrTx, tenantId: string, parentId: string | null, selfId?: string) {
  if (!parentId) return;
  const invalidParent = (key: string) => new AppError(400, 'validation_failed', { fields: { parentId: { key } } });
  const [parent] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, parentId), eq(categories.tenantId, tenantId)))
    .limit(1);
  if (!parent) throw invalidParent('invalidParentCategory');
  if (!selfId) return;
  // Walk up from the new parent; meeting the category itself would close a cycle.
  const result = await db.execute<{ id: string }>(sql`
    with recursive up(id, parent_id) as (
      select id, parent_id from categories where id = ${parentId} and tenant_id = ${tenantId}
      union all
      select c.id, c.parent_id from categories c join up on c.id = up.parent_id where c.tenant_id = ${tenantId}
    ) select id from up where id = ${selfId} limit 1`);
  if (result.rows.length > 0) throw invalidParent('categoryCycle');
}

export async function createCategory(db: Db, actor: Actor, input: Input): Promise<Category> {
  return db.transaction(async (tx) => {
    await assertParent(tx, actor.tenantId, input.parentId);
    const [row] = await tx
      .insert(categories)
      .values({
        tenantId: actor.tenantId,
        name: input.name,
        parentId: input.parentId,
        sortName: turkishSortKey(input.name),
      })
      .returning();
    await audit(tx, actor, 'category.create', row!.id, input);
    return toCategory(row!);
  });
}

export async function updateCategory(
  db: Db,
  actor: Actor,
  id: string,
  input: Input & { version: number },
): Promise<Category> {
  return db.transaction(async (tx) => {
    await getRowOrThrow(tx, actor.tenantId, id);
    await assertParent(tx, actor.tenantId, input.parentId, id);
    const [row] = await tx
      .update(categories)
      .set({
        name: input.name,
        parentId: input.parentId,
        sortName: turkishSortKey(input.name),
        version: input.version + 1,
      })
      .where(and(eq(categories.id, id), eq(categories.tenantId, actor.tenantId), eq(categories.version, input.version)))
      .returning();
    if (!row) throw staleVersion();
    await audit(tx, actor, 'category.update', id, input);
    return toCategory(row);
  });
}

/** A category with sub-categories, products or labor cannot be deleted (422 in_use). */
export async function deleteCategory(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await getRowOrThrow(tx, actor.tenantId, id);
    const used = await Promise.all([
      tx.select({ id: categories.id }).from(categories).where(eq(categories.parentId, id)).limit(1),
      tx.select({ id: products.id }).from(products).where(eq(products.categoryId, id)).limit(1),
      tx.select({ id: labors.id }).from(labors).where(eq(labors.categoryId, id)).limit(1),
    ]);
    if (used.some((r) => r.length > 0)) throw new AppError(422, 'in_use');
    await tx.delete(categories).where(eq(categories.id, id));
    await audit(tx, actor, 'category.delete', id, { name: row.name });
  });
}

/** Checks that a product's or labor's category is one of the tenant's (else a field error). */
export async function assertCategory(db: DbOrTx, tenantId: string, categoryId: string | null) {
  if (!categoryId) return;
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, categoryId), eq(categories.tenantId, tenantId)))
    .limit(1);
  if (!row) throw new AppError(400, 'validation_failed', { fields: { categoryId: { key: 'invalidCategory' } } });
}

function audit(tx: DbOrTx, actor: Actor, action: string, id: string, data: unknown) {
  return writeAudit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    ip: actor.ip,
    action,
    entity: 'category',
    entityId: id,
    data,
  });
}
