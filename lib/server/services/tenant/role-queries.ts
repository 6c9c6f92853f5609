import 'server-only';

import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ListRolesQuery, Role, RoleSummary } from '@/lib/schemas/roles';
import type { DbOrTx } from '../../db/client';
import { modulePermissions, rolePermissions, roles, tenantModules, type RoleRow } from '../../db/schema';
import { notFound } from '../../errors';
import { listPage, type Page } from '../../kit/list-page';
import { textSearch } from '../../kit/search';

/** Permission ids of a role limited to the tenant's enabled modules; the owner role implicitly has them all. */
export async function rolePermissionIds(
  db: DbOrTx,
  opts: { tenantId: string; role: Pick<RoleRow, 'id' | 'isOwner'> },
): Promise<string[]> {
  const enabled = and(
    eq(tenantModules.moduleId, modulePermissions.moduleId),
    eq(tenantModules.tenantId, opts.tenantId),
  );
  const rows = opts.role.isOwner
    ? await db.select({ id: modulePermissions.id }).from(modulePermissions).innerJoin(tenantModules, enabled)
    : await db
        .select({ id: modulePermissions.id })
        .from(rolePermissions)
        .innerJoin(modulePermissions, eq(modulePermissions.id, rolePermissions.permissionId))
        .innerJoin(tenantModules, enabled)
        .where(eq(rolePermissions.roleId, opts.role.id));
  return rows.map((r) => r.id);
}

async function enabledPermissionCount(db: DbOrTx, tenantId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(modulePermissions)
    .innerJoin(
      tenantModules,
      and(eq(tenantModules.moduleId, modulePermissions.moduleId), eq(tenantModules.tenantId, tenantId)),
    );
  return Number(row?.n ?? 0);
}

// Correlated counts written out in full: drizzle leaves columns unqualified in a one-table select.
const userCount = sql<number>`(select count(*)::int from user_roles ur where ur.role_id = "roles"."id")`;
const permissionCount = sql<number>`(select count(*)::int from role_permissions rp
  join module_permissions mp on mp.id = rp.permission_id
  join tenant_modules tm on tm.module_id = mp.module_id and tm.tenant_id = "roles"."tenant_id"
  where rp.role_id = "roles"."id")`;

type SummaryRow = RoleRow & { userCount: number; permissionCount: number };

function toRoleSummary(row: SummaryRow, ownerPermissionCount: number): RoleSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    isOwner: row.isOwner,
    userCount: Number(row.userCount),
    permissionCount: row.isOwner ? ownerPermissionCount : Number(row.permissionCount),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The tenant's roles, owner role first, then by name; searchable by name (the kit's list page). */
export async function listRoles(
  db: DbOrTx,
  opts: { tenantId: string; query: ListRolesQuery },
): Promise<Page<RoleSummary>> {
  const ownerCount = await enabledPermissionCount(db, opts.tenantId);
  return listPage({
    db,
    tenantId: opts.tenantId,
    table: roles,
    rows: db.select({ row: roles, userCount, permissionCount }).from(roles).$dynamic(),
    where: and(eq(roles.tenantId, opts.tenantId), textSearch({ columns: [roles.name] }, opts.query.searchText)),
    orderBy: [desc(roles.isOwner), asc(roles.name), asc(roles.id)],
    query: opts.query,
    map: (r) => toRoleSummary({ ...r.row, userCount: r.userCount, permissionCount: r.permissionCount }, ownerCount),
  });
}

/** One role of the tenant with its permission ids; another tenant's id answers 404. */
export async function getRoleOrThrow(db: DbOrTx, opts: { tenantId: string; roleId: string }): Promise<Role> {
  const [row] = await db
    .select({ role: roles, userCount, permissionCount })
    .from(roles)
    .where(and(eq(roles.id, opts.roleId), eq(roles.tenantId, opts.tenantId)))
    .limit(1);
  if (!row) throw notFound();
  const permissionIds = await rolePermissionIds(db, { tenantId: opts.tenantId, role: row.role });
  const summary = toRoleSummary(
    { ...row.role, userCount: row.userCount, permissionCount: row.permissionCount },
    permissionIds.length,
  );
  return { ...summary, permissionIds };
}

/** The tenant's roles among `roleIds`; used to validate role assignments. */
export async function findTenantRoles(db: DbOrTx, opts: { tenantId: string; roleIds: string[] }): Promise<RoleRow[]> {
  if (opts.roleIds.length === 0) return [];
  return db
    .select()
    .from(roles)
    .where(and(eq(roles.tenantId, opts.tenantId), inArray(roles.id, opts.roleIds)));
}
