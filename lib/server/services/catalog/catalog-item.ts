import 'server-only';

import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { foldTurkish, turkishSortKey } from '@/lib/utils/turkish';
import type { DbOrTx } from '../../db/client';
import { categories, labors, products } from '../../db/schema';
import { crudService, type CrudEntity } from '../../kit/crud-service';
import { pickShape } from '../../kit/records';
import { assertTenantReferences } from '../../kit/references';
import { activeFilter } from '../../kit/search';

type ItemTable = typeof products | typeof labors;
interface ItemInput {
  name: string;
  categoryId: string | null;
}
interface ItemQuery {
  pageIndex: number;
  pageSize: number;
  searchText?: string;
  sortField?: string;
  sortOrder?: 'asc' | 'desc';
  categoryId?: string;
  active?: 'true' | 'false';
}

/** Checks that a product's or labor's category is one of the tenant's (else a field error). */
export const assertCategory = (db: DbOrTx, tenantId: string, categoryId: string | null) =>
  assertTenantReferences(db, categories, tenantId, { field: 'categoryId', id: categoryId }, { key: 'invalidCategory' });

/**
 * A catalogue item (product or labor): its category's name beside it, search over the folded
 * `searchText` of the input, category and active filters, and a category that must be the tenant's.
 */
export function catalogItemService<T extends ItemTable, Dto, Input extends ItemInput, Q extends ItemQuery>(cfg: {
  entity: CrudEntity;
  table: T;
  dto: z.ZodObject;
  searchText: (input: Input) => string;
  sort: Record<string, AnyColumn>;
  unique?: Record<string, { field: string; key: string }>;
}) {
  const table = cfg.table as typeof products;
  return crudService({
    entity: cfg.entity,
    table,
    select: (db: DbOrTx) =>
      db
        .select({ row: table, categoryName: categories.name })
        .from(table)
        .leftJoin(categories, eq(categories.id, table.categoryId))
        .$dynamic(),
    toDto: ({ row, categoryName }) => ({ ...pickShape(cfg.dto, row), categoryName }) as Dto,
    columns: (input: Input) =>
      ({
        ...input,
        searchText: foldTurkish(cfg.searchText(input)),
        sortName: turkishSortKey(input.name),
      }) as never,
    search: { folded: table.searchText },
    sort: cfg.sort,
    filters: (q: Q): (SQL | undefined)[] => [
      q.categoryId ? eq(table.categoryId, q.categoryId) : undefined,
      activeFilter(table.active, q.active),
    ],
    validate: (tx, actor, input) => assertCategory(tx, actor.tenantId, input.categoryId),
    unique: cfg.unique,
    label: (row) => row.name,
  });
}

/** Whether any product or labor item still uses a category. */
export async function categoryInUse(db: DbOrTx, categoryId: string): Promise<boolean> {
  const result = await db.execute<{ used: boolean }>(sql`select exists (
      select 1 from ${products} where ${products.categoryId} = ${categoryId}
      union all select 1 from ${labors} where ${labors.categoryId} = ${categoryId}) as used`);
  return Boolean(result.rows[0]?.used);
}
