import { expect, test, type Page } from '@playwright/test';
import { SignJWT } from 'jose';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../lib/auth/token';
import { loginToTenant, tokenOf } from '../tenant/access-support';
import { shellHydrated } from '../support';

/** The signed-in page's token re-signed (same session and claims) to expire `seconds` from now. */
async function tokenExpiringIn(page: Page, seconds: number) {
  const claims = JSON.parse(Buffer.from((await tokenOf(page)).split('.')[1]!, 'base64url').toString());
  return new SignJWT({ typ: claims.typ, tid: claims.tid, sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt(Math.floor(Date.now() / 1000) - 900)
    .setExpirationTime(Math.floor(Date.now() / 1000) + seconds)
    .sign(new TextEncoder().encode(process.env.AUTH_SECRET));
}

async function putToken(page: Page, token: string) {
  const url = new URL(page.url());
  await page.context().addCookies([{ name: 'accessToken', value: token, domain: url.hostname, path: '/' }]);
}

const expOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).exp as number;

test('an expired access token is renewed from the refresh cookie on the next page, without a login', async ({
  page,
}) => {
  await loginToTenant(page, 'owner@teknik.cari.demo');
  await putToken(page, await tokenExpiringIn(page, -60));
  await page.goto('/tenant/products');
  await expect(page).toHaveURL(/\/tenant\/products$/);
  await expect(page.getByTestId('sidebar')).toBeVisible();
  expect(expOf(await tokenOf(page)) * 1000).toBeGreaterThan(Date.now() + 14 * 60_000);
});

test('a token about to expire is renewed before the next API call', async ({ page }) => {
  await loginToTenant(page, 'owner@teknik.cari.demo');
  await page.goto('/tenant/customers');
  await putToken(page, await tokenExpiringIn(page, 60));
  const unauthorized: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 401) unauthorized.push(r.url());
  });
  const box = page.getByPlaceholder('Ad, vergi no, e-posta veya telefon ara');
  await box.fill('Işık');
  // The search's answer, not the row: Işık Yapı is already on the first page, so the row is visible
  // before the renewal (awaited before the search is sent) has answered.
  const searched = page.waitForResponse(
    (r) => r.url().includes('/api/tenant/Customers?') && r.url().includes('searchText='),
  );
  await box.press('Enter');
  expect((await searched).status()).toBe(200);
  await expect(page.getByTestId('customers-table').getByRole('row').filter({ hasText: 'Işık Yapı' })).toBeVisible();
  expect(expOf(await tokenOf(page)) * 1000).toBeGreaterThan(Date.now() + 14 * 60_000);
  expect(unauthorized).toEqual([]);
});

test('after logout an old token is not renewed: the next page asks for a login', async ({ page }) => {
  await loginToTenant(page, 'owner@teknik.cari.demo');
  const expired = await tokenExpiringIn(page, -60);
  await shellHydrated(page);
  await page.getByTestId('profile-menu').click();
  await page.getByText('Çıkış Yap').click();
  await page.waitForURL(/\/auth\/login/);
  await putToken(page, expired);
  await page.goto('/tenant/customers');
  await expect(page).toHaveURL(/\/auth\/login\?returnUrl=%2Ftenant%2Fcustomers$/);
});
