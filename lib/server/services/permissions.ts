import 'server-only';

import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { countWork } from '../metrics';
import { modulePermissions, rolePermissions, roles, tenantModules, userRoles } from '../db/schema';

export interface GrantedPermission {
  code: string;
  action: string;
  moduleId: string;
}

/**
 * The permissions a tenant user holds: those of their roles, limited to the modules enabled for the
 * tenant. The owner role holds every permission of every enabled module.
 */
export async function listUserPermissions(
  db: DbOrTx,
  opts: { tenantId: string; userId: string },
): Promise<GrantedPermission[]> {
  countWork('permissionLookups');
  const held = await db
    .select({ roleId: roles.id, isOwner: roles.isOwner })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, opts.userId), eq(roles.tenantId, opts.tenantId)));
  if (held.length === 0) return [];

  const enabled = db
    .select({ moduleId: tenantModules.moduleId })
    .from(tenantModules)
    .where(eq(tenantModules.tenantId, opts.tenantId));
  const columns = {
    code: modulePermissions.code,
    action: modulePermissions.action,
    moduleId: modulePermissions.moduleId,
  };

  if (held.some((r) => r.isOwner)) {
    return db.select(columns).from(modulePermissions).where(inArray(modulePermissions.moduleId, enabled));
  }
  return db
    .selectDistinct(columns)
    .from(rolePermissions)
    .innerJoin(modulePermissions, eq(modulePermissions.id, rolePermissions.permissionId))
    .where(
      and(
        inArray(
          rolePermissions.roleId,
          held.map((r) => r.roleId),
        ),
        inArray(modulePermissions.moduleId, enabled),
      ),
    );
}

interface HeldPermissions {
  granted: GrantedPermission[];
  codes: Set<string>;
}

const cache = ((globalThis as { __cariPermissions?: Map<string, HeldPermissions> }).__cariPermissions ??= new Map());
const CACHE_SIZE = 5_000;

/**
 * The permissions of a tenant user, cached under the tenant's access version: any change of roles,
 * grants, user roles or modules bumps that version in the same transaction (database triggers), so
 * the next request of every user of the tenant reads their set afresh. The API checks the codes;
 * a page's shell builds the menu from the permissions.
 */
async function heldPermissions(
  db: DbOrTx,
  opts: { tenantId: string; userId: string; accessVersion: number },
): Promise<HeldPermissions> {
  const key = `${opts.tenantId}|${opts.userId}|${opts.accessVersion}`;
  const known = cache.get(key);
  if (known) return known;
  const granted = await listUserPermissions(db, opts);
  const held = { granted, codes: new Set(granted.map((p) => p.code)) };
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(key, held);
  return held;
}

/** The permission codes of a tenant user (cached, see heldPermissions). */
export async function permissionCodes(
  db: DbOrTx,
  opts: { tenantId: string; userId: string; accessVersion: number },
): Promise<Set<string>> {
  return (await heldPermissions(db, opts)).codes;
}

/** The permissions of a tenant user, as listUserPermissions answers them (cached, see heldPermissions). */
export async function grantedPermissions(
  db: DbOrTx,
  opts: { tenantId: string; userId: string; accessVersion: number },
): Promise<GrantedPermission[]> {
  return (await heldPermissions(db, opts)).granted;
}
