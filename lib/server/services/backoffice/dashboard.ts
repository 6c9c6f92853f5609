import 'server-only';

import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { AccountType } from '@/lib/auth/account-types';
import type { BackofficeDashboard } from '@/lib/schemas/backoffice-dashboard';
import type { DbOrTx } from '../../db/client';
import { auditLog, modules, tenants, users } from '../../db/schema';
import { auditEntryColumns } from '../audit';

const LATEST_AUDIT_ENTRIES = 10;

/** Platform counts and the newest audit-log entries for the Backoffice home. */
export async function getBackofficeDashboard(db: DbOrTx): Promise<BackofficeDashboard> {
  const tenantAccounts = inArray(users.accountTypeId, [AccountType.Tenant, AccountType.Customer]);
  const [byStatus, [allUsers], [pendingUsers], [moduleCount], latest] = await Promise.all([
    db.select({ status: tenants.status, n: count() }).from(tenants).groupBy(tenants.status),
    db.select({ n: count() }).from(users).where(tenantAccounts),
    db
      .select({ n: count() })
      .from(users)
      .where(and(tenantAccounts, eq(users.status, 'pending'))),
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
    users: { total: allUsers!.n, pending: pendingUsers!.n },
    modules: moduleCount!.n,
    latestAudit: latest.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}
