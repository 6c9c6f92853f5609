import 'server-only';

import { and, count, eq, gt, isNull, min, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';
import { AppError } from '../../errors';
import { retryAfter } from './rate-counter';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/**
 * Wrong passwords for one account from one client, the limit a guesser meets (429 past it). The
 * client is its address, or, with a device cookie of an earlier sign-in to the account, that device:
 * a guesser behind the owner's address (the same NAT) cannot use up the owner's budget.
 */
export const MAX_FAILURES_PER_CLIENT_AND_ACCOUNT = 5;
/**
 * Wrong passwords for one account from every client together past which each further attempt waits
 * (a guesser spread over many addresses). A wait, never a block: no one can lock another person out.
 */
export const ACCOUNT_DELAY_AFTER = 10;
/** Wrong passwords from one client across accounts (password spraying) past which each attempt waits. */
export const CLIENT_DELAY_AFTER = 30;
/** The first wait past an aggregate threshold; it doubles with each further failure… */
export const ATTEMPT_DELAY_BASE_MS = 250;
/** …up to this. */
export const ATTEMPT_DELAY_MAX_MS = 3000;

/** How an attempt waits; tests replace `sleep` so they need not wait. */
export const attemptDelay = {
  sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
};

/** The wait of an attempt that finds `failures` recent failures in an aggregate whose delays start `after`. */
export function attemptDelayMs(failures: number, after: number): number {
  if (failures < after) return 0;
  return Math.min(ATTEMPT_DELAY_MAX_MS, ATTEMPT_DELAY_BASE_MS * 2 ** Math.min(failures - after, 16));
}

export interface PasswordAttempt {
  email: string;
  ip: string;
  /** The id of a device cookie valid for this account (device-cookie.ts), if the client sent one. */
  device?: string | null;
}

/** The failures of the client's own budget for the account: its device's, else its address's. */
const ownFailures = (opts: PasswordAttempt): SQL =>
  opts.device
    ? and(eq(loginFailures.email, opts.email), eq(loginFailures.device, opts.device))!
    : and(eq(loginFailures.email, opts.email), eq(loginFailures.ip, opts.ip), isNull(loginFailures.device))!;

/**
 * Reserves one password attempt (login, change-password) before the password is checked: in one
 * transaction, serialised per account and per client by advisory locks, the client's recent failures
 * for the account are counted and this attempt is recorded as one. Parallel attempts therefore cannot
 * all see a count under the limit (40 at once get exactly 5 through). Past the per-account or
 * per-client aggregate, the attempt then waits (after the transaction, holding no lock, so a flood
 * does not queue the owner behind it); a device known to the account never waits. A correct password
 * forgives the reserved failure (forgiveFailures).
 */
export async function reservePasswordAttempt(db: Db, opts: PasswordAttempt): Promise<void> {
  const delayMs = await db.transaction(async (tx) => {
    // Lock order is always account then client, so two attempts cannot wait on each other.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login-account:${opts.email}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login-client:${opts.ip}`}))`);
    const since = new Date(Date.now() - LOGIN_WINDOW_MS);
    const recent = async (where: SQL) =>
      (
        await tx
          .select({ n: count(), oldest: min(loginFailures.createdAt) })
          .from(loginFailures)
          .where(and(where, gt(loginFailures.createdAt, since)))
      )[0]!;
    const own = await recent(ownFailures(opts));
    if (own.n >= MAX_FAILURES_PER_CLIENT_AND_ACCOUNT && own.oldest) {
      throw new AppError(429, 'rate_limited', retryAfter(new Date(new Date(own.oldest).getTime() + LOGIN_WINDOW_MS)));
    }
    let wait = 0;
    if (!opts.device) {
      const account = await recent(eq(loginFailures.email, opts.email));
      const client = await recent(eq(loginFailures.ip, opts.ip));
      wait = Math.max(attemptDelayMs(account.n, ACCOUNT_DELAY_AFTER), attemptDelayMs(client.n, CLIENT_DELAY_AFTER));
    }
    await tx.insert(loginFailures).values({ email: opts.email, ip: opts.ip, device: opts.device ?? null });
    return wait;
  });
  if (delayMs > 0) await attemptDelay.sleep(delayMs);
}

/** A correct password from this client: its failures (the reserved attempt included) no longer count. */
export async function forgiveFailures(db: Db, opts: PasswordAttempt): Promise<void> {
  await db.delete(loginFailures).where(ownFailures(opts));
}

/** The owner proved the account is theirs (a set-password link): every client's failures are forgiven. */
export async function forgiveAccountFailures(db: Pick<Db, 'delete'>, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}
