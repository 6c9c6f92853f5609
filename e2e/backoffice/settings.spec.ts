import { expect, test } from '@playwright/test';
import { openAsAdmin } from './backoffice-support';

test('the settings save with a validated support email and the test email goes to the admin', async ({ page }) => {
  await openAsAdmin(page, '/backoffice/settings', 'settings-page');
  const form = page.getByTestId('settings-form');
  await expect(form.getByLabel('Ürün adı')).toHaveValue('Cari');
  await form.getByLabel('Destek e-postası').fill('destek@');
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(form.getByText('Geçerli bir e-posta adresi girin.')).toBeVisible();
  await form.getByLabel('Destek e-postası').fill('destek@cari.test');
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Ayarlar kaydedildi.')).toBeVisible();

  await page.getByRole('button', { name: 'Test e-postası gönder' }).click();
  await expect(page.getByText('Test e-postası admin@cari.demo adresine gönderildi.')).toBeVisible();
});
