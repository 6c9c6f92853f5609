import 'server-only';

import { and, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx, Tx } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { idempotencyKeys } from '../db/schema';
import { AppError } from '../errors';
import { tenantWrite } from './records';

export interface StoredAnswer<T> {
  status: 200 | 201;
  body: T;
}

const KEY_PATTERN = /^[A-Za-z0-9._:-]{8,200}$/;

/** The request's Idempotency-Key header: absent is fine, malformed is a 400. */
export function idempotencyKeyOf(header: string | undefined): string | null {
  if (header === undefined || header === '') return null;
  if (!KEY_PATTERN.test(header)) {
    throw new AppError(400, 'validation_failed', { fields: { 'Idempotency-Key': { key: 'invalidIdempotencyKey' } } });
  }
  return header;
}

export interface IdempotentWrite {
  tenantId: string;
  scope: string;
  key: string | null;
  table?: PgTable;
}

/** The answer stored for an Idempotency-Key, if a write under it has committed. */
async function storedAnswer<T>(db: DbOrTx, opts: IdempotentWrite): Promise<StoredAnswer<T> | null> {
  if (!opts.key) return null;
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.tenantId, opts.tenantId),
        eq(idempotencyKeys.scope, opts.scope),
        eq(idempotencyKeys.key, opts.key),
      ),
    )
    .limit(1);
  return row ? ({ status: row.status, body: row.response } as StoredAnswer<T>) : null;
}

/**
 * Runs a write at most once per Idempotency-Key: the answer is stored in the write's own
 * transaction, and a retry gets that answer back. Two identical requests racing each other are
 * serialized on a transaction lock of the key: the second waits for the first to commit, then
 * finds its answer and runs nothing, so effects outside the database (an email) happen once too.
 * Without a key the write simply runs. Either way it is a write of `table` (tenantWrite): the lists it
 * affects are read again. Without `table`, `work` calls a service that writes in transactions of its
 * own (they become savepoints of this one) and reads its lists again itself.
 */
export async function idempotent<T>(
  db: Db,
  { table, ...opts }: IdempotentWrite,
  work: (tx: Tx) => Promise<StoredAnswer<T>>,
): Promise<StoredAnswer<T>> {
  const write = (run: (tx: Tx) => Promise<StoredAnswer<T>>) =>
    table ? tenantWrite(db, opts.tenantId, table, run) : db.transaction(run);
  if (!opts.key) return write(work);
  const stored = (on: DbOrTx = db) => storedAnswer<T>(on, opts);
  const earlier = await stored();
  if (earlier) return earlier;
  try {
    return await write(async (tx) => {
      const lockKey = `${opts.tenantId}|${opts.scope}|${opts.key}`;
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lockKey}, 0))`);
      const meanwhile = await stored(tx);
      if (meanwhile) return meanwhile;
      const answer = await work(tx);
      await tx
        .insert(idempotencyKeys)
        .values({ ...opts, key: opts.key!, status: answer.status, response: answer.body as object });
      return answer;
    });
  } catch (error) {
    const winner = isUniqueViolation(error) ? await stored() : null;
    if (winner) return winner;
    throw error;
  }
}

/**
 * A write staged by stageIdempotent: a retry's stored answer, or the slow work still to do, which
 * hands back the write to run in a transaction of its own (api/after-commit.ts stagedAnswer).
 */
export type StagedWrite<T> =
  { answer: StoredAnswer<T> } | { work: () => Promise<(db: Db) => Promise<StoredAnswer<T>>> };

/**
 * An idempotent write with slow work before it that must not hold a transaction open (a mail's
 * PDF). Now, in the caller's transaction: a retry's stored answer, else `read` (and its refusals,
 * before any work). Then, with no transaction open, `work` on what was read; then `write` with its
 * result through `idempotent`, whose lock and second look make two racing retries write once.
 */
export async function stageIdempotent<L, W, T>(
  db: Db,
  opts: IdempotentWrite,
  steps: {
    read: (db: Db) => Promise<L>;
    work: (read: L) => Promise<W>;
    write: (tx: Tx, worked: W) => Promise<StoredAnswer<T>>;
  },
): Promise<StagedWrite<T>> {
  const earlier = await storedAnswer<T>(db, opts);
  if (earlier) return { answer: earlier };
  const read = await steps.read(db);
  return {
    work: async () => {
      const worked = await steps.work(read);
      return (writeDb) => idempotent(writeDb, opts, (tx) => steps.write(tx, worked));
    },
  };
}
