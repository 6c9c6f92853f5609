import 'server-only';

import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { AppError } from '../errors';
import type { TenantTable } from './records';

/** One id an input names, and the field a refusal is shown at. */
export interface Reference {
  field: string;
  /** Empty: an optional reference left blank, which is not checked. */
  id: string | null | undefined;
}

/**
 * The one tenant-reference check: every id an input names must be a row of the tenant's `table`
 * (and of `where`, e.g. a live customer or that customer's contact), else 400 with `key` (by
 * default 'referenceNotFound') at the field of the first one that is not. Another tenant's id is
 * refused exactly like a missing one, so the answer tells nothing about other tenants.
 */
export async function assertTenantReferences(
  db: DbOrTx,
  table: TenantTable,
  tenantId: string,
  refs: Reference | readonly Reference[],
  opts: { key?: string; where?: SQL } = {},
): Promise<void> {
  const named = [refs].flat().filter((r): r is Reference & { id: string } => Boolean(r.id));
  if (named.length === 0) return;
  const ids = [...new Set(named.map((r) => r.id))];
  const found = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(eq(table.tenantId, tenantId), inArray(table.id, ids), opts.where));
  const known = new Set(found.map((row) => row.id as string));
  const missing = named.find((r) => !known.has(r.id));
  if (missing) {
    throw new AppError(400, 'validation_failed', {
      fields: { [missing.field]: { key: opts.key ?? 'referenceNotFound' } },
    });
  }
}

/** Whether any row points at `id` through `column` (of any table: the column knows its own). */
export async function isReferenced(db: DbOrTx, column: AnyColumn, id: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(column.table as PgTable)
    .where(eq(column, id))
    .limit(1);
  return Boolean(row);
}

/** A definition in use (by a payment method, an invoice …) is deactivated, never deleted. */
const inUse = () => new AppError(409, 'definition_in_use');

/** Refuses to delete a record that any of `columns` points at (409 definition_in_use). */
export async function assertUnreferenced(db: DbOrTx, id: string, columns: readonly AnyColumn[]): Promise<void> {
  for (const column of columns) {
    if (await isReferenced(db, column, id)) throw inUse();
  }
}
