import { eq } from 'drizzle-orm';
import { users } from '@/lib/server/db/schema';
import { ACCOUNT_DELAY_AFTER, attemptDelay } from '@/lib/server/services/auth/attempt-limit';
import { login, nextLinkFor, request, startTestApp } from './harness';

let app: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const attempt = (email: string, password: string, ip: string) =>
  request('POST', '/api/common/Auth/login', { body: { email, password }, headers: { 'x-forwarded-for': ip } });

describe('the login limiter', () => {
  it('lets at most 5 of 40 parallel wrong passwords through for one account and client', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => attempt('satis@teknik.cari.demo', `wrong-${i}`, '203.0.113.40')),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
    // The same account from another client still signs in: a third party cannot lock it out alone.
    expect((await attempt('satis@teknik.cari.demo', 'Demo.1234', '203.0.113.41')).status).toBe(200);
  });

  it('does not lock an account guessed from many clients: the owner signs in from a fresh address', async () => {
    const email = 'owner@yapi.cari.demo';
    const sleep = jest.spyOn(attemptDelay, 'sleep').mockResolvedValue(undefined);
    try {
      for (let i = 0; i < 20; i++) expect((await attempt(email, 'wrong', `198.51.100.${i}`)).status).toBe(401);
      // Past the account's aggregate the attempts wait (capped) instead of being refused.
      expect(sleep).toHaveBeenCalledTimes(20 - ACCOUNT_DELAY_AFTER);
      expect((await attempt(email, 'Demo.1234', '192.0.2.1')).status).toBe(200);
    } finally {
      sleep.mockRestore();
    }
    // A reset link forgives every client's failures: no more waits.
    const forgot = await request('POST', '/api/common/Auth/forgot-password', { body: { email } });
    expect(forgot.status).toBe(200);
    const link = await nextLinkFor(email);
    const set = await request('POST', '/api/common/Auth/set-password', {
      body: { token: link.token, userId: link.userId, password: 'Kuzey.Yildiz.77', confirmPassword: 'Kuzey.Yildiz.77' },
    });
    expect(set.status).toBe(200);
    const after = jest.spyOn(attemptDelay, 'sleep');
    try {
      expect((await attempt(email, 'Kuzey.Yildiz.77', '192.0.2.1')).status).toBe(200);
      expect(after).not.toHaveBeenCalled();
    } finally {
      after.mockRestore();
    }
  });
});

describe('change-password', () => {
  const change = (token: string, body: Record<string, string>, ip = '203.0.113.60') =>
    request('POST', '/api/common/Accounts/change-password', { token, body, headers: { 'x-forwarded-for': ip } });

  it('is limited like the login: 5 wrong current passwords, then 429', async () => {
    const token = await login('yetkisiz@teknik.cari.demo');
    const body = (current: string) => ({
      currentPassword: current,
      newPassword: 'Lacivert.Deniz.9',
      confirmPassword: 'Lacivert.Deniz.9',
    });
    const wrong = await Promise.all(Array.from({ length: 8 }, (_, i) => change(token, body(`nope-${i}`))));
    expect(wrong.filter((r) => r.status === 400)).toHaveLength(5);
    expect(wrong.filter((r) => r.status === 429)).toHaveLength(3);
    expect((await change(token, body('Demo.1234'))).status).toBe(429);
  });

  it('refuses a common password and one that contains the email or the name', async () => {
    const token = await login('musteri@teknik.cari.demo');
    const tryNew = (newPassword: string) =>
      change(token, { currentPassword: 'Demo.1234', newPassword, confirmPassword: newPassword }, '203.0.113.61');
    const common = await tryNew('Password1');
    expect(common.status).toBe(400);
    expect(common.body.error.fields.newPassword).toMatch(/çok yaygın/);
    const [user] = await app.db.select().from(users).where(eq(users.email, 'musteri@teknik.cari.demo'));
    const byName = await tryNew(`${user!.name}.2026x`);
    expect(byName.body.error.fields.newPassword).toMatch(/e-posta adresinizi veya adınızı/);
    const byEmail = await tryNew('Musteri.Mavi.1');
    expect(byEmail.body.error.fields.newPassword).toMatch(/e-posta adresinizi veya adınızı/);
    expect((await tryNew('Turuncu.Vapur.48')).status).toBe(200);
  });
});

describe('enumeration', () => {
  it('answers an invited account with no password exactly like an unknown address', async () => {
    const pending = await attempt('davet@teknik.cari.demo', 'Whatever.123', '203.0.113.90');
    const unknown = await attempt('nobody-here@teknik.cari.demo', 'Whatever.123', '203.0.113.90');
    expect(pending.status).toBe(401);
    expect(pending.body).toEqual(unknown.body);
  });
});
