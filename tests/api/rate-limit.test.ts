import { ATTEMPT_DELAY_MAX_MS, attemptDelay, CLIENT_DELAY_AFTER } from '@/lib/server/services/auth/attempt-limit';
import { login, request, startTestApp } from './harness';

let app: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const attempt = (email: string, password: string, ip = '203.0.113.7') =>
  request('POST', '/api/common/Auth/login', { body: { email, password }, headers: { 'x-forwarded-for': ip } });

describe('login rate limit', () => {
  it('answers the 6th failure for one email from one client with 429 and Retry-After; other accounts still log in', async () => {
    for (let i = 0; i < 5; i++) expect((await attempt('owner@teknik.cari.demo', `wrong-${i}`)).status).toBe(401);
    const blocked = await attempt('owner@teknik.cari.demo', 'Demo.1234');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(blocked.body.error.message).toMatch(/15 dakika/);
    expect((await attempt('owner@yapi.cari.demo', 'Demo.1234')).status).toBe(200);
  });

  it('slows one client address down after its failures across emails, but never blocks it (a NAT shares it)', async () => {
    // The waits are asked for, not waited out.
    const sleep = jest.spyOn(attemptDelay, 'sleep').mockResolvedValue(undefined);
    try {
      const ip = '198.51.100.9';
      for (let i = 0; i < 100; i++) expect((await attempt(`user${i}@example.com`, 'wrong', ip)).status).toBe(401);
      // One wait per attempt past the threshold, growing to the cap.
      const waits = sleep.mock.calls.map(([ms]) => ms);
      expect(waits).toHaveLength(100 - CLIENT_DELAY_AFTER);
      expect(waits.at(-1)).toBe(ATTEMPT_DELAY_MAX_MS);
      sleep.mockClear();
      expect((await attempt('satis@teknik.cari.demo', 'Demo.1234', ip)).status).toBe(200);
      expect(sleep.mock.calls).toEqual([[ATTEMPT_DELAY_MAX_MS]]);
      sleep.mockClear();
      expect((await attempt('satis@teknik.cari.demo', 'Demo.1234', '198.51.100.10')).status).toBe(200);
      expect(sleep).not.toHaveBeenCalled();
      await login('satis@teknik.cari.demo');
    } finally {
      sleep.mockRestore();
    }
  });
});

describe('system endpoints', () => {
  it('answers health with 200 when the database answers', async () => {
    const res = await request('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('ok');
  });

  it('serves an OpenAPI 3 document built from the schemas', async () => {
    const res = await request('GET', '/api/openapi.json');
    expect(res.body.openapi).toMatch(/^3\./);
    const loginDoc = res.body.paths['/api/common/Auth/login'].post;
    expect(loginDoc.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/api/common/Accounts/current', '/api/common/menus', '/api/common/Auth/set-password']),
    );
  });

  it('answers unknown API paths with a 404 in our error shape', async () => {
    const res = await request('GET', '/api/nope');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
  });
});
