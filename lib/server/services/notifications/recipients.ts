import 'server-only';

import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { AccountType } from '@/lib/auth/account-types';
import type { PermissionCode } from '@/lib/modules/tenant-modules';
import type { DbOrTx } from '../../db/client';
import { modulePermissions, rolePermissions, roles, tenantModules, userRoles, users } from '../../db/schema';

/** The customer's portal accounts that may still sign in (pending ones read theirs after activation). */
export async function portalAccountsOf(db: DbOrTx, opts: { tenantId: string; customerId: string }) {
  return db
    .select({ id: users.id, email: users.email, language: users.language, emailPreferences: users.emailPreferences })
    .from(users)
    .where(
      and(
        eq(users.tenantId, opts.tenantId),
        eq(users.customerId, opts.customerId),
        eq(users.accountTypeId, AccountType.Customer),
        ne(users.status, 'disabled'),
      ),
    );
}

/**
 * The tenant's active users holding `code`: through a role that grants it, or the owner role,
 * in both cases only while the permission's module is enabled for the tenant.
 */
export async function tenantUsersWith(db: DbOrTx, opts: { tenantId: string; code: PermissionCode }): Promise<string[]> {
  const enabled = and(
    eq(modulePermissions.code, opts.code),
    inArray(
      modulePermissions.moduleId,
      db.select({ id: tenantModules.moduleId }).from(tenantModules).where(eq(tenantModules.tenantId, opts.tenantId)),
    ),
  );
  const rows = await db
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.tenantId, opts.tenantId)))
    .where(
      and(
        eq(users.tenantId, opts.tenantId),
        eq(users.accountTypeId, AccountType.Tenant),
        eq(users.status, 'active'),
        or(
          and(eq(roles.isOwner, true), sql`exists (select 1 from ${modulePermissions} where ${enabled})`),
          sql`exists (select 1 from ${rolePermissions} join ${modulePermissions}
            on ${modulePermissions.id} = ${rolePermissions.permissionId}
            where ${rolePermissions.roleId} = ${roles.id} and ${enabled})`,
        ),
      ),
    );
  return rows.map((r) => r.id);
}

/** Of `ids`, the tenant's active tenant users (a creator may have left or been disabled since). */
export async function activeTenantUsers(db: DbOrTx, opts: { tenantId: string; ids: (string | null)[] }) {
  const ids = [...new Set(opts.ids.filter((id): id is string => Boolean(id)))];
  if (!ids.length) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.id, ids),
        eq(users.tenantId, opts.tenantId),
        eq(users.accountTypeId, AccountType.Tenant),
        eq(users.status, 'active'),
      ),
    );
  return rows.map((r) => r.id);
}
