import { expect, test } from '@playwright/test';
import { loginAs } from '../support';

test('an unknown /auth path renders a 404 inside the authentication layout', async ({ page }) => {
  for (const path of ['/auth/no-such-page', '/auth/login/extra']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    const card = page.getByTestId('auth-card');
    await expect(card).toBeVisible();
    await expect(card.getByTestId('not-found')).toContainText('Sayfa Bulunamadı');
  }
});

const users = [
  ['admin@cari.demo', 'backoffice', '/backoffice/no-such-page'],
  ['owner@teknik.cari.demo', 'tenant', '/tenant/no-such-page'],
  ['musteri@teknik.cari.demo', 'customer', '/customer/no-such-page'],
] as const;

for (const [email, area, inArea] of users) {
  test(`/not-found and unknown paths render inside the ${area} layout for ${email}`, async ({ page }) => {
    await loginAs(page, email);
    await expect(page.getByTestId('sidebar')).toBeVisible();
    for (const path of ['/not-found', '/no-such-page', inArea]) {
      const response = await page.goto(path);
      expect({ path, status: response?.status() }).toEqual({ path, status: path === '/not-found' ? 200 : 404 });
      const shell = page.locator(`[data-area="${area}"]`);
      await expect(shell.getByTestId('not-found')).toContainText('Sayfa Bulunamadı');
      // One shell, not the area layout wrapped in a second one.
      await expect(page.locator('[data-area]')).toHaveCount(1);
      await expect(page.getByTestId('sidebar')).toHaveCount(1);
      await expect(shell.getByTestId('app-footer')).toContainText('1.0.0');
    }
  });
}

test('a visitor without a session gets a plain not-found', async ({ page }) => {
  // The static files skip the edge gate (the app has no favicon.ico), so a visitor reaches the
  // not-found page itself; other dotted paths are gated like any page.
  const response = await page.goto('/favicon.ico');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toContainText('Sayfa Bulunamadı');
  await expect(page.getByTestId('sidebar')).toHaveCount(0);
  await expect(page.getByTestId('auth-card')).toHaveCount(0);
  // Any other path sends a visitor to sign in first.
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/auth\/login\?returnUrl=%2Fno-such-page/);
  await page.goto('/no-such-file.html');
  await expect(page).toHaveURL(/\/auth\/login\?returnUrl=%2Fno-such-file\.html/);
});
