import 'server-only';

import { asc, eq, sql } from 'drizzle-orm';
import { categorySchema, type Category } from '@/lib/schemas/catalog';
import { turkishSortKey } from '@/lib/utils/turkish';
import type { DbOrTx } from '../../db/client';
import { categories, labors, products } from '../../db/schema';
import { AppError } from '../../errors';
import { crudService } from '../../kit/crud-service';
import { pickShape } from '../../kit/records';
import { categoryInUse } from './catalog-item';

type Input = { name: string; parentId: string | null };
const invalidParent = (key: string) => new AppError(400, 'validation_failed', { fields: { parentId: { key } } });

/** A parent must be the tenant's, and must not be the category itself or one of its descendants. */
async function assertParent(db: DbOrTx, tenantId: string, parentId: string | null, selfId?: string) {
  if (!parentId) return;
  // Walk up from the new parent; meeting the category itself would close a cycle.
  const result = await db.execute<{ id: string }>(sql`
    with recursive up(id, parent_id) as (
      select id, parent_id from categories where id = ${parentId} and tenant_id = ${tenantId}
      union all
      select c.id, c.parent_id from categories c join up on c.id = up.parent_id where c.tenant_id = ${tenantId}
    ) select id from up`);
  if (result.rows.length === 0) throw invalidParent('invalidParentCategory');
  if (selfId && result.rows.some((r) => r.id === selfId)) throw invalidParent('categoryCycle');
}

/** A tree of categories shared by products and labor; one that still holds anything cannot be deleted. */
export const categoryService = crudService({
  entity: 'category',
  table: categories,
  select: (db: DbOrTx) => db.select().from(categories).$dynamic(),
  toDto: (row) => pickShape(categorySchema, row) as Category,
  columns: (input: Input) => ({ name: input.name, parentId: input.parentId, sortName: turkishSortKey(input.name) }),
  sort: { name: categories.sortName },
  validate: (tx, actor, input, id) => assertParent(tx, actor.tenantId, input.parentId, id),
  beforeDelete: async (tx, _actor, row) => {
    const [child] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.parentId, row.id))
      .limit(1);
    if (child || (await categoryInUse(tx, row.id))) throw new AppError(422, 'in_use');
  },
  label: (row) => row.name,
});

/** All of the tenant's categories, flat and in Turkish order; the client builds the tree from parentId. */
export async function listAllCategories(db: DbOrTx, opts: { tenantId: string }): Promise<Category[]> {
  // The same test as beforeDelete's categoryInUse, counted per category (category_id is indexed). The
  // outer row is named in full: drizzle writes a bare "id", which inside the subquery is the product's.
  const outerId = sql.raw('"categories"."id"');
  const itemCount = sql<number>`(
    (select count(*) from ${products} where ${products.categoryId} = ${outerId})
    + (select count(*) from ${labors} where ${labors.categoryId} = ${outerId}))::int`;
  const rows = await db
    .select({ category: categories, itemCount })
    .from(categories)
    .where(eq(categories.tenantId, opts.tenantId))
    .orderBy(asc(categories.sortName))
    .limit(2000);
  return rows.map(
    (row) => pickShape(categorySchema, { ...row.category, itemCount: Number(row.itemCount) }) as Category,
  );
}
