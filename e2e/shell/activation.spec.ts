import { expect, test } from '@playwright/test';
import { latestLinkFor, loginAs } from '../support';

test("davet@'s outboxed link activates the account and the login that follows works", async ({ page }) => {
  await page.goto(await latestLinkFor('davet@teknik.cari.demo'));
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
  await expect(page).toHaveURL('/tenant');
});
