import 'server-only';

import { and, eq, getTableName, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx, Tx } from '../db/client';
import { notFound, staleVersion } from '../errors';
import { invalidateLists } from './list-window';

/** A tenant-owned table: id, tenant_id and (when edited through the API) version. */
export type TenantTable = PgTable & { id: PgColumn; tenantId: PgColumn };
export type VersionedTable = TenantTable & { version: PgColumn };

export const inTenant = (table: TenantTable, tenantId: string, id: string): SQL =>
  and(eq(table.id, id), eq(table.tenantId, tenantId))!;

/** The tenant's row, or 404 (another tenant's id is indistinguishable from a missing one). */
export async function getOrThrow<T extends TenantTable>(
  db: DbOrTx,
  table: T,
  key: { tenantId: string; id: string },
  opts: { forUpdate?: boolean } = {},
): Promise<T['$inferSelect']> {
  const query = db
    .select()
    .from(table as PgTable)
    .where(inTenant(table, key.tenantId, key.id))
    .limit(1);
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row as T['$inferSelect'];
}

/**
 * Writes `values` when the stored version is still `version` and bumps it; a stale version answers
 * 409 and a missing (or foreign) row 404.
 */
export async function updateVersioned<T extends VersionedTable>(
  db: DbOrTx,
  table: T,
  key: { tenantId: string; id: string; version: number },
  values: Partial<T['$inferInsert']>,
): Promise<T['$inferSelect']> {
  const [row] = await db
    .update(table as VersionedTable)
    .set({ ...values, version: key.version + 1 } as never)
    .where(and(inTenant(table, key.tenantId, key.id), eq(table.version, key.version)))
    .returning();
  if (row) return row as T['$inferSelect'];
  await getOrThrow(db, table, key);
  throw staleVersion();
}

/** The fields of `row` that a zod object schema declares (a DTO without parsing cost). */
export function pickShape<K extends string>(shape: { shape: Record<K, unknown> }, row: object): Record<K, unknown> {
  const source = row as Record<string, unknown>;
  return Object.fromEntries(Object.keys(shape.shape).map((key) => [key, source[key]])) as Record<K, unknown>;
}

/** A write transaction on a tenant's table: once it is over, the table's lists are read again. */
export async function tenantWrite<R>(
  db: Db,
  tenantId: string,
  table: PgTable,
  work: (tx: Tx) => Promise<R>,
): Promise<R> {
  try {
    return await db.transaction(work);
  } finally {
    invalidateLists(tenantId, getTableName(table));
  }
}
