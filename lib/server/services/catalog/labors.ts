import 'server-only';

import { and, asc, count, desc, eq, like, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { createLaborInputSchema, listLaborsQuerySchema, Labor } from '@/lib/schemas/catalog';
import { foldTurkish, turkishSortKey } from '@/lib/utils/turkish';
import { notFound, staleVersion } from '../../errors';
import type { Db, DbOrTx } from '../../db/client';
import { likePattern } from '../../db/errors';
import { categories, labors } from '../../db/schema';
import { writeAudit } from '../audit';
import type { Page } from '../pagination';
import type { Actor } from '../customers/mapping';
import { assertCategory } from './categories';

type Input = z.output<typeof createLaborInputSchema>;

const columns = { product: labors, categoryName: categories.name };
const toLabor = ({
  product: p,
  categoryName,
}: {
  product: typeof labors.$inferSelect;
  categoryName: string | null;
}): Labor => ({
  id: p.id,
  name: p.name,
  categoryId: p.categoryId,
  categoryName,
  unit: p.unit,
  rate: p.rate,
  currency: p.currency,
  vatRate: p.vatRate,
  active: p.active,
  version: p.version,
});

/** Labor items of the tenant: folded search on the name, category and active filters. */
export async function listLabors(
  db: DbOrTx,
  opts: { tenantId: string; query: z.output<typeof listLaborsQuerySchema> },
): Promise<Page<Labor>> {
  const q = opts.query;
  const conditions: (SQL | undefined)[] = [eq(labors.tenantId, opts.tenantId)];
  if (q.searchText) conditions.push(like(labors.searchText, likePattern(foldTurkish(q.searchText))));
  if (q.categoryId) conditions.push(eq(labors.categoryId, q.categoryId));
  if (q.active) conditions.push(eq(labors.active, q.active === 'true'));
  const where = and(...conditions);
  const dir = q.sortOrder === 'desc' ? desc : asc;
  const order = { name: labors.sortName, createdAt: labors.createdAt }[q.sortField];
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(labors)
      .leftJoin(categories, eq(categories.id, labors.categoryId))
      .where(where)
      .orderBy(dir(order), dir(labors.id))
      .limit(q.pageSize)
      .offset(q.pageIndex * q.pageSize),
    db.select({ n: count() }).from(labors).where(where),
  ]);
  return { items: rows.map(toLabor), totalCount: Number(total?.n ?? 0), pageIndex: q.pageIndex, pageSize: q.pageSize };
}

export async function getLabor(db: DbOrTx, opts: { tenantId: string; id: string }): Promise<Labor> {
  const [row] = await db
    .select(columns)
    .from(labors)
    .leftJoin(categories, eq(categories.id, labors.categoryId))
    .where(and(eq(labors.id, opts.id), eq(labors.tenantId, opts.tenantId)))
    .limit(1);
  if (!row) throw notFound();
  return toLabor(row);
}

const derived = (input: Input) => ({
  ...input,
  searchText: foldTurkish(input.name),
  sortName: turkishSortKey(input.name),
});

export async function createLabor(db: Db, actor: Actor, input: Input): Promise<Labor> {
  const id = await db.transaction(async (tx) => {
    await assertCategory(tx, actor.tenantId, input.categoryId);
    const [row] = await tx
      .insert(labors)
      .values({ ...derived(input), tenantId: actor.tenantId })
      .returning({ id: labors.id });
    await audit(tx, actor, 'labor.create', row!.id, input);
    return row!.id;
  });
  return getLabor(db, { tenantId: actor.tenantId, id });
}

export async function updateLabor(
  db: Db,
  actor: Actor,
  id: string,
  input: Input & { version: number },
): Promise<Labor> {
  await db.transaction(async (tx) => {
    await getLabor(tx, { tenantId: actor.tenantId, id });
    await assertCategory(tx, actor.tenantId, input.categoryId);
    const { version, ...rest } = input;
    const [row] = await tx
      .update(labors)
      .set({ ...derived(rest), version: version + 1 })
      .where(and(eq(labors.id, id), eq(labors.tenantId, actor.tenantId), eq(labors.version, version)))
      .returning({ id: labors.id });
    if (!row) throw staleVersion();
    await audit(tx, actor, 'labor.update', id, rest);
  });
  return getLabor(db, { tenantId: actor.tenantId, id });
}

/** A delete is final; offers copy the values they use. */
export async function deleteLabor(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const labor = await getLabor(tx, { tenantId: actor.tenantId, id });
    await tx.delete(labors).where(eq(labors.id, id));
    await audit(tx, actor, 'labor.delete', id, { name: labor.name });
  });
}

function audit(tx: DbOrTx, actor: Actor, action: string, id: string, data: unknown) {
  return writeAudit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    ip: actor.ip,
    action,
    entity: 'labor',
    entityId: id,
    data,
  });
}
