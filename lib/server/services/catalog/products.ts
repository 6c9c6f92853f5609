import 'server-only';

import { and, asc, count, desc, eq, like, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { createProductInputSchema, listProductsQuerySchema, Product } from '@/lib/schemas/catalog';
import { foldTurkish, turkishSortKey } from '@/lib/utils/turkish';
import { AppError, notFound, staleVersion } from '../../errors';
import type { Db, DbOrTx } from '../../db/client';
import { isUniqueViolation, likePattern } from '../../db/errors';
import { categories, products } from '../../db/schema';
import { writeAudit } from '../audit';
import type { Page } from '../pagination';
import type { Actor } from '../customers/mapping';
import { assertCategory } from './categories';

type Input = z.output<typeof createProductInputSchema>;
const codeTaken = () => new AppError(409, 'duplicate', { fields: { code: { key: 'productCodeTaken' } } });

const columns = { product: products, categoryName: categories.name };
const toProduct = ({
  product: p,
  categoryName,
}: {
  product: typeof products.$inferSelect;
  categoryName: string | null;
}): Product => ({
  id: p.id,
  code: p.code,
  name: p.name,
  categoryId: p.categoryId,
  categoryName,
  unit: p.unit,
  salePrice: p.salePrice,
  currency: p.currency,
  vatRate: p.vatRate,
  active: p.active,
  version: p.version,
});

/** Products of the tenant: folded search on code and name, category and active filters. */
export async function listProducts(
  db: DbOrTx,
  opts: { tenantId: string; query: z.output<typeof listProductsQuerySchema> },
): Promise<Page<Product>> {
  const q = opts.query;
  const conditions: (SQL | undefined)[] = [eq(products.tenantId, opts.tenantId)];
  if (q.searchText) conditions.push(like(products.searchText, likePattern(foldTurkish(q.searchText))));
  if (q.categoryId) conditions.push(eq(products.categoryId, q.categoryId));
  if (q.active) conditions.push(eq(products.active, q.active === 'true'));
  const where = and(...conditions);
  const dir = q.sortOrder === 'desc' ? desc : asc;
  const order = { name: products.sortName, code: products.code, createdAt: products.createdAt }[q.sortField];
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(dir(order), dir(products.id))
      .limit(q.pageSize)
      .offset(q.pageIndex * q.pageSize),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return {
    items: rows.map(toProduct),
    totalCount: Number(total?.n ?? 0),
    pageIndex: q.pageIndex,
    pageSize: q.pageSize,
  };
}

export async function getProduct(db: DbOrTx, opts: { tenantId: string; id: string }): Promise<Product> {
  const [row] = await db
    .select(columns)
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, opts.id), eq(products.tenantId, opts.tenantId)))
    .limit(1);
  if (!row) throw notFound();
  return toProduct(row);
}

const derived = (input: Input) => ({
  ...input,
  searchText: foldTurkish(`${input.code} ${input.name}`),
  sortName: turkishSortKey(input.name),
});

/** The code is unique per tenant: a duplicate answers 409 with a message on `code`. */
export async function createProduct(db: Db, actor: Actor, input: Input): Promise<Product> {
  try {
    const id = await db.transaction(async (tx) => {
      await assertCategory(tx, actor.tenantId, input.categoryId);
      const [row] = await tx
        .insert(products)
        .values({ ...derived(input), tenantId: actor.tenantId })
        .returning({ id: products.id });
      await audit(tx, actor, 'product.create', row!.id, input);
      return row!.id;
    });
    return getProduct(db, { tenantId: actor.tenantId, id });
  } catch (error) {
    throw isUniqueViolation(error, 'products_tenant_code_key') ? codeTaken() : error;
  }
}

export async function updateProduct(
  db: Db,
  actor: Actor,
  id: string,
  input: Input & { version: number },
): Promise<Product> {
  try {
    await db.transaction(async (tx) => {
      await getProduct(tx, { tenantId: actor.tenantId, id });
      await assertCategory(tx, actor.tenantId, input.categoryId);
      const { version, ...rest } = input;
      const [row] = await tx
        .update(products)
        .set({ ...derived(rest), version: version + 1 })
        .where(and(eq(products.id, id), eq(products.tenantId, actor.tenantId), eq(products.version, version)))
        .returning({ id: products.id });
      if (!row) throw staleVersion();
      await audit(tx, actor, 'product.update', id, rest);
    });
    return getProduct(db, { tenantId: actor.tenantId, id });
  } catch (error) {
    throw isUniqueViolation(error, 'products_tenant_code_key') ? codeTaken() : error;
  }
}

/** Products carry no stock, so a delete is final; offers copy the values they use. */
export async function deleteProduct(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const product = await getProduct(tx, { tenantId: actor.tenantId, id });
    await tx.delete(products).where(eq(products.id, id));
    await audit(tx, actor, 'product.delete', id, { code: product.code, name: product.name });
  });
}

function audit(tx: DbOrTx, actor: Actor, action: string, id: string, data: unknown) {
  return writeAudit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    ip: actor.ip,
    action,
    entity: 'product',
    entityId: id,
    data,
  });
}
