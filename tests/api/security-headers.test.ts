import { api } from '@/lib/server/api/app';
import { login, request, startTestApp } from './harness';

let app: Awaited<ReturnType<typeof startTestApp>>;
let owner: string;
beforeAll(async () => {
  app = await startTestApp();
  owner = await login('owner@teknik.cari.demo');
});
afterAll(() => app.close());

const expectSecured = (headers: Headers) => {
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('permissions-policy')).toContain('camera=()');
  expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(headers.get('cache-control')).toBe('no-store');
};

describe('API security headers', () => {
  it('come with an authenticated answer, a refusal, a validation error and an unknown route', async () => {
    const answers = await Promise.all([
      request('GET', '/api/tenant/Customers', { token: owner }),
      request('GET', '/api/tenant/Customers'),
      request('POST', '/api/tenant/Customers', { token: owner, body: { name: '' } }),
      request('GET', '/api/tenant/nothing-here', { token: owner }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 401, 400, 404]);
    for (const { headers } of answers) expectSecured(headers);
  });

  it("override a route's own caching: the logo download answers no-store", async () => {
    // A 1×1 PNG: a real file answer, not the 404 of a tenant without a logo.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const form = new FormData();
    form.append('file', new File([new Uint8Array(png)], 'logo.png', { type: 'image/png' }));
    const put = await api.request('/api/tenant/Settings/general/logo', {
      method: 'PUT',
      headers: { authorization: `Bearer ${owner}` },
      body: form,
    });
    expect(put.status).toBe(200);
    const res = await api.request('/api/tenant/Settings/general/logo', {
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expectSecured(res.headers);
  });

  it('add Strict-Transport-Security only over HTTPS', async () => {
    const plain = await api.request('/api/health');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const proxied = await api.request('/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});
