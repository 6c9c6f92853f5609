import 'server-only';

import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rateCounters } from '../../db/schema';

/**
 * Counts one event under `key` in a fixed window of `windowMs` that starts with the key's first event
 * (or the first after the previous window ended). One upsert counts and answers, so parallel calls
 * each get a count of their own: exactly one of them sees 1.
 */
export async function countEvent(
  db: DbOrTx,
  key: string,
  windowMs: number,
): Promise<{ count: number; resetsAt: Date }> {
  const expired = sql`${rateCounters.windowStart} <= now() - ${windowMs}::integer * interval '1 millisecond'`;
  const [row] = await db
    .insert(rateCounters)
    .values({ key, count: 1 })
    .onConflictDoUpdate({
      target: rateCounters.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateCounters.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${rateCounters.windowStart} end`,
      },
    })
    .returning({ count: rateCounters.count, windowStart: rateCounters.windowStart });
  return { count: row!.count, resetsAt: new Date(row!.windowStart.getTime() + windowMs) };
}

/** Takes back one counted event (it turned out not to be what the limit counts, e.g. a success). */
export async function uncountEvent(db: DbOrTx, key: string): Promise<void> {
  await db
    .update(rateCounters)
    .set({ count: sql`greatest(${rateCounters.count} - 1, 0)` })
    .where(eq(rateCounters.key, key));
}

/** Seconds until `at` (at least 1), for Retry-After, and the minutes the message names. */
export function retryAfter(at: Date): { headers: Record<string, string>; params: { minutes: number } } {
  const seconds = Math.max(1, Math.ceil((at.getTime() - Date.now()) / 1000));
  return { headers: { 'Retry-After': String(seconds) }, params: { minutes: Math.ceil(seconds / 60) } };
}
