import 'server-only';

import { and, count, eq, gt, min, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { resetRequests } from '../../db/schema';
import { AppError } from '../../errors';
import { LOGIN_WINDOW_MS } from './attempt-limit';
import { countEvent, retryAfter, uncountEvent } from './rate-counter';

export const MAX_RESETS_PER_EMAIL = 5;
export const MAX_RESETS_PER_IP = 20;

/**
 * Counts a forgot-password request against its address and its client, like the login limit: within
 * 15 minutes at most 5 per address (known or not, so a 429 reveals nothing) and 20 per client. The
 * count and the record happen in one transaction under advisory locks (address, then client), so
 * parallel requests cannot all see a count under the limit.
 */
export async function countResetRequest(db: Db, opts: { email: string; ip: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reset-account:${opts.email}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reset-client:${opts.ip}`}))`);
    const since = new Date(Date.now() - LOGIN_WINDOW_MS);
    const recent = async (where: ReturnType<typeof eq>) =>
      (
        await tx
          .select({ n: count(), oldest: min(resetRequests.createdAt) })
          .from(resetRequests)
          .where(and(where, gt(resetRequests.createdAt, since)))
      )[0]!;
    const byEmail = await recent(eq(resetRequests.email, opts.email));
    const byIp = await recent(eq(resetRequests.ip, opts.ip));
    const hit = byEmail.n >= MAX_RESETS_PER_EMAIL ? byEmail.oldest : byIp.n >= MAX_RESETS_PER_IP ? byIp.oldest : null;
    if (hit)
      throw new AppError(429, 'too_many_requests', retryAfter(new Date(new Date(hit).getTime() + LOGIN_WINDOW_MS)));
    await tx.insert(resetRequests).values({ email: opts.email, ip: opts.ip });
  });
}

/**
 * Failed set-password calls (a wrong or used link, a refused password) per client within 15 minutes;
 * past it the client gets 429 (too_many_requests) until the window ends. A success takes its call back.
 */
export const MAX_SET_PASSWORD_FAILURES_PER_CLIENT = 10;

const setPasswordKey = (ip: string) => `set-password:${ip}`;

/** Counts a set-password call against its client before the link is looked at (429 past the limit). */
export async function reserveSetPasswordAttempt(db: Db, ip: string): Promise<void> {
  const { count, resetsAt } = await countEvent(db, setPasswordKey(ip), LOGIN_WINDOW_MS);
  if (count > MAX_SET_PASSWORD_FAILURES_PER_CLIENT) {
    throw new AppError(429, 'too_many_requests', retryAfter(resetsAt));
  }
}

/** The call set a password: it does not count as a failure. */
export async function forgiveSetPasswordAttempt(db: DbOrTx, ip: string): Promise<void> {
  await uncountEvent(db, setPasswordKey(ip));
}
