import 'server-only';

import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { statusHistory, users } from '../db/schema';
import { AppError } from '../errors';

/** Allowed next statuses per status; anything else is a 422. */
export type StatusMachine<S extends string> = Record<S, readonly S[]>;

export function assertTransition<S extends string>(machine: StatusMachine<S>, from: S, to: S): void {
  if (!machine[from]?.includes(to)) {
    throw new AppError(422, 'invalid_transition', { params: { from, to } });
  }
}

/** Records a status change in the transaction that makes it. */
export async function recordStatusChange(
  tx: DbOrTx,
  actor: { tenantId: string; userId: string | null },
  change: { entity: string; id: string; from: string | null; to: string; comment?: string | null },
): Promise<void> {
  await tx.insert(statusHistory).values({
    tenantId: actor.tenantId,
    entity: change.entity,
    entityId: change.id,
    fromStatus: change.from,
    toStatus: change.to,
    comment: change.comment ?? null,
    actorId: actor.userId,
  });
}

/** A record's status changes, oldest first, with the name of who made each. */
export async function statusHistoryOf(db: DbOrTx, opts: { tenantId: string; entity: string; id: string }) {
  const rows = await db
    .select({
      from: statusHistory.fromStatus,
      to: statusHistory.toStatus,
      comment: statusHistory.comment,
      at: statusHistory.createdAt,
      actorName: sql<string | null>`nullif(trim(${users.name} || ' ' || ${users.surname}), '')`,
    })
    .from(statusHistory)
    .leftJoin(users, eq(users.id, statusHistory.actorId))
    .where(
      and(
        eq(statusHistory.tenantId, opts.tenantId),
        eq(statusHistory.entity, opts.entity),
        eq(statusHistory.entityId, opts.id),
      ),
    )
    .orderBy(asc(statusHistory.createdAt), asc(statusHistory.id));
  return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
}
