import 'server-only';

import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { AccountType } from '@/lib/auth/account-types';
import type { ListUsersQuery, TenantUser, UserRoleRef, UserStatus } from '@/lib/schemas/tenant-users';
import type { DbOrTx } from '../../db/client';
import { roles, userRoles, users, type UserRow } from '../../db/schema';
import { notFound } from '../../errors';
import { listPage, type Page } from '../../kit/list-page';
import { textSearch } from '../../kit/search';

/** Tenant users are the tenant's staff accounts; customer-portal accounts are managed with customers. */
const staffOf = (tenantId: string) => and(eq(users.tenantId, tenantId), eq(users.accountTypeId, AccountType.Tenant));

/** The roles each of `userIds` holds, owner role first. */
export async function rolesOfUsers(db: DbOrTx, userIds: string[]): Promise<Map<string, UserRoleRef[]>> {
  const map = new Map<string, UserRoleRef[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return map;
  const rows = await db
    .select({ userId: userRoles.userId, id: roles.id, name: roles.name, isOwner: roles.isOwner })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, userIds))
    .orderBy(sql`${roles.isOwner} desc`, asc(roles.name));
  for (const { userId, ...role } of rows) map.get(userId)?.push(role);
  return map;
}

export function toTenantUser(row: UserRow, roleRefs: UserRoleRef[]): TenantUser {
  return {
    id: row.id,
    name: row.name,
    surname: row.surname,
    email: row.email,
    status: row.status as UserStatus,
    roles: roleRefs,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The tenant's users by name, searchable by name, surname or email, filterable by status (the kit's list page). */
export async function listUsers(
  db: DbOrTx,
  opts: { tenantId: string; query: ListUsersQuery },
): Promise<Page<TenantUser>> {
  const { searchText, status } = opts.query;
  const page = await listPage({
    db,
    tenantId: opts.tenantId,
    table: users,
    rows: db.select().from(users).$dynamic(),
    where: and(
      staffOf(opts.tenantId),
      status ? eq(users.status, status) : undefined,
      textSearch({ columns: [users.email, sql`${users.name} || ' ' || ${users.surname}`] }, searchText),
    ),
    orderBy: [asc(users.name), asc(users.surname), asc(users.id)],
    query: opts.query,
    map: (row) => row,
  });
  const roleMap = await rolesOfUsers(
    db,
    page.items.map((r) => r.id),
  );
  return { ...page, items: page.items.map((r) => toTenantUser(r, roleMap.get(r.id) ?? [])) };
}

/** A staff account of the tenant, optionally locked for update; another tenant's id answers 404. */
export async function findUserRowOrThrow(
  db: DbOrTx,
  opts: { tenantId: string; userId: string; lock?: boolean },
): Promise<UserRow> {
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.id, opts.userId), staffOf(opts.tenantId)))
    .limit(1);
  const [row] = opts.lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

export async function getUserOrThrow(db: DbOrTx, opts: { tenantId: string; userId: string }): Promise<TenantUser> {
  const row = await findUserRowOrThrow(db, opts);
  return toTenantUser(row, (await rolesOfUsers(db, [row.id])).get(row.id) ?? []);
}
