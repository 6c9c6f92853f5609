import 'server-only';

import { and, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../errors';

/** A definition in use (by a payment method, an invoice …) is deactivated, never deleted. */
export const definitionInUse = () => new AppError(409, 'definition_in_use');

/** Whether any row of `table` in the tenant points at `id` through `column`. */
export async function referenced(db: DbOrTx, table: PgTable & { tenantId: AnyColumn }, column: AnyColumn, id: string) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(table)
    .where(and(eq(column, id)))
    .limit(1);
  return Boolean(row);
}

/** A foreign key of an input that must name one of the tenant's rows, else a field error. */
export async function assertTenantRow(
  db: DbOrTx,
  table: PgTable & { id: AnyColumn; tenantId: AnyColumn },
  opts: { tenantId: string; id: string | null; field: string; key: string },
) {
  if (!opts.id) return;
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(table)
    .where(and(eq(table.id, opts.id), eq(table.tenantId, opts.tenantId)))
    .limit(1);
  if (!row) throw new AppError(400, 'validation_failed', { fields: { [opts.field]: { key: opts.key } } });
}
