import { expect, test, type Page, type Request } from '@playwright/test';
import { clickOnceOpen, loginAs, shellHydrated } from '../support';

// A browser whose first language is English: the interface is Turkish all the same (specification,
// point 1) until the user chooses English.
test.use({ locale: 'en-US' });

/** The Accept-Language of every API call the page makes from now on. */
function recordApiLanguages(page: Page) {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request);
  });
  return {
    calls,
    languages: () => Promise.all(calls.map(async (call) => await call.headerValue('accept-language'))),
  };
}

/** The language field of the profile form set to `option`, then saved. */
async function saveProfileLanguage(page: Page, field: string, option: string, save: string) {
  await page.getByLabel(field, { exact: true }).click();
  await clickOnceOpen(page.locator('.ant-select-item-option', { hasText: option }));
  await page.getByRole('button', { name: save, exact: true }).click();
}

test('an English browser gets the sign-in pages in Turkish', async ({ page }) => {
  expect(await page.evaluate(() => navigator.language)).toBe('en-US');
  await page.goto('/auth/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByRole('heading', { name: 'Giriş Yap' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
  await expect(page.getByLabel('E-posta')).toBeVisible();
  await expect(page.getByLabel('Şifre')).toBeVisible();
  await expect(page.getByText('Beni hatırla')).toBeVisible();
  await expect(page.getByText('Şifremi unuttum')).toBeVisible();
  await expect(page.getByText('Sign In')).toHaveCount(0);

  await page.goto('/auth/forgot-password');
  await expect(page.getByRole('heading', { name: 'Şifremi Unuttum' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bağlantı Gönder' })).toBeVisible();

  await page.goto('/set-password?token=not-a-real-token&userId=00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Hesap Aktivasyonu').first()).toBeVisible();
  await expect(page.getByText('Account Activation')).toHaveCount(0);
});

test('owner@ chooses English in the profile: the app turns English and API calls carry Accept-Language: en', async ({
  page,
}) => {
  await loginAs(page, 'owner@teknik.cari.demo');
  await expect(page).toHaveURL('/tenant');
  // Turkish for a signed-in user too, whatever the browser speaks.
  await expect(page.getByTestId('sidebar')).toContainText('Müşteri Yönetimi');
  await expect(page.getByTestId('tenant-search')).toContainText('Ara...');

  await page.goto('/profile');
  await expect(page.getByTestId('profile-form')).toBeVisible();
  await shellHydrated(page);
  await saveProfileLanguage(page, 'Dil', 'English', 'Kaydet');
  await expect(page.getByTestId('sidebar')).toContainText('Customer Management');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('i18n') ?? '{}').selectedLang)).toBe('en');

  try {
    // Every page from now on is English and every call it makes asks for English.
    const api = recordApiLanguages(page);
    await page.goto('/tenant/customers');
    await expect(page.getByTestId('customers-page')).toBeVisible();
    await expect(page.getByTestId('tenant-search')).toContainText('Search...');
    await page.waitForLoadState('networkidle');
    await page.goto('/profile');
    await expect(page.getByTestId('profile-form')).toBeVisible();
    await shellHydrated(page);
    // A wrong current password makes a real API call whose answer is translated.
    await page.getByLabel('Current Password').fill('not-my-password1');
    await page.getByLabel('New Password', { exact: true }).fill('Another.Pass1');
    await page.getByLabel('New Password (again)').fill('Another.Pass1');
    const [changePassword] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/api/common/Accounts/change-password')),
      page.getByRole('button', { name: 'Change Password' }).click(),
    ]);
    expect(await changePassword.headerValue('accept-language')).toBe('en');
    await expect(page.getByText('The current password is incorrect.').first()).toBeVisible();
    expect(api.calls.length).toBeGreaterThan(0);
    expect(new Set(await api.languages())).toEqual(new Set(['en']));
  } finally {
    // Back to Turkish, on the account as on this device, for the specs that sign in as owner@ after this one.
    await page.goto('/profile');
    await expect(page.getByTestId('profile-form')).toBeVisible();
    await shellHydrated(page);
    await saveProfileLanguage(page, 'Language', 'Türkçe', 'Save');
    await expect(page.getByTestId('sidebar')).toContainText('Müşteri Yönetimi');
  }
});

test('the language chosen in the profile menu applies at once and to the API calls', async ({ page }) => {
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
  await page.getByLabel('Current Password').fill('not-my-password1');
  await page.getByLabel('New Password', { exact: true }).fill('Another.Pass1');
  await page.getByLabel('New Password (again)').fill('Another.Pass1');
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/api/common/Accounts/change-password')),
    page.getByRole('button', { name: 'Change Password' }).click(),
  ]);
  expect(request.headers()['accept-language']).toBe('en');
  await expect(page.getByText('The current password is incorrect.').first()).toBeVisible();

  // The choice is this device's: the sign-in page after logging out is English too.
  await page.getByTestId('profile-menu').click();
  await page.getByTestId('profile-menu-logout').click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});
