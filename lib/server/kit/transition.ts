import 'server-only';

import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AuditEntity, RecordAction } from '@/lib/audit/audit-codes';
import type { Tx } from '../db/client';
import { auditRecord } from '../services/audit';
import { assertVersion, getOrThrow, type VersionedTable } from './records';
import { assertTransition, recordStatusChange, type StatusMachine } from './status-history';

type Row<T extends VersionedTable> = T['$inferSelect'];
type Values<T extends VersionedTable> = Partial<T['$inferInsert']>;

/** Who changes a record: the session's tenant and user (the audit and the history name them). */
export interface ChangeActor {
  tenantId: string;
  userId: string;
  ip?: string | null;
}

/** The locked row before a change and the stored row after it. */
export interface Changed<R, A = R> {
  before: R;
  after: A;
}

/** One locked, version-checked write of a record, with its audit row. */
export interface RecordChange<T extends VersionedTable, R extends Row<T> = Row<T>> {
  table: T;
  /** The audit (and status history) entity: 'offer' -> offer.<action>. */
  entity: string;
  id: string;
  /** The version the caller saw, when its input carries one: another one answers 409. */
  version?: number;
  /** Locks the row FOR UPDATE (404 outside the tenant); the default reads the table itself. */
  lock?: (tx: Tx, key: { tenantId: string; id: string }) => Promise<R>;
  /** Checks on the locked row before the version: the viewer's scope (404), the record's own rules (4xx). */
  check?: (row: R) => void | Promise<void>;
  /**
   * The columns to write, from the locked row: may do the change's own work, or refuse it with an
   * AppError; null when the record already is as asked (then nothing is written, nor audited).
   */
  values?: (row: R) => Values<T> | null | Promise<Values<T> | null>;
  /** The audit row: `entity.action` with its data. */
  audit: { action: string; data?: (change: Changed<R, Row<T>>) => unknown };
}

/**
 * Changes one record in the caller's transaction, the way every document action does: locks the
 * row (FOR UPDATE, tenant-scoped: another tenant's id is a 404), runs `check`, refuses a stale
 * `version` (409), writes `values` with the version bumped and records the audit row; a change
 * whose `values` answer null (already done) writes nothing.
 */
export async function changeRecord<T extends VersionedTable, R extends Row<T> = Row<T>>(
  tx: Tx,
  actor: ChangeActor,
  change: RecordChange<T, R>,
): Promise<Changed<R, Row<T>>> {
  const key = { tenantId: actor.tenantId, id: change.id };
  const before = change.lock
    ? await change.lock(tx, key)
    : ((await getOrThrow(tx, change.table, key, { forUpdate: true })) as R);
  await change.check?.(before);
  const { version } = before as unknown as { version: number };
  assertVersion(version, change.version);
  const values = change.values ? await change.values(before) : {};
  if (values === null) return { before, after: before };
  const table = change.table as VersionedTable;
  const [after] = await tx
    .update(table)
    .set({ ...values, version: version + 1 } as never)
    .where(eq(table.id, change.id))
    .returning();
  const changed: Changed<R, Row<T>> = { before, after: after as Row<T> };
  await auditRecord(tx, actor, {
    // Often values (a status, a word a wrapper passes on), not literals: audit-codes.test.ts reads them.
    entity: change.entity as AuditEntity,
    action: change.audit.action as RecordAction<AuditEntity>,
    id: change.id,
    data: change.audit.data?.(changed),
  });
  return changed;
}

/** A status change: a record change that moves the row along its status machine. */
export interface StatusTransition<
  T extends VersionedTable & { status: PgColumn },
  S extends string,
  R extends Row<T> = Row<T>,
> extends Omit<RecordChange<T, R>, 'audit'> {
  machine: StatusMachine<S>;
  to: S;
  /** May a record already in `to` take it again (an offer sent again)? Then no history entry is written. */
  repeat?: boolean;
  /** The history entry's comment (a function when the change itself finds it). */
  comment?: string | null | ((change: Changed<R, Row<T>>) => string | null | undefined);
  /** The audit row; by default `entity.<to>` with `{ from }`. */
  audit?: RecordChange<T, R>['audit'];
}

/**
 * Moves a record to `to` in the caller's transaction: changeRecord's lock (404), check, version
 * (409), then the machine (422), the status and `values` written with the version bumped, the
 * status history entry and the audit row.
 */
export async function transition<
  T extends VersionedTable & { status: PgColumn },
  S extends string,
  R extends Row<T> = Row<T>,
>(tx: Tx, actor: ChangeActor, spec: StatusTransition<T, S, R>): Promise<Changed<R, Row<T>>> {
  const { machine, to, repeat, comment, ...change } = spec;
  const statusOf = (row: R) => (row as unknown as { status: S }).status;
  const changed = await changeRecord<T, R>(tx, actor, {
    ...change,
    values: async (row) => {
      if (!(repeat && statusOf(row) === to)) assertTransition(machine, statusOf(row), to);
      return { ...(await change.values?.(row)), status: to } as Values<T>;
    },
    audit: spec.audit ?? { action: to, data: ({ before }) => ({ from: statusOf(before) }) },
  });
  const from = statusOf(changed.before);
  if (from !== to) {
    await recordStatusChange(tx, actor, {
      entity: spec.entity,
      id: spec.id,
      from,
      to,
      comment: (typeof comment === 'function' ? comment(changed) : comment) ?? null,
    });
  }
  return changed;
}
