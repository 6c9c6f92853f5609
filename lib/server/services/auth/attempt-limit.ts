import 'server-only';

import { and, count, eq, gt, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';
import { AppError } from '../../errors';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Wrong passwords for one account from one client: the limit a guesser meets. */
export const MAX_FAILURES_PER_CLIENT_AND_ACCOUNT = 5;
/**
 * Wrong passwords for one account from every client together: a guesser spread over many addresses.
 * Whoever triggers it, the owner gets back in through a reset link (a set password clears the count).
 */
export const MAX_FAILURES_PER_ACCOUNT = 20;
/** Wrong passwords from one client across accounts (password spraying). */
export const MAX_FAILURES_PER_CLIENT = 100;

/**
 * Reserves one password attempt (login, change-password) before the password is checked: in one
 * transaction, serialised per account and per client by advisory locks, the recent failures are
 * counted and this attempt is recorded as one. Parallel attempts therefore cannot all see a count
 * under the limit (40 at once get exactly 5 through). A correct password forgives it (forgiveFailures).
 */
export async function reservePasswordAttempt(db: Db, opts: { email: string; ip: string }): Promise<void> {
  await db.transaction(async (tx) => {
    // Lock order is always account then client, so two attempts cannot wait on each other.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login-account:${opts.email}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login-client:${opts.ip}`}))`);
    const since = new Date(Date.now() - LOGIN_WINDOW_MS);
    const recent = async (where: ReturnType<typeof and>) =>
      (
        await tx
          .select({ n: count(), oldest: min(loginFailures.createdAt) })
          .from(loginFailures)
          .where(and(where, gt(loginFailures.createdAt, since)))
      )[0]!;
    const limits = [
      [
        await recent(and(eq(loginFailures.email, opts.email), eq(loginFailures.ip, opts.ip))),
        MAX_FAILURES_PER_CLIENT_AND_ACCOUNT,
      ],
      [await recent(eq(loginFailures.email, opts.email)), MAX_FAILURES_PER_ACCOUNT],
      [await recent(eq(loginFailures.ip, opts.ip)), MAX_FAILURES_PER_CLIENT],
    ] as const;
    const hit = limits.find(([found, max]) => found.n >= max)?.[0].oldest;
    if (hit) {
      const retryAfter = Math.max(1, Math.ceil((new Date(hit).getTime() + LOGIN_WINDOW_MS - Date.now()) / 1000));
      throw new AppError(429, 'rate_limited', {
        params: { minutes: Math.ceil(retryAfter / 60) },
        headers: { 'Retry-After': String(retryAfter) },
      });
    }
    await tx.insert(loginFailures).values({ email: opts.email, ip: opts.ip });
  });
}

/** A correct password from this client: its failures (the reserved attempt included) no longer count. */
export async function forgiveFailures(db: Db, opts: { email: string; ip: string }): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.email, opts.email), eq(loginFailures.ip, opts.ip)));
}

/** The owner proved the account is theirs (a set-password link): every client's failures are forgiven. */
export async function forgiveAccountFailures(db: Pick<Db, 'delete'>, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}
