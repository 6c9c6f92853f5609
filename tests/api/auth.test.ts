import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '@/lib/auth/token';
import { users } from '@/lib/server/db/schema';
import { api } from '@/lib/server/api/app';
import { latestLinkFor, login, nextLinkFor, request, startTestApp } from './harness';

let app: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const accounts = [
  ['admin@cari.demo', 1, false],
  ['owner@teknik.cari.demo', 2, true],
  ['satis@teknik.cari.demo', 2, true],
  ['yetkisiz@teknik.cari.demo', 2, true],
  ['musteri@teknik.cari.demo', 3, true],
  ['owner@yapi.cari.demo', 2, true],
] as const;

describe('login and current account', () => {
  it.each(accounts)('%s logs in and current answers its type and tenant', async (email, type, hasTenant) => {
    const token = await login(email);
    const res = await request('GET', '/api/common/Accounts/current', { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ email, accountTypeId: type });
    expect(res.body.data.tenantId === null).toBe(!hasTenant);
  });

  it('answers the login with a 15-minute token, its expiry and the user; the refresh token only as an HttpOnly cookie', async () => {
    const res = await request('POST', '/api/common/Auth/login', {
      body: { email: 'OWNER@teknik.cari.demo', password: 'Demo.1234', remember: false },
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual(['accessToken', 'expiresAt', 'user']);
    const minutes = (Date.parse(res.body.data.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    const claims = JSON.parse(Buffer.from(res.body.data.accessToken.split('.')[1], 'base64url').toString());
    expect(claims.exp * 1000).toBe(Date.parse(res.body.data.expiresAt));
    expect(res.body.data.user.email).toBe('owner@teknik.cari.demo');
    // Without "remember me" the refresh cookie goes with the browser session.
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('cariRefresh='))!;
    expect(cookie).toMatch(/^cariRefresh=[\w-]{43}; Path=\/api\/common\/Auth; HttpOnly; SameSite=Lax$/);
  });

  it('gives one Turkish message for a wrong password and an unknown email', async () => {
    const wrong = await request('POST', '/api/common/Auth/login', {
      body: { email: 'owner@yapi.cari.demo', password: 'nope1234' },
    });
    const unknown = await request('POST', '/api/common/Auth/login', {
      body: { email: 'nobody@cari.demo', password: 'nope1234' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.error.message).toBe('E-posta adresi veya şifre hatalı.');
    expect(unknown.body.error).toEqual(wrong.body.error);
  });

  it('answers an invited account with no password like a wrong password (no enumeration)', async () => {
    const res = await request('POST', '/api/common/Auth/login', {
      body: { email: 'davet@teknik.cari.demo', password: 'whatever1' },
    });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('invalid_credentials');
  });

  it('rejects a disabled account after a correct password', async () => {
    await app.db.update(users).set({ status: 'disabled' }).where(eq(users.email, 'yetkisiz@teknik.cari.demo'));
    const res = await request('POST', '/api/common/Auth/login', {
      body: { email: 'yetkisiz@teknik.cari.demo', password: 'Demo.1234' },
    });
    await app.db.update(users).set({ status: 'active' }).where(eq(users.email, 'yetkisiz@teknik.cari.demo'));
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('account_disabled');
  });

  it('validates the body with field messages in the request language', async () => {
    const tr = await request('POST', '/api/common/Auth/login', { body: { email: 'not-an-email', password: '' } });
    expect(tr.status).toBe(400);
    expect(tr.body.error.fields).toEqual({
      email: 'Geçerli bir e-posta adresi girin.',
      password: 'Bu alan zorunludur.',
    });
    const en = await request('POST', '/api/common/Auth/login', {
      body: { email: 'x' },
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(en.body.error.fields).toEqual({
      email: 'Enter a valid email address.',
      password: 'This field is required.',
    });
  });

  it('rejects unknown fields and malformed JSON', async () => {
    const extra = await request('POST', '/api/common/Auth/login', {
      body: { email: 'a@b.co', password: 'x', isAdmin: true },
    });
    expect(extra.status).toBe(400);
    expect(extra.body.error.fields.isAdmin).toBe('Bu alan tanınmıyor.');
    const { api } = await import('@/lib/server/api/app');
    const res = await api.request('/api/common/Auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('validation_failed');
  });
});

describe('tokens', () => {
  const current = (token?: string) => request('GET', '/api/common/Accounts/current', { token });

  it('answers 401 without, with a malformed and with a tampered token', async () => {
    expect((await current()).status).toBe(401);
    expect((await current('not.a.jwt')).status).toBe(401);
    const token = await login('owner@teknik.cari.demo');
    const [h, p, s] = token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...payload, typ: 1 })).toString('base64url');
    expect((await current(`${h}.${forged}.${s}`)).status).toBe(401);
    expect((await current(`${h}.${p}.${s!.slice(0, -2)}xx`)).status).toBe(401);
  });

  /** A token like the server's (same secret, session and claims) with the given changes. */
  async function forged(token: string, change: (jwt: SignJWT) => SignJWT) {
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    const jwt = new SignJWT({ typ: claims.typ, tid: claims.tid, sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 60);
    return change(jwt).sign(new TextEncoder().encode(process.env.AUTH_SECRET));
  }
  const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

  it('answers 401 for an expired token', async () => {
    const token = await login('owner@teknik.cari.demo');
    const expired = await forged(token, (jwt) =>
      jwt
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 60),
    );
    expect((await current(expired)).status).toBe(401);
    // The same token with a future expiry passes: the expiry alone made the difference.
    const fresh = await forged(token, (jwt) =>
      jwt.setIssuer(TOKEN_ISSUER).setAudience(TOKEN_AUDIENCE).setExpirationTime(inAnHour()),
    );
    expect((await current(fresh)).status).toBe(200);
  });

  it('answers 401 for a token without an expiry, issuer or audience, or with foreign ones', async () => {
    const token = await login('owner@teknik.cari.demo');
    const variants = await Promise.all([
      forged(token, (jwt) => jwt.setIssuer(TOKEN_ISSUER).setAudience(TOKEN_AUDIENCE)),
      forged(token, (jwt) => jwt.setAudience(TOKEN_AUDIENCE).setExpirationTime(inAnHour())),
      forged(token, (jwt) => jwt.setIssuer(TOKEN_ISSUER).setExpirationTime(inAnHour())),
      forged(token, (jwt) => jwt.setIssuer('other').setAudience(TOKEN_AUDIENCE).setExpirationTime(inAnHour())),
      forged(token, (jwt) => jwt.setIssuer(TOKEN_ISSUER).setAudience('other').setExpirationTime(inAnHour())),
    ]);
    for (const variant of variants) expect((await current(variant)).status).toBe(401);
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE });
    expect(typeof claims.exp).toBe('number');
  });

  it('answers 401 after logout, while another session of the user still works', async () => {
    const first = await login('owner@teknik.cari.demo');
    const second = await login('owner@teknik.cari.demo');
    expect((await request('POST', '/api/common/Auth/logout', { token: first })).status).toBe(200);
    expect((await current(first)).status).toBe(401);
    expect((await current(second)).status).toBe(200);
  });
});

/** The same id with its last digit changed, so it names no user. */
const otherId = (id: string) => id.slice(0, -1) + (id.endsWith('0') ? '1' : '0');

describe('set-password', () => {
  const submit = (body: Record<string, unknown>) => request('POST', '/api/common/Auth/set-password', { body });
  const davet = 'davet@teknik.cari.demo';
  const davetRow = async () => (await app.db.select().from(users).where(eq(users.email, davet)))[0]!;

  it('refuses bad input and leaves the account as it was', async () => {
    const link = latestLinkFor(davet);
    const before = await davetRow();
    const weak = await submit({ token: link.token, userId: link.userId, password: 'short', confirmPassword: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.error.fields.password).toBe('Şifre en az 8 karakter olmalıdır.');
    const noDigit = await submit({
      token: link.token,
      userId: link.userId,
      password: 'onlyletters',
      confirmPassword: 'onlyletters',
    });
    expect(noDigit.body.error.fields.password).toBe('Şifre en az bir rakam içermelidir.');
    const mismatch = await submit({
      token: link.token,
      userId: link.userId,
      password: 'Gizli.2026',
      confirmPassword: 'Gizli.2027',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.fields.confirmPassword).toBe('Şifreler eşleşmiyor.');
    const wrongUser = await submit({
      token: link.token,
      userId: otherId(before.id),
      password: 'Gizli.2026',
      confirmPassword: 'Gizli.2026',
    });
    expect(wrongUser.status).toBe(400);
    expect(wrongUser.body.error.code).toBe('invalid_token');
    const after = await davetRow();
    expect(after).toMatchObject({ status: 'pending', passwordHash: null, version: before.version });
  });

  it('activates davet@ from the outboxed link, then the token cannot be reused', async () => {
    const link = latestLinkFor(davet);
    expect(link.url.startsWith('http://cari.test/set-password?token=')).toBe(true);
    const ok = await submit({
      token: link.token,
      userId: link.userId,
      password: 'Gizli.2026',
      confirmPassword: 'Gizli.2026',
    });
    expect(ok.status).toBe(200);
    const token = await login(davet, 'Gizli.2026');
    expect((await request('GET', '/api/common/Accounts/current', { token })).body.data.email).toBe(davet);
    const reused = await submit({
      token: link.token,
      userId: link.userId,
      password: 'Baska.2026',
      confirmPassword: 'Baska.2026',
    });
    expect(reused.status).toBe(400);
    expect(reused.body.error.code).toBe('invalid_token');
    await expect(login(davet, 'Baska.2026')).rejects.toThrow();
  });

  it('refuses an expired token and revokes earlier sessions on success', async () => {
    const email = 'owner@yapi.cari.demo';
    const session = await login(email);
    expect((await request('POST', '/api/common/Auth/forgot-password', { body: { email } })).status).toBe(200);
    const link = await nextLinkFor(email); // the mail goes out after the answer
    const { activationTokens } = await import('@/lib/server/db/schema');
    await app.db
      .update(activationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(activationTokens.userId, link.userId));
    const expired = await submit({
      token: link.token,
      userId: link.userId,
      password: 'Yeni.2026',
      confirmPassword: 'Yeni.2026',
    });
    expect(expired.status).toBe(400);
    expect(expired.body.error.code).toBe('invalid_token');
    await login(email);

    await request('POST', '/api/common/Auth/forgot-password', { body: { email } });
    const fresh = await nextLinkFor(email, link.token);
    expect(
      (await submit({ token: fresh.token, userId: fresh.userId, password: 'Yeni.2026', confirmPassword: 'Yeni.2026' }))
        .status,
    ).toBe(200);
    expect((await request('GET', '/api/common/Accounts/current', { token: session })).status).toBe(401);
    await login(email, 'Yeni.2026');
  });

  it('answers forgot-password with 200 for an unknown email too', async () => {
    const res = await request('POST', '/api/common/Auth/forgot-password', { body: { email: 'ghost@nowhere.example' } });
    expect(res.status).toBe(200);
  });
});

/** The refresh cookie an answer sets (name=value; attributes), if any. */
const refreshCookieOf = (headers: Headers) => headers.getSetCookie().find((c) => c.startsWith('cariRefresh='));

describe('refresh', () => {
  /** Signs in and answers the access token and the refresh cookie (name=value) the browser would keep. */
  async function signIn(remember = true) {
    const res = await request('POST', '/api/common/Auth/login', {
      body: { email: 'satis@teknik.cari.demo', password: 'Demo.1234', remember },
    });
    return { token: res.body.data.accessToken as string, cookie: refreshCookieOf(res.headers)! };
  }
  const refresh = (cookie?: string) =>
    request('POST', '/api/common/Auth/refresh', { headers: cookie ? { cookie: cookie.split(';')[0]! } : {} });
  const current = (token: string) => request('GET', '/api/common/Accounts/current', { token });

  it('keeps a "remember me" refresh cookie for the 7 days of the session', async () => {
    const { cookie } = await signIn(true);
    const expires = Date.parse(/Expires=([^;]+)/.exec(cookie)![1]!);
    expect((expires - Date.now()) / 86_400_000).toBeGreaterThan(6.9);
    expect(cookie).toContain('HttpOnly');
  });

  it('re-issues a working access token from the cookie, for the same session, with a new refresh cookie', async () => {
    const { token, cookie } = await signIn();
    const res = await refresh(cookie);
    expect(res.status).toBe(200);
    const rotated = refreshCookieOf(res.headers)!;
    expect(rotated).toMatch(/^cariRefresh=[\w-]{43}; Path=\/api\/common\/Auth; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
    expect(rotated.split(';')[0]).not.toBe(cookie.split(';')[0]);
    expect((await refresh(rotated)).status).toBe(200);
    expect(res.body.data).toMatchObject({ remember: true, accessToken: expect.any(String) });
    const before = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    const after = JSON.parse(Buffer.from(res.body.data.accessToken.split('.')[1], 'base64url').toString());
    expect(after.sid).toBe(before.sid);
    expect(after.exp).toBeGreaterThanOrEqual(before.exp);
    expect((await current(res.body.data.accessToken)).body.data.email).toBe('satis@teknik.cari.demo');
  });

  it('answers 401 without a cookie, with an unknown one, after logout and after a password change', async () => {
    expect((await refresh()).status).toBe(401);
    expect((await refresh('cariRefresh=' + 'x'.repeat(43))).body.error.code).toBe('unauthorized');

    const out = await signIn();
    await request('POST', '/api/common/Auth/logout', { token: out.token });
    const afterLogout = await refresh(out.cookie);
    expect(afterLogout.status).toBe(401);
    // The dead cookie is dropped.
    expect(afterLogout.headers.get('set-cookie')).toMatch(/^cariRefresh=;.*Max-Age=0/);

    const other = await signIn();
    const changed = await request('POST', '/api/common/Accounts/change-password', {
      token: (await signIn()).token,
      body: { currentPassword: 'Demo.1234', newPassword: 'Baska.Sifre.2026', confirmPassword: 'Baska.Sifre.2026' },
    });
    expect(changed.status).toBe(200);
    expect(Object.keys(changed.body.data).sort()).toEqual(['accessToken', 'expiresAt']);
    expect((await refresh(other.cookie)).status).toBe(401);
    // The session the change opened refreshes with the cookie it set.
    expect((await refresh(refreshCookieOf(changed.headers))).status).toBe(200);
    await request('POST', '/api/common/Accounts/change-password', {
      token: changed.body.data.accessToken,
      body: { currentPassword: 'Baska.Sifre.2026', newPassword: 'Demo.1234', confirmPassword: 'Demo.1234' },
    });
  });

  it('renews a page navigation: sets the accessToken cookie and redirects back, or to login', async () => {
    const { cookie } = await signIn();
    const back = await api.request('/api/common/Auth/refresh?returnUrl=%2Ftenant%2Fcustomers%3Fq%3Dx', {
      headers: { cookie: cookie.split(';')[0]! },
    });
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe('/tenant/customers?q=x');
    const access = back.headers.getSetCookie().find((c) => c.startsWith('accessToken='))!;
    expect(access).toMatch(/^accessToken=[\w.-]+; Path=\/; Expires=[^;]+; SameSite=Lax$/);
    const token = /^accessToken=([^;]+)/.exec(access)![1]!;
    expect((await current(token)).status).toBe(200);
    // The refresh token rotates here too: the next renewal uses the new cookie.
    const rotated = refreshCookieOf(back.headers)!;
    expect(rotated.split(';')[0]).not.toBe(cookie.split(';')[0]);

    // Another area's page is not where a tenant user goes back to.
    const foreign = await api.request('/api/common/Auth/refresh?returnUrl=%2Fbackoffice', {
      headers: { cookie: rotated.split(';')[0]! },
    });
    expect(foreign.headers.get('location')).toBe('/tenant');

    const over = await api.request('/api/common/Auth/refresh?returnUrl=%2Ftenant%2Fcustomers');
    expect(over.status).toBe(302);
    expect(over.headers.get('location')).toBe('/auth/login?returnUrl=%2Ftenant%2Fcustomers');
  });
});
