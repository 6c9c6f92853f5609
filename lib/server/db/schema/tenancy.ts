import 'server-only';

import { getTableName, type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  foreignKey,
  type PgTable,
  pgPolicy,
  pgRole,
  unique,
  type UpdateDeleteAction,
} from 'drizzle-orm/pg-core';

/*
 * Tenant isolation held by the database (migrations 0023 and 0026), declared here so that generated
 * migrations carry it: the row-level security policies, the UNIQUE (tenant_id, id) keys and the
 * composite references between tenant tables. tests/api/declared-schema.test.ts holds these
 * declarations and the database to each other.
 *
 * What drizzle cannot declare stays hand-written SQL, the exception: the roles and their grants
 * (0023, 0026), FORCE ROW LEVEL SECURITY (which makes even a table's owner obey the policies; a new
 * tenant table needs `ALTER TABLE … FORCE ROW LEVEL SECURITY` in a custom migration), 0023's DO block
 * that enabled them on every tenant table of the day, and the column list of `ON DELETE SET NULL
 * (column)`: a composite reference declared 'set null' here clears only its own column in the
 * database, never tenant_id, so a generated migration that (re)creates one needs that list added.
 */

/** The role a tenant's transaction runs as (db/tenant-scope.ts); created by migration 0023. */
export const cariApp = pgRole('cari_app').existing();

/** The tenant of the transaction; NULL outside one, so that cari_app then sees nothing. */
const currentTenant = sql`nullif(current_setting('app.tenant_id', true), '')::uuid`;

const isolation = (condition: SQL) =>
  pgPolicy('tenant_isolation', { to: cariApp, using: condition, withCheck: condition });

/** cari_app reads and writes only the rows whose `column` is the transaction's tenant. */
export const tenantIsolation = (column: AnyPgColumn) => isolation(sql`${column} = ${currentTenant}`);

/**
 * cari_app reads and writes only the rows whose `column` names a row of `parent` (a tenant table,
 * queried as `alias`) that is the transaction's tenant's: for tables without a tenant_id of their own.
 */
export const tenantIsolationThrough = (column: AnyPgColumn, parent: PgTable, alias: string) => {
  const p = sql.raw(alias);
  return isolation(
    sql`exists (select 1 from ${parent} ${p} where ${p}.id = ${column} and ${p}.tenant_id = ${currentTenant})`,
  );
};

interface TenantColumns {
  id: AnyPgColumn;
  tenantId: AnyPgColumn;
}

/** UNIQUE (tenant_id, id): what a composite reference to the table needs. */
export const tenantKey = (t: TenantColumns) =>
  unique(`${getTableName(t.id.table)}_tenant_id_id_key`).on(t.tenantId, t.id);

/**
 * A reference from one tenant table to another, composite: (tenant_id, column) -> parent (tenant_id,
 * id), so a row can never point into another tenant. It keeps the name drizzle gives a single-column
 * reference (migration 0023 replaced those in place). `parent` may be the table's own columns.
 */
export const tenantReference = (
  t: Pick<TenantColumns, 'tenantId'>,
  column: AnyPgColumn,
  parent: TenantColumns,
  onDelete: UpdateDeleteAction = 'no action',
) =>
  foreignKey({
    name: `${getTableName(column.table)}_${column.name}_${getTableName(parent.id.table)}_id_fk`,
    columns: [t.tenantId, column],
    foreignColumns: [parent.tenantId, parent.id],
  }).onDelete(onDelete);
