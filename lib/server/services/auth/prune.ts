import 'server-only';

import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Deletes what the abuse limits no longer read, so their tables do not grow forever: counters whose
 * window (at most an hour) ended a day ago, sign-in failures older than a day (the limit looks back
 * 15 minutes), and retired refresh tokens of sessions that have ended (reuse of one is refused anyway).
 * Idempotent, so every instance may run it.
 */
export async function pruneAbuseRecords(db: Db): Promise<{ counters: number; failures: number; retired: number }> {
  // `returning` counts alike on node-postgres and PGlite, whose results name the affected rows differently.
  const deleted = async (statement: SQL) => (await db.execute(sql`${statement} returning 1`)).rows.length;
  return {
    counters: await deleted(sql`delete from rate_counters where window_start < now() - interval '1 day'`),
    failures: await deleted(sql`delete from login_failures where created_at < now() - interval '1 day'`),
    retired: await deleted(sql`
      delete from retired_refresh_tokens r using sessions s
      where s.id = r.session_id and (s.expires_at < now() or s.revoked_at is not null)`),
  };
}
