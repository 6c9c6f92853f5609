import 'server-only';

import { and, asc, eq, inArray, isNull, max, ne, sql } from 'drizzle-orm';
import { AccountType } from '@/lib/auth/account-types';
import type { PortalAccount } from '@/lib/schemas/customers';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import type { Actor } from '../../kit/actor';
import { writeAudit } from '../audit';
import { getCustomerRowOrThrow } from './read';

const portalOf = (tenantId: string, customerId: string) =>
  and(eq(users.tenantId, tenantId), eq(users.customerId, customerId), eq(users.accountTypeId, AccountType.Customer));

/** The customer's portal accounts with their status and last login (the newest session's start). */
export async function listPortalAccounts(
  db: DbOrTx,
  actor: Pick<Actor, 'tenantId'>,
  customerId: string,
): Promise<PortalAccount[]> {
  await getCustomerRowOrThrow(db, { tenantId: actor.tenantId, id: customerId });
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      surname: users.surname,
      email: users.email,
      status: users.status,
      lastLoginAt: max(sessions.createdAt),
    })
    .from(users)
    .leftJoin(sessions, eq(sessions.userId, users.id))
    .where(portalOf(actor.tenantId, customerId))
    .groupBy(users.id)
    .orderBy(asc(users.email));
  return rows.map((r) => ({
    ...r,
    status: r.status as PortalAccount['status'],
    lastLoginAt: r.lastLoginAt ? new Date(r.lastLoginAt).toISOString() : null,
  }));
}

/** Ends every open session of the given accounts at once. */
async function endSessions(tx: Tx, userIds: string[]) {
  if (!userIds.length) return;
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(inArray(sessions.userId, userIds), isNull(sessions.revokedAt)));
}

/**
 * Disables one portal account of the customer (its sessions end at once) or enables it again
 * (active when it has set a password, else back to pending). Another customer's account is 404.
 */
export async function setPortalAccountStatus(
  db: Db,
  actor: Actor,
  opts: { customerId: string; userId: string; enabled: boolean },
): Promise<PortalAccount[]> {
  await db.transaction(async (tx) => {
    await getCustomerRowOrThrow(tx, { tenantId: actor.tenantId, id: opts.customerId, forUpdate: true });
    const [user] = await tx
      .select()
      .from(users)
      .where(and(portalOf(actor.tenantId, opts.customerId), eq(users.id, opts.userId)))
      .for('update')
      .limit(1);
    if (!user) throw notFound();
    const status = opts.enabled ? (user.passwordHash ? 'active' : 'pending') : 'disabled';
    if (opts.enabled && user.status !== 'disabled')
      throw new AppError(422, 'invalid_transition', {
        params: { from: user.status, to: 'active' },
      });
    await tx
      .update(users)
      .set({ status, version: sql`${users.version} + 1` })
      .where(eq(users.id, user.id));
    if (!opts.enabled) await endSessions(tx, [user.id]);
    await writeAudit(tx, {
      tenantId: actor.tenantId,
      userId: actor.userId,
      ip: actor.ip,
      action: opts.enabled ? 'customer.portal_enable' : 'customer.portal_disable',
      entity: 'customer',
      entityId: opts.customerId,
      data: { userId: user.id, email: user.email },
    });
  });
  return listPortalAccounts(db, actor, opts.customerId);
}

/** For a customer's soft delete: every portal account is disabled and signed out, in that transaction. */
export async function disablePortalAccounts(tx: Tx, opts: { tenantId: string; customerId: string }) {
  const disabled = await tx
    .update(users)
    .set({ status: 'disabled', version: sql`${users.version} + 1` })
    .where(and(portalOf(opts.tenantId, opts.customerId), ne(users.status, 'disabled')))
    .returning({ id: users.id });
  await endSessions(
    tx,
    disabled.map((u) => u.id),
  );
  return disabled.length;
}
