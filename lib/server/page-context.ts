import 'server-only';

import { getLocale } from 'next-intl/server';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { ACCESS_TOKEN_COOKIE } from '@/lib/auth/token';
import type { CurrentUser } from '@/lib/schemas/auth';
import type { Branding } from '@/lib/schemas/branding';
import type { MenuItem } from '@/lib/schemas/menus';
import type { MyPermissions } from '@/lib/schemas/tenant-dashboard';
import { resolveLocale } from '@/lib/i18n/config';
import { asTenant, getDb } from './database';
import type { Db } from './db/client';
import type { Lang } from './i18n';
import { resolveSession, toCurrentUser } from './services/auth/sessions';
import { countPendingAccounts } from './services/backoffice/dashboard';
import { getUserMenu } from './services/menus';
import { unreadNotificationCount } from './services/notifications/inbox';
import { grantedPermissions } from './services/permissions';
import { getBranding } from './services/tenant/branding';
import { listUserRoles } from './services/tenant/owner-guard';

/*
 * What a server-rendered page knows of its signed-in user. Each piece is resolved once per request
 * (React cache): the layout, the page gate and the page share one session lookup and one
 * permission lookup.
 */

/** The signed-in user of this request and their tenant's access version, or null (never throws for a bad token). */
const currentSession = cache(async (): Promise<{ user: CurrentUser; accessVersion: number } | null> => {
  const token = (await cookies()).get(ACCESS_TOKEN_COOKIE)?.value;
  if (!token) return null;
  try {
    const session = await resolveSession(await getDb(), token);
    if (!session || session.tenantStatus === 'suspended') return null;
    return { user: toCurrentUser(session.user), accessVersion: session.accessVersion ?? 0 };
  } catch (error) {
    console.error('currentUser failed', error);
    return null;
  }
});

/** The signed-in user of this request, or null (never throws for a bad token). */
export const currentUser = cache(async (): Promise<CurrentUser | null> => (await currentSession())?.user ?? null);

/** The request's language, as the shell reads it (the menu's labels). */
const requestLang = cache(async (): Promise<Lang> => resolveLocale(await getLocale()));

/**
 * What the shell and the page gate of a tenant user (`staff`) or a portal user read, in one tenant
 * transaction whose reads travel together: the permissions and roles the gate checks, the menu, the
 * sidebar's branding and the badge's count. The permissions come from the cache the API checks
 * (under the tenant's access version), so the menu's read goes with the others and, on PostgreSQL,
 * the whole shell is one round trip. Read one by one they were five transactions per page.
 */
const tenantShell = cache(async (tenantId: string, userId: string, staff: boolean, accessVersion: number) => {
  const lang = await requestLang();
  return asTenant(tenantId, async (db) => {
    const opts = { tenantId, userId };
    const permissions = staff ? grantedPermissions(db, { ...opts, accessVersion }) : Promise.resolve([]);
    const [granted, roles, branding, unread, menu] = await Promise.all([
      permissions,
      staff ? listUserRoles(db, opts) : [],
      getBranding(db, { tenantId }),
      unreadNotificationCount(db, { ...opts, lang: 'tr' }),
      permissions.then((held) => (staff ? getUserMenu(db, { ...opts, lang, permissions: held }) : [])),
    ]);
    return { lang, granted, roles, menu, branding, unread };
  });
});

/** The shell of the signed-in tenant or portal user, or null for another account type. */
async function currentShell() {
  const session = await currentSession();
  if (!session) return null;
  const { user, accessVersion } = session;
  if (!user.tenantId || (user.accountTypeId !== 2 && user.accountTypeId !== 3)) return null;
  return tenantShell(user.tenantId, user.id, user.accountTypeId === 2, accessVersion);
}

/** The same menu GET /api/common/menus answers in the request's language (empty for other account types). */
export const currentMenu = cache(async (): Promise<{ lang: Lang; menu: MenuItem[] } | null> => {
  const shell = await currentShell();
  return shell && { lang: shell.lang, menu: shell.menu };
});

/** The tenant's name, contact details and logo version for a tenant or portal account (null otherwise or on failure). */
export const currentBranding = cache(async (): Promise<Branding | null> => {
  try {
    return (await currentShell())?.branding ?? null;
  } catch (error) {
    console.error('branding prefetch failed', error);
    return null;
  }
});

/** The badge's count for a tenant or portal account (null without one, or when the lookup fails). */
export const currentUnreadCount = cache(async (): Promise<number | null> => {
  try {
    return (await currentShell())?.unread ?? null;
  } catch (error) {
    console.error('unread count prefetch failed', error);
    return null;
  }
});

/** The Backoffice header's badge: the accounts awaiting activation (null when the lookup fails). */
export const currentPendingAccountCount = cache(async (): Promise<number | null> => {
  try {
    return await countPendingAccounts(await getDb());
  } catch (error) {
    console.error('pending count prefetch failed', error);
    return null;
  }
});

export interface TenantPageAccess {
  user: CurrentUser;
  tenantId: string;
  /** The process db here; TenantPageGate hands a page's prefetch the tenant-scoped one instead. */
  db: Db;
  permissions: MyPermissions;
  can: (code: string) => boolean;
}

/**
 * For tenant pages: the signed-in tenant user and the permission codes the API would grant them
 * (the cached permissions the menu and requirePermission use). Null without a tenant session.
 */
export const currentTenantAccess = cache(async (): Promise<TenantPageAccess | null> => {
  const session = await currentSession();
  if (!session) return null;
  const { user, accessVersion } = session;
  if (user.accountTypeId !== 2 || !user.tenantId) return null;
  const db = await getDb();
  const { granted, roles: held } = await tenantShell(user.tenantId, user.id, true, accessVersion);
  const codes = [...new Set(granted.map((p) => p.code))].sort();
  const set = new Set(codes);
  const permissions = { codes, isOwner: held.some((r) => r.isOwner), roles: held.map((r) => r.name) };
  return { user, tenantId: user.tenantId, db, permissions, can: (code) => set.has(code) };
});
