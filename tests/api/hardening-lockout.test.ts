import { and, eq, sql } from 'drizzle-orm';
import { auditLog, users } from '@/lib/server/db/schema';
import {
  ACCOUNT_DELAY_AFTER,
  ATTEMPT_DELAY_BASE_MS,
  ATTEMPT_DELAY_MAX_MS,
  attemptDelay,
} from '@/lib/server/services/auth/attempt-limit';
import { MAX_SET_PASSWORD_FAILURES_PER_CLIENT } from '@/lib/server/services/auth/reset-limit';
import { DEMO_PASSWORD, nextLinkFor, request, startTestApp } from './harness';

/** Hardening III, items 3 and 4: no one can lock another person out; the audit log records events, not floods. */
let app: Awaited<ReturnType<typeof startTestApp>>;
let sleep: jest.SpiedFunction<typeof attemptDelay.sleep>;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());
// The waits are asked for (and checked), not waited out.
beforeEach(() => {
  sleep = jest.spyOn(attemptDelay, 'sleep').mockResolvedValue(undefined);
});
afterEach(() => sleep.mockRestore());

const attempt = (email: string, password: string, ip: string, headers: Record<string, string> = {}) =>
  request('POST', '/api/common/Auth/login', {
    body: { email, password },
    headers: { 'x-forwarded-for': ip, ...headers },
  });
const cookieOf = (headers: Headers, name: string) => headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
/** The name=value a browser sends back of a cookie the answer set. */
const sendBack = (headers: Headers, name: string) => cookieOf(headers, name)!.split(';')[0]!;
const userId = async (email: string) => (await app.db.select().from(users).where(eq(users.email, email)))[0]!.id;

describe('no one can lock another person out', () => {
  it('lets the Backoffice admin in after 25 wrong passwords from five addresses: from a fresh address, or with his device cookie behind the attacker’s', async () => {
    const email = 'admin@cari.demo';
    const earlier = await attempt(email, DEMO_PASSWORD, '192.0.2.10');
    expect(earlier.status).toBe(200);
    const device = sendBack(earlier.headers, 'cariDevice');

    for (let a = 1; a <= 5; a++) {
      const ip = `203.0.113.${100 + a}`;
      for (let i = 0; i < 5; i++) expect((await attempt(email, `wrong-${a}-${i}`, ip)).status).toBe(401);
      // The guesser meets the per-client limit, the account does not.
      expect((await attempt(email, 'wrong-again', ip)).status).toBe(429);
    }

    expect((await attempt(email, DEMO_PASSWORD, '192.0.2.11')).status).toBe(200);
    // Behind the attacker's address (the same NAT) the address's budget is spent…
    expect((await attempt(email, DEMO_PASSWORD, '203.0.113.101')).status).toBe(429);
    // …but the browser that signed in before has a budget of its own, and does not wait.
    sleep.mockClear();
    expect((await attempt(email, DEMO_PASSWORD, '203.0.113.101', { cookie: device })).status).toBe(200);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('sets an HttpOnly, SameSite=Lax, long-lived device cookie for the auth routes only, Secure over https', async () => {
    const plain = await attempt('satis@teknik.cari.demo', DEMO_PASSWORD, '192.0.2.20');
    expect(cookieOf(plain.headers, 'cariDevice')).toMatch(
      /^cariDevice=[\w-]{22}\.[\w-]{43}; Max-Age=15552000; Path=\/api\/common\/Auth; HttpOnly; SameSite=Lax$/,
    );
    const https = await attempt('satis@teknik.cari.demo', DEMO_PASSWORD, '192.0.2.20', {
      'x-forwarded-proto': 'https',
    });
    expect(cookieOf(https.headers, 'cariDevice')).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
    // A browser that signs in again keeps its device id (the cookie is only renewed).
    const again = await attempt('satis@teknik.cari.demo', DEMO_PASSWORD, '192.0.2.20', {
      cookie: sendBack(plain.headers, 'cariDevice'),
    });
    expect(sendBack(again.headers, 'cariDevice')).toBe(sendBack(plain.headers, 'cariDevice'));
  });

  it('binds a device cookie to its account and gives the device a limit of its own', async () => {
    const owner = 'owner@teknik.cari.demo';
    const ip = '203.0.113.120';
    const first = await attempt('satis@teknik.cari.demo', DEMO_PASSWORD, ip);
    const satisDevice = sendBack(first.headers, 'cariDevice');
    // One browser, two accounts: the cookie keeps both.
    const second = await attempt(owner, DEMO_PASSWORD, ip, { cookie: satisDevice });
    const bothDevices = sendBack(second.headers, 'cariDevice');
    expect(bothDevices.split('~')).toHaveLength(2);

    for (let i = 0; i < 5; i++) expect((await attempt(owner, `wrong-${i}`, ip)).status).toBe(401);
    expect((await attempt(owner, DEMO_PASSWORD, ip)).status).toBe(429);
    // satis's entry is no key to the owner's account: the cookie of another account is no device of this one.
    expect((await attempt(owner, DEMO_PASSWORD, ip, { cookie: satisDevice })).status).toBe(429);
    expect((await attempt(owner, DEMO_PASSWORD, ip, { cookie: bothDevices })).status).toBe(200);

    // The device's own budget: five wrong passwords with the cookie, then 429 for that device only.
    for (let i = 0; i < 5; i++) {
      expect(
        (await attempt('satis@teknik.cari.demo', `nope-${i}`, '198.51.100.120', { cookie: bothDevices })).status,
      ).toBe(401);
    }
    const spent = await attempt('satis@teknik.cari.demo', DEMO_PASSWORD, '198.51.100.120', { cookie: bothDevices });
    expect(spent.status).toBe(429);
    expect((await attempt('satis@teknik.cari.demo', DEMO_PASSWORD, '198.51.100.120')).status).toBe(200);
  });

  it('delays, never blocks, past the per-account aggregate: waits grow to a cap of a few seconds', async () => {
    const email = 'musteri@teknik.cari.demo';
    const device = sendBack((await attempt(email, DEMO_PASSWORD, '192.0.2.30')).headers, 'cariDevice');
    const extra = 4;
    for (let i = 0; i < ACCOUNT_DELAY_AFTER + extra; i++) {
      expect((await attempt(email, 'wrong', `198.51.100.${130 + i}`)).status).toBe(401);
    }
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual(
      Array.from({ length: extra }, (_, i) => ATTEMPT_DELAY_BASE_MS * 2 ** i),
    );
    sleep.mockClear();
    expect((await attempt(email, DEMO_PASSWORD, '192.0.2.31')).status).toBe(200);
    expect(sleep.mock.calls).toEqual([[ATTEMPT_DELAY_MAX_MS]]);
    expect(ATTEMPT_DELAY_MAX_MS).toBeLessThanOrEqual(5000);
    // A device the account knows does not wait.
    sleep.mockClear();
    expect((await attempt(email, DEMO_PASSWORD, '192.0.2.32', { cookie: device })).status).toBe(200);
    expect(sleep).not.toHaveBeenCalled();
  });
});

describe('the audit log records events, not floods', () => {
  const loginFailures = async (entityId: string) =>
    app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'login.failed'), eq(auditLog.entityId, entityId)));

  it('writes at most one 429 row per window for 30 wrong logins, with no actor and the account as the entity', async () => {
    const email = 'yetkisiz@teknik.cari.demo';
    const id = await userId(email);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await attempt(email, `wrong-${i}`, '203.0.113.140')).status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
    const rows = await loginFailures(id);
    expect(rows).toHaveLength(6);
    expect(rows.map((r) => (r.data as { reason: string }).reason).sort()).toEqual([
      ...Array(5).fill('invalid_credentials'),
      'rate_limited',
    ]);
    for (const row of rows)
      expect(row).toMatchObject({ userId: null, entity: 'user', entityId: id, ip: '203.0.113.140' });

    // A parallel flood from another address: again its five failures and one refusal.
    await Promise.all(Array.from({ length: 30 }, (_, i) => attempt(email, `flood-${i}`, '203.0.113.141')));
    expect(await loginFailures(id)).toHaveLength(12);
  });
});

describe('set-password', () => {
  const setPassword = (body: { token: string; userId: string }, ip: string, password = 'Gece.Mavisi.58') =>
    request('POST', '/api/common/Auth/set-password', {
      body: { token: body.token, userId: body.userId, password, confirmPassword: password },
      headers: { 'x-forwarded-for': ip },
    });
  const resetLink = async (email: string, previous?: string) => {
    expect(
      (
        await request('POST', '/api/common/Auth/forgot-password', {
          body: { email },
          headers: { 'x-forwarded-for': '192.0.2.50' },
        })
      ).status,
    ).toBe(200);
    return nextLinkFor(email, previous);
  };

  it('answers 429 with a Turkish message past the failed calls one address may make, and audits one refusal', async () => {
    const victim = await userId('owner@yapi.cari.demo');
    const ip = '198.51.100.150';
    const bogus = { token: 'x'.repeat(43), userId: victim };
    for (let i = 0; i < MAX_SET_PASSWORD_FAILURES_PER_CLIENT; i++) {
      expect((await setPassword(bogus, ip)).body.error.code).toBe('invalid_token');
    }
    const refused = await setPassword(bogus, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(/^Çok fazla istek gönderildi\. Lütfen 15 dakika sonra/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
    // Even a valid link waits at this address; another address uses it.
    const link = await resetLink('owner@yapi.cari.demo');
    expect((await setPassword(link, ip)).status).toBe(429);
    expect((await setPassword(link, '198.51.100.151')).status).toBe(200);

    const rows = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'password.set_failed'), eq(auditLog.ip, ip)));
    expect(rows).toHaveLength(MAX_SET_PASSWORD_FAILURES_PER_CLIENT + 1);
    for (const row of rows) expect(row).toMatchObject({ userId: null, entity: 'user', entityId: victim });
  });

  it('does not count a successful call against the address', async () => {
    const ip = '198.51.100.160';
    const link = await resetLink('owner@teknik.cari.demo');
    expect((await setPassword(link, ip)).status).toBe(200);
    for (let i = 0; i < MAX_SET_PASSWORD_FAILURES_PER_CLIENT; i++)
      expect((await setPassword(link, ip)).status).toBe(400);
    expect((await setPassword(link, ip)).status).toBe(429);
  });
});

describe('refresh token rotation', () => {
  const signIn = async (email: string) => {
    const res = await request('POST', '/api/common/Auth/login', { body: { email, password: DEMO_PASSWORD } });
    expect(res.status).toBe(200);
    return { token: res.body.data.accessToken as string, cookie: sendBack(res.headers, 'cariRefresh') };
  };
  const refresh = (cookie: string) => request('POST', '/api/common/Auth/refresh', { headers: { cookie } });
  const current = (token: string) => request('GET', '/api/common/Accounts/current', { token });

  it('hands out a new refresh token at each use; a used one answers 401 and revokes the session', async () => {
    const email = 'teknisyen@teknik.cari.demo';
    const { cookie: first } = await signIn(email);
    const one = await refresh(first);
    expect(one.status).toBe(200);
    const second = sendBack(one.headers, 'cariRefresh');
    expect(second).not.toBe(first);
    const two = await refresh(second);
    expect(two.status).toBe(200);
    const third = sendBack(two.headers, 'cariRefresh');
    const token = two.body.data.accessToken as string;
    expect((await current(token)).status).toBe(200);

    // Past the grace of a concurrent refresh, a retired token is a copy.
    await app.db.execute(sql`update retired_refresh_tokens set retired_at = now() - interval '1 minute'`);
    const reused = await refresh(first);
    expect(reused.status).toBe(401);
    expect(reused.body.error.code).toBe('unauthorized');
    // Whoever holds the session now, it is over.
    expect((await current(token)).status).toBe(401);
    expect((await refresh(third)).status).toBe(401);
    const [event] = await app.db.select().from(auditLog).where(eq(auditLog.action, 'session.refresh_reused'));
    expect(event).toMatchObject({ userId: null, entity: 'user', entityId: await userId(email) });
    // A second reuse revokes nothing more and audits nothing more.
    expect((await refresh(second)).status).toBe(401);
    const { rows } = await app.db.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'session.refresh_reused'`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('lets two parallel refreshes of one browser through within the grace, rotating once', async () => {
    const { token, cookie } = await signIn('satis@teknik.cari.demo');
    const answers = await Promise.all([refresh(cookie), refresh(cookie)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    // One answer rotates the cookie; the other leaves the browser the cookie the first one set.
    const rotated = answers.map((a) => a.headers.getSetCookie().some((c) => c.startsWith('cariRefresh=')));
    expect([...rotated].sort()).toEqual([false, true]);
    const next = sendBack(answers[rotated.indexOf(true)]!.headers, 'cariRefresh');
    for (const a of answers) expect((await current(a.body.data.accessToken)).status).toBe(200);
    expect((await current(token)).status).toBe(200);
    expect((await refresh(next)).status).toBe(200);
  });
});
