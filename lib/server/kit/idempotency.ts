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
  { table, ...opts }: { tenantId: string; scope: string; key: string | null; table?: PgTable },
  work: (tx: Tx) => Promise<StoredAnswer<T>>,
): Promise<StoredAnswer<T>> {
  const write = (run: (tx: Tx) => Promise<StoredAnswer<T>>) =>
    table ? tenantWrite(db, opts.tenantId, table, run) : db.transaction(run);
  if (!opts.key) return write(work);
  const where = and(
    eq(idempotencyKeys.tenantId, opts.tenantId),
    eq(idempotencyKeys.scope, opts.scope),
    eq(idempotencyKeys.key, opts.key),
  );
  const stored = async (on: DbOrTx = db) => {
    const [row] = await on.select().from(idempotencyKeys).where(where).limit(1);
    return row ? ({ status: row.status, body: row.response } as StoredAnswer<T>) : null;
  };
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
