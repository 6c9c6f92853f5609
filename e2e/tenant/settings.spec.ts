import { expect, test } from '@playwright/test';
import { clickOnceOpen } from '../support';
import { loginToTenant } from './access-support';

// A 1x1 PNG.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('general settings: field messages, save, logo upload and removal', async ({ page }) => {
  // Örnek Yapı's owner, so other specs' data of Demo Teknik Servis stays as it is.
  await loginToTenant(page, 'owner@yapi.cari.demo');
  await page.goto('/tenant/settings/general');
  const form = page.getByTestId('general-settings-form');
  await expect(form.getByLabel('Firma Adı')).toHaveValue('Örnek Yapı');

  await form.getByLabel('Telefon').fill('abc');
  await form.getByLabel('MERSİS No').fill('0123 4567');
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(form.getByText('Geçerli bir telefon numarası girin.')).toBeVisible();
  await expect(form.getByText('MERSİS numarası 16 haneden oluşur.')).toBeVisible();

  await form.getByLabel('Telefon').fill('+90 312 555 02 02');
  // Örnek Yapı's demo tax number has a wrong check digit; a valid VKN replaces it.
  await form.getByLabel('Vergi No / T.C. Kimlik No').fill('1234567890');
  await form.getByLabel('Adres').fill('Atatürk Bulvarı 1, Çankaya / Ankara');
  await form.getByLabel('MERSİS No').fill('0123 4567 8901 2345');
  await form.getByLabel('e-Fatura senaryosu').click();
  await clickOnceOpen(page.locator('.ant-select-item-option[title="Ticari fatura (TICARIFATURA)"]'));
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Ayarlar kaydedildi.')).toBeVisible();
  await page.reload();
  const saved = page.getByTestId('general-settings-form');
  await expect(saved.getByLabel('Adres')).toHaveValue('Atatürk Bulvarı 1, Çankaya / Ankara');
  await expect(saved.getByLabel('MERSİS No')).toHaveValue('0123456789012345');
  await expect(saved.getByText('Ticari fatura (TICARIFATURA)')).toBeVisible();

  const logo = page.getByTestId('logo-card');
  await expect(async () => {
    await logo.locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('Logo yüklendi.')).toBeVisible({ timeout: 3_000 });
  }).toPass();
  await expect(logo.getByTestId('logo-preview')).toBeVisible();
  await logo.getByRole('button', { name: 'Logoyu Kaldır' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Logoyu Kaldır' }).click();
  await expect(page.getByText('Logo kaldırıldı.')).toBeVisible();
  await expect(logo.getByText('Logo yüklenmedi')).toBeVisible();
});
