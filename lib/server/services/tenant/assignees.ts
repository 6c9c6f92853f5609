import 'server-only';

import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { AccountType } from '@/lib/auth/account-types';
import type { Assignee } from '@/lib/schemas/tasks';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { assertTenantReferences } from '../../kit/references';

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
export const assertAssignees = (db: DbOrTx, tenantId: string, ids: string[], field: string): Promise<void> =>
  assertTenantReferences(
    db,
    users,
    tenantId,
    ids.map((id) => ({ field, id })),
    { key: 'invalidAssignee', where: isTenantUser(tenantId) },
  );
