import 'server-only';

import type { CurrentUser } from '@/lib/schemas/auth';
import type { MyPermissions } from '@/lib/schemas/tenant-dashboard';
import type { Db } from '../db/client';
import { getDb } from '../database';
import { listUserPermissions } from './permissions';
import { getSessionUser } from './session-view';
import { holdsOwnerRole } from './tenant/owner-guard';

export interface TenantPageAccess {
  user: CurrentUser;
  tenantId: string;
  db: Db;
  permissions: MyPermissions;
  can: (code: string) => boolean;
}

/**
 * For tenant pages (server components): the signed-in tenant user and the permission codes the
 * API would grant them — the same listUserPermissions the menu and requirePermission use.
 * Null without a valid tenant session (the client gate then shows its own screens).
 */
export async function getTenantPageAccess(token: string | undefined): Promise<TenantPageAccess | null> {
  const user = await getSessionUser(token);
  if (!user || user.accountTypeId !== 2 || !user.tenantId) return null;
  const db = await getDb();
  const opts = { tenantId: user.tenantId, userId: user.id };
  const [granted, isOwner] = await Promise.all([listUserPermissions(db, opts), holdsOwnerRole(db, opts)]);
  const codes = [...new Set(granted.map((p) => p.code))].sort();
  const set = new Set(codes);
  return { user, tenantId: user.tenantId, db, permissions: { codes, isOwner }, can: (code) => set.has(code) };
}
