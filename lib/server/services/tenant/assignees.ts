import 'server-only';

import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { AccountType } from '@/lib/auth/account-types';
import type { Assignee } from '@/lib/schemas/tasks';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors';

const isTenantUser = (tenantId: string) =>
  and(eq(users.tenantId, tenantId), eq(users.accountTypeId, AccountType.Tenant), ne(users.status, 'disabled'));

export const userDisplayName = sql<string>`trim(${users.name} || ' ' || ${users.surname})`;

/** The tenant's users that tasks and work orders can be assigned to (active or invited, not disabled). */
export async function listAssignees(db: DbOrTx, opts: { tenantId: string }): Promise<Assignee[]> {
  return db
    .select({ id: users.id, name: userDisplayName })
    .from(users)
    .where(isTenantUser(opts.tenantId))
    .orderBy(asc(users.name), asc(users.surname), asc(users.id));
}

/** Refuses ids that are not assignable users of the tenant (a field error on `field`). */
export async function assertAssignees(db: DbOrTx, tenantId: string, ids: string[], field: string): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(isTenantUser(tenantId), inArray(users.id, wanted)));
  if (found.length !== wanted.length) {
    throw new AppError(400, 'validation_failed', { fields: { [field]: { key: 'invalidAssignee' } } });
  }
}
