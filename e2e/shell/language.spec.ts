import { expect, test } from '@playwright/test';
import { clickOnceOpen, loginAs, shellHydrated } from '../support';

test('switching to English sends Accept-Language: en and shows the shell in English', async ({ page }) => {
  await loginAs(page, 'owner@teknik.cari.demo');
  await expect(page.getByTestId('sidebar')).toContainText('Müşteri Yönetimi');
  await shellHydrated(page);
  await page.getByTestId('profile-menu').click();
  await clickOnceOpen(page.getByRole('menuitem', { name: 'Dil' }));
  await clickOnceOpen(page.getByTestId('language-en'));
  await expect(page.getByTestId('sidebar')).toContainText('Customer Management');

  await page.getByTestId('profile-menu').click();
  await page.getByText('My Profile').click();
  await expect(page).toHaveURL('/profile');
  // A wrong current password changes nothing, yet makes a real API call whose answer is translated.
  await page.getByLabel('Current Password').fill('not-my-password1');
  await page.getByLabel('New Password', { exact: true }).fill('Another.Pass1');
  await page.getByLabel('New Password (again)').fill('Another.Pass1');
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/api/common/Accounts/change-password')),
    page.getByRole('button', { name: 'Change Password' }).click(),
  ]);
  expect(request.headers()['accept-language']).toBe('en');
  await expect(page.getByText('The current password is incorrect.').first()).toBeVisible();
});

test("the API's messages follow the interface's language, not a stale stored or browser language", async ({
  browser,
}) => {
  // The browser speaks English and this device once stored English, but the chosen language is Turkish.
  const context = await browser.newContext({ locale: 'en-US' });
  await context.addCookies([
    { name: 'NEXT_LOCALE', value: 'tr', url: `http://localhost:${process.env.E2E_PORT ?? 3100}` },
  ]);
  await context.addInitScript(() => localStorage.setItem('i18n', JSON.stringify({ selectedLang: 'en' })));
  const page = await context.newPage();
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
  await page.getByLabel('E-posta').fill('kimse@teknik.cari.demo');
  await page.getByLabel('Şifre').fill('wrong-password-1');
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/api/') && r.method() === 'POST'),
    page.getByRole('button', { name: 'Giriş Yap' }).click(),
  ]);
  expect(request.headers()['accept-language']).toBe('tr');
  await expect(page.getByTestId('login-error')).toContainText('E-posta adresi veya şifre hatalı.');
  await context.close();
});
