import { expect, test } from '@playwright/test';

/** The login page's module scripts and stylesheets, as the browser loads them. */
async function assetsOfLoginPage(request: import('@playwright/test').APIRequestContext) {
  const html = await (await request.get('/auth/login')).text();
  return [...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
}

test('scripts and stylesheets go out as the build’s brotli copies, the same bytes once decoded', async ({
  request,
}) => {
  const assets = await assetsOfLoginPage(request);
  expect(assets.some((a) => a.endsWith('.js'))).toBe(true);
  expect(assets.some((a) => a.endsWith('.css'))).toBe(true);
  for (const asset of assets) {
    const brotli = await request.get(asset, { headers: { 'accept-encoding': 'br' } });
    expect(brotli.status(), asset).toBe(200);
    expect(brotli.headers()['content-encoding'], asset).toBe('br');
    expect(brotli.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
    const plain = await request.get(asset, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding'], asset).toBeUndefined();
    expect((await brotli.body()).equals(await plain.body()), asset).toBe(true);
  }
});

test('a browser that refuses brotli gets gzip', async ({ request }) => {
  const [script] = await assetsOfLoginPage(request);
  const refused = await request.get(script!, { headers: { 'accept-encoding': 'gzip, br;q=0' } });
  expect(refused.status()).toBe(200);
  expect(refused.headers()['content-encoding']).toBe('gzip');
});

test('pages and API answers go out as brotli to a browser that accepts it, gzip to one that does not', async ({
  request,
}) => {
  for (const [url, ending] of [
    ['/auth/login', '</html>'],
    ['/api/openapi.json', '}'],
  ] as const) {
    for (const [accepted, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip, deflate', 'gzip'],
    ]) {
      const res = await request.get(url, { headers: { 'accept-encoding': accepted } });
      expect(res.status(), url).toBe(200);
      expect(res.headers()['content-encoding'], `${url} (${accepted})`).toBe(encoding);
      // Decoded by the client, whole.
      expect((await res.text()).trimEnd().endsWith(ending), url).toBe(true);
    }
  }
});
