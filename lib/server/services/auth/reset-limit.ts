import 'server-only';

import { and, count, eq, gt, min } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resetRequests } from '../../db/schema';
import { AppError } from '../../errors';
import { LOGIN_WINDOW_MS } from './attempt-limit';

export const MAX_RESETS_PER_EMAIL = 5;
export const MAX_RESETS_PER_IP = 20;

/**
 * Counts a forgot-password request against its address and its client, like the login limit: within
 * 15 minutes at most 5 per address (known or not, so a 429 reveals nothing) and 20 per client.
 */
export async function countResetRequest(db: Db, opts: { email: string; ip: string }): Promise<void> {
  const since = new Date(Date.now() - LOGIN_WINDOW_MS);
  const recent = async (where: ReturnType<typeof eq>) =>
    (
      await db
        .select({ n: count(), oldest: min(resetRequests.createdAt) })
        .from(resetRequests)
        .where(and(where, gt(resetRequests.createdAt, since)))
    )[0]!;
  const [byEmail, byIp] = [
    await recent(eq(resetRequests.email, opts.email)),
    await recent(eq(resetRequests.ip, opts.ip)),
  ];
  const hit = byEmail.n >= MAX_RESETS_PER_EMAIL ? byEmail.oldest : byIp.n >= MAX_RESETS_PER_IP ? byIp.oldest : null;
  if (hit) {
    const retryAfter = Math.max(1, Math.ceil((new Date(hit).getTime() + LOGIN_WINDOW_MS - Date.now()) / 1000));
    throw new AppError(429, 'too_many_requests', {
      params: { minutes: Math.ceil(retryAfter / 60) },
      headers: { 'Retry-After': String(retryAfter) },
    });
  }
  await db.insert(resetRequests).values({ email: opts.email, ip: opts.ip });
}
