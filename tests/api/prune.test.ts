import { sql } from 'drizzle-orm';
import { pruneAbuseRecords } from '@/lib/server/services/auth/prune';
import { login, startTestApp } from './harness';

/** The abuse limits' tables are pruned of what can no longer count, and keep what still can. */
let app: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const count = async (table: string) =>
  Number((await app.asOwner(sql.raw(`select count(*)::int as n from ${table}`))).rows[0]!.n);

it('deletes ended counters, old sign-in failures and the retired tokens of ended sessions only', async () => {
  await app.asOwner(sql`
    insert into rate_counters (key, window_start, count) values
      ('eski', now() - interval '2 days', 3), ('yeni', now() - interval '10 minutes', 1)`);
  await app.asOwner(sql`
    insert into login_failures (email, ip, created_at) values
      ('eski@example.com', '10.0.0.1', now() - interval '2 days'), ('yeni@example.com', '10.0.0.1', now())`);
  // Two live sessions of owner@, each with a retired token; one of them then ends.
  await login('owner@teknik.cari.demo');
  await login('owner@teknik.cari.demo');
  const sessions = (
    await app.asOwner(sql`
      select s.id from sessions s join users u on u.id = s.user_id
      where u.email = 'owner@teknik.cari.demo' and s.revoked_at is null order by s.created_at desc limit 2`)
  ).rows.map((r) => (r as { id: string }).id);
  await app.asOwner(sql`
    insert into retired_refresh_tokens (token_hash, session_id) values
      ('biten', ${sessions[0]}), ('suren', ${sessions[1]})`);
  await app.asOwner(sql`update sessions set revoked_at = now() where id = ${sessions[0]}`);
  const before = {
    counters: await count('rate_counters'),
    failures: await count('login_failures'),
    retired: await count('retired_refresh_tokens'),
  };

  const pruned = await pruneAbuseRecords(app.db);

  expect(pruned).toEqual({ counters: 1, failures: 1, retired: 1 });
  expect({
    counters: await count('rate_counters'),
    failures: await count('login_failures'),
    retired: await count('retired_refresh_tokens'),
  }).toEqual({ counters: before.counters - 1, failures: before.failures - 1, retired: before.retired - 1 });
  const left = await app.asOwner(sql`
    select (select count(*)::int from rate_counters where key = 'yeni') as counter,
           (select count(*)::int from login_failures where email = 'yeni@example.com') as failure,
           (select count(*)::int from retired_refresh_tokens where token_hash = 'suren') as retired`);
  expect(left.rows[0]).toEqual({ counter: 1, failure: 1, retired: 1 });
  // A second run has nothing left to do.
  expect(await pruneAbuseRecords(app.db)).toEqual({ counters: 0, failures: 0, retired: 0 });
});
