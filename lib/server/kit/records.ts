import 'server-only';

import { and, eq, getTableName, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx, Tx } from '../db/client';
import { notFound, staleVersion } from '../errors';
import { invalidateLists } from './list-window';

/** A tenant-owned table: id, tenant_id and (when edited through the API) version. */
export type TenantTable = PgTable & { id: PgColumn; tenantId: PgColumn };
export type VersionedTable = TenantTable & { version: PgColumn };
/** A platform record edited by the Backoffice (tenants, modules, module categories): no tenant of its own. */
export type PlatformVersionedTable = PgTable & { id: PgColumn; version: PgColumn };
/** A table of one row per tenant (its settings), keyed by tenant_id; version 0 until first saved. */
export type SettingsTable = PgTable & { tenantId: PgColumn; version: PgColumn };

/** The one comparison of the version a caller saw (when it sent one) with the stored one: another answers 409. */
export function assertVersion(stored: number, seen: number | undefined): void {
  if (seen !== undefined && seen !== stored) throw staleVersion();
}

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
export function updateVersioned<T extends VersionedTable>(
  db: DbOrTx,
  table: T,
  key: { tenantId: string; id: string; version: number },
  values: Partial<T['$inferInsert']>,
): Promise<T['$inferSelect']> {
  return writeVersioned(db, table, inTenant(table, key.tenantId, key.id), key.version, values, () =>
    getOrThrow(db, table, key),
  );
}

/** updateVersioned for a platform record (a Backoffice write): 404 when missing, 409 when stale. */
export function updatePlatformVersioned<T extends PlatformVersionedTable>(
  db: DbOrTx,
  table: T,
  key: { id: string; version: number },
  values: Partial<T['$inferInsert']>,
): Promise<T['$inferSelect']> {
  return writeVersioned(db, table, eq(table.id, key.id), key.version, values, async () => {
    const [row] = await db
      .select({ id: table.id })
      .from(table as PgTable)
      .where(eq(table.id, key.id));
    if (!row) throw notFound();
  });
}

async function writeVersioned<T extends PgTable & { version: PgColumn }>(
  db: DbOrTx,
  table: T,
  where: SQL,
  version: number,
  values: Partial<T['$inferInsert']>,
  assertExists: () => Promise<unknown>,
): Promise<T['$inferSelect']> {
  const [row] = await db
    .update(table as PgTable & { version: PgColumn })
    .set({ ...values, version: version + 1 } as never)
    .where(and(where, eq(table.version, version)))
    .returning();
  if (row) return row as T['$inferSelect'];
  await assertExists();
  throw staleVersion();
}

/**
 * Saves a tenant's settings row when `version` is still the stored one, else 409: version 0 (nothing
 * saved yet) inserts it, so of two first saves at once the second is refused like any stale save.
 */
export async function saveSettingsRow<T extends SettingsTable>(
  db: DbOrTx,
  table: T,
  key: { tenantId: string; version: number },
  values: Partial<T['$inferInsert']>,
): Promise<void> {
  const written =
    key.version === 0
      ? await db
          .insert(table as SettingsTable)
          .values({ ...values, tenantId: key.tenantId } as never)
          .onConflictDoNothing()
          .returning()
      : await db
          .update(table as SettingsTable)
          .set({ ...values, version: key.version + 1 } as never)
          .where(and(eq(table.tenantId, key.tenantId), eq(table.version, key.version)))
          .returning();
  if (written.length === 0) throw staleVersion();
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
