import 'server-only';

import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { AccountType } from '@/lib/auth/account-types';
import type { ListTenantsQuery, Tenant, TenantDetail, TenantUser } from '@/lib/schemas/backoffice-tenants';
import type { DbOrTx } from '../../db/client';
import { roles, tenantModules, tenants, userRoles, users, type TenantRow, type UserRow } from '../../db/schema';
import { notFound } from '../../errors';
import type { Page } from '../../kit/list-page';
import { platformListPage } from '../../kit/platform-lists';
import { textSearch } from '../../kit/search';

// Subqueries name the outer table in full: drizzle leaves single-table selects unqualified.
const counts = {
  userCount: sql<number>`(select count(*) from users u where u.tenant_id = "tenants"."id" and u.account_type_id = ${AccountType.Tenant})::int`,
  moduleCount: sql<number>`(select count(*) from tenant_modules tm where tm.tenant_id = "tenants"."id")::int`,
};

const toTenantUser = (user: UserRow, isOwner: boolean): TenantUser => ({
  id: user.id,
  name: user.name,
  surname: user.surname,
  email: user.email,
  status: user.status,
  isOwner,
  createdAt: user.createdAt.toISOString(),
});

const toTenant = (row: TenantRow & { userCount: number; moduleCount: number }, owner: TenantUser | null): Tenant => ({
  id: row.id,
  name: row.name,
  taxNumber: row.taxNumber,
  taxOffice: row.taxOffice,
  contactName: row.contactName,
  contactEmail: row.contactEmail,
  contactPhone: row.contactPhone,
  status: row.status === 'suspended' ? 'suspended' : 'active',
  owner,
  userCount: row.userCount,
  moduleCount: row.moduleCount,
  createdAt: row.createdAt.toISOString(),
  version: row.version,
});

/** The members of each tenant's built-in owner role, oldest first. */
async function ownersOf(db: DbOrTx, tenantIds: string[]): Promise<Map<string, UserRow[]>> {
  if (tenantIds.length === 0) return new Map();
  const rows = await db
    .select({ tenantId: roles.tenantId, user: users })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(inArray(roles.tenantId, tenantIds), eq(roles.isOwner, true)))
    .orderBy(asc(users.createdAt), asc(users.id));
  const map = new Map<string, UserRow[]>();
  for (const r of rows) map.set(r.tenantId, [...(map.get(r.tenantId) ?? []), r.user]);
  return map;
}

/** Tenants, newest first, searchable by name, tax number and contact, filterable by status (the kit's list page). */
export async function listTenants(db: DbOrTx, query: ListTenantsQuery): Promise<Page<Tenant>> {
  const page = await platformListPage({
    db,
    table: tenants,
    rows: db
      .select({ row: tenants, ...counts })
      .from(tenants)
      .$dynamic(),
    where: and(
      query.status ? eq(tenants.status, query.status) : undefined,
      textSearch(
        { columns: [tenants.name, tenants.taxNumber, tenants.contactName, tenants.contactEmail] },
        query.searchText,
      ),
    ),
    orderBy: [desc(tenants.createdAt), asc(tenants.id)],
    query,
    map: (r) => r,
  });
  const owners = await ownersOf(
    db,
    page.items.map((r) => r.row.id),
  );
  return {
    ...page,
    items: page.items.map(({ row, userCount, moduleCount }) => {
      const owner = owners.get(row.id)?.[0];
      return toTenant({ ...row, userCount, moduleCount }, owner ? toTenantUser(owner, true) : null);
    }),
  };
}

/** One tenant with its staff, its portal account count and its enabled modules; 404 when unknown. */
export async function getTenantDetail(db: DbOrTx, id: string): Promise<TenantDetail> {
  const [row] = await db
    .select({ tenant: tenants, ...counts })
    .from(tenants)
    .where(eq(tenants.id, id));
  if (!row) throw notFound();
  const [owners, staff, [customers], enabled] = await Promise.all([
    ownersOf(db, [id]),
    db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, id), eq(users.accountTypeId, AccountType.Tenant)))
      .orderBy(asc(users.createdAt), asc(users.id)),
    db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.tenantId, id), eq(users.accountTypeId, AccountType.Customer))),
    db.select({ moduleId: tenantModules.moduleId }).from(tenantModules).where(eq(tenantModules.tenantId, id)),
  ]);
  const ownerIds = new Set((owners.get(id) ?? []).map((u) => u.id));
  const owner = owners.get(id)?.[0];
  return {
    ...toTenant(
      { ...row.tenant, userCount: row.userCount, moduleCount: row.moduleCount },
      owner ? toTenantUser(owner, true) : null,
    ),
    users: staff.map((u) => toTenantUser(u, ownerIds.has(u.id))),
    customerAccountCount: customers!.n,
    moduleIds: enabled.map((m) => m.moduleId),
  };
}

/** The pending user a link is for: the given staff member of the tenant, else its first owner. */
export async function findActivationTarget(db: DbOrTx, tenantId: string, userId?: string): Promise<UserRow> {
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId));
  if (!tenant) throw notFound();
  if (!userId) {
    const owner = (await ownersOf(db, [tenantId])).get(tenantId)?.[0];
    if (!owner) throw notFound();
    return owner;
  }
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId), eq(users.accountTypeId, AccountType.Tenant)));
  if (!user) throw notFound();
  return user;
}
