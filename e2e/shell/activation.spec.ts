import { expect, test } from '@playwright/test';
import { latestLinkFor, loginAs } from '../support';

test("davet@'s outboxed link activates the account and the login that follows works", async ({ page }) => {
  const link = await latestLinkFor('davet@teknik.cari.demo');
  await page.goto(link);
  await expect(page.getByText('Hesap Aktivasyonu').first()).toBeVisible();
  await expect(page.getByTestId('password-rules')).toBeVisible();
  await page.getByLabel('Şifre', { exact: true }).fill('Yeni.Sifre1');
  await page.getByLabel('Şifre (Tekrar)').fill('Yeni.Sifre2');
  await page.getByRole('button', { name: 'Şifreyi Belirle' }).click();
  await expect(page.getByText('Şifreler eşleşmiyor.')).toBeVisible();
  await page.getByLabel('Şifre (Tekrar)').fill('Yeni.Sifre1');
  await page.getByRole('button', { name: 'Şifreyi Belirle' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByTestId('login-notice')).toBeVisible();
  await loginAs(page, 'davet@teknik.cari.demo', 'Yeni.Sifre1');
  // davet@ holds the Satış role (no dashboard): the first screen of its menu.
  await expect(page).toHaveURL('/tenant/customers');

  // The used link, opened again, says why it no longer works instead of showing the form.
  await page.context().clearCookies();
  await page.goto(link);
  const invalid = page.getByTestId('set-password-invalid-link');
  await expect(invalid).toContainText('Bu bağlantı kullanılmış');
  await expect(page.getByTestId('set-password-form')).toHaveCount(0);
  await invalid.getByRole('link', { name: 'Yeni bağlantı iste' }).click();
  await expect(page).toHaveURL('/auth/forgot-password');
});

test('a link with an unknown token says it is invalid and offers a new one', async ({ page }) => {
  await page.goto('/set-password?token=not-a-real-token&userId=00000000-0000-4000-8000-000000000000');
  await expect(page.getByTestId('set-password-invalid-link')).toContainText('Geçersiz bağlantı');
  await expect(page.getByRole('link', { name: 'Yeni bağlantı iste' })).toBeVisible();
  await expect(page.getByTestId('set-password-form')).toHaveCount(0);
});
