import 'server-only';

import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { AccountType } from '@/lib/auth/account-types';
import type { ListUsersQuery, TenantUser, UserRoleRef, UserStatus } from '@/lib/schemas/tenant-users';
import type { PagingQuery } from '@/lib/schemas/common';
import type { DbOrTx } from '../../db/client';
import { roles, userRoles, users, type UserRow } from '../../db/schema';
import { notFound } from '../../errors';
import { textSearch } from '../../kit/search';
import { toPage, type Page } from '../pagination';

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

/** The tenant's users by name, searchable by name, surname or email, filterable by status. */
export async function listUsers(
  db: DbOrTx,
  opts: { tenantId: string; query: PagingQuery & ListUsersQuery },
): Promise<Page<TenantUser>> {
  const { searchText, status } = opts.query;
  const where = and(
    staffOf(opts.tenantId),
    status ? eq(users.status, status) : undefined,
    textSearch({ columns: [users.email, sql`${users.name} || ' ' || ${users.surname}`] }, searchText),
  );
  return toPage(
    opts.query,
    async (limit, offset) => {
      const rows = await db
        .select()
        .from(users)
        .where(where)
        .orderBy(asc(users.name), asc(users.surname), asc(users.id))
        .limit(limit)
        .offset(offset);
      const roleMap = await rolesOfUsers(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((r) => toTenantUser(r, roleMap.get(r.id) ?? []));
    },
    async () => Number((await db.select({ n: count() }).from(users).where(where))[0]?.n ?? 0),
  );
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
