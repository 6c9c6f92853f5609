import 'server-only';

import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { AccountType } from '@/lib/auth/account-types';
import type { BackofficeDashboard } from '@/lib/schemas/backoffice-dashboard';
import type { DbOrTx } from '../../db/client';
import { auditLog, modules, tenants, users } from '../../db/schema';
import { auditEntryColumns } from '../audit';

const LATEST_AUDIT_ENTRIES = 10;

const tenantAccounts = () => inArray(users.accountTypeId, [AccountType.Tenant, AccountType.Customer]);

/**
 * The Backoffice's pending items, its header badge: the tenant and portal accounts still awaiting
 * activation (an invited user or a new tenant's owner who has not used the link yet).
 */
export async function countPendingAccounts(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(tenantAccounts(), eq(users.status, 'pending')));
  return Number(row?.n ?? 0);
}

/** Platform counts and the newest audit-log entries for the Backoffice home. */
export async function getBackofficeDashboard(db: DbOrTx): Promise<BackofficeDashboard> {
  const [byStatus, [allUsers], pendingUsers, [moduleCount], latest] = await Promise.all([
    db.select({ status: tenants.status, n: count() }).from(tenants).groupBy(tenants.status),
    db.select({ n: count() }).from(users).where(tenantAccounts()),
    countPendingAccounts(db),
    db.select({ n: count() }).from(modules),
    db
      .select({ ...auditEntryColumns, tenantName: tenants.name, userEmail: users.email })
      .from(auditLog)
      .leftJoin(tenants, eq(tenants.id, auditLog.tenantId))
      .leftJoin(users, eq(users.id, auditLog.userId))
      .orderBy(desc(auditLog.id))
      .limit(LATEST_AUDIT_ENTRIES),
  ]);
  const statusCount = (status: string) => byStatus.find((r) => r.status === status)?.n ?? 0;
  return {
    tenants: { active: statusCount('active'), suspended: statusCount('suspended') },
    users: { total: allUsers!.n, pending: pendingUsers },
    modules: moduleCount!.n,
    latestAudit: latest.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}
