import 'server-only';

import { getTableColumns, type AnyColumn } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { SimpleModule, SimpleRecord } from '@/lib/modules/simple-module';
import type { PermissionCode } from '@/lib/modules/tenant-modules';
import type { AppEnv } from '../api/context';
import { crudRoutesOf, type CrudRouteService } from '../api/crud-routes';
import { crudService, type CrudEntity } from './crud-service';
import type { ListQuery } from './list-page';
import type { VersionedTable } from './records';

/** A simple module's table: its fields' columns (named as the fields) beside id, tenant_id, version and created_at. */
export type SimpleTable = VersionedTable & { createdAt: AnyColumn };

/**
 * The service and the five routes of a simple module (lib/modules/simple-module.ts) over its table:
 * the crud kit with the module's name field as search and default order, the audit codes
 * `<entity>.create|update|delete` and the module's own permissions, documented in /api/openapi.json.
 */
export function simpleModuleServer(simple: SimpleModule, table: SimpleTable) {
  const columns = getTableColumns(table) as Record<string, AnyColumn>;
  const names = simple.fields.map((f) => f.name);
  for (const name of names) if (!columns[name]) throw new Error(`${simple.key}: the table has no column ${name}`);
  const nameColumn = columns[simple.spec.nameField]!;
  const pick = (row: Record<string, unknown>): SimpleRecord =>
    Object.fromEntries(['id', 'version', ...names].map((n) => [n, row[n]])) as SimpleRecord;

  const service = crudService({
    // The module's codes are its own (SimpleModule.auditActions), not the listed ones of the declared modules.
    entity: simple.spec.entity as CrudEntity,
    table,
    select: (db) => db.select().from(table).$dynamic(),
    toDto: (row) => pick(row as Record<string, unknown>),
    columns: (input: Record<string, unknown>) => input,
    search: { columns: [nameColumn] },
    sort: { [simple.spec.nameField]: nameColumn, createdAt: table.createdAt },
    label: (row) => String((row as Record<string, unknown>)[simple.spec.nameField]),
  });
  const routes: Hono<AppEnv> = crudRoutesOf(
    // Its codes are `<name>.<action>`, typed for the declared modules only: this is the kit's one cast.
    { label: simple.spec.label, permission: (action) => simple.permission(action) as PermissionCode },
    simple.schemas,
    service as CrudRouteService<Record<string, unknown>, ListQuery>,
  );
  return { service, routes };
}
