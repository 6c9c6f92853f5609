import { expect, test, type Page } from '@playwright/test';
import { adminToken, openAsAdmin } from './backoffice-support';

/** Opens the permission drawer of the module with `key` from the modules list. */
async function openPermissions(page: Page, key: string) {
  await page.getByLabel('Anahtar veya etiket').fill(key);
  await page.getByLabel('Anahtar veya etiket').press('Enter');
  await page
    .getByRole('button', { name: `${key} modülünün yetkileri` })
    .first()
    .click();
  const drawer = page.getByRole('dialog').filter({ hasText: 'Sözleşmeler yetkileri' });
  await expect(drawer).toBeVisible();
  return drawer;
}

test('a module permission is created, edited and deleted through its screen', async ({ page, request }) => {
  const key = `e2e-yetki-${Date.now()}`;
  const created = await request.post('/api/admin/Module', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { key, labelTr: 'Sözleşmeler', labelEn: 'Contracts', icon: 'Clock' },
  });
  expect(created.ok()).toBe(true);
  await openAsAdmin(page, '/backoffice/module', 'modules-page');

  // create
  let drawer = await openPermissions(page, key);
  await expect(drawer.getByText('Bu modülün yetkisi yok.')).toBeVisible();
  await drawer.getByRole('button', { name: 'Yetki ekle' }).click();
  const row = drawer.getByTestId('permission-row-0');
  await expect(row.getByLabel('Yetki kodu')).toHaveValue(`${key}.view`);
  await row.getByLabel('Türkçe etiket').fill('Sözleşmeleri görüntüle');
  await row.getByLabel('İngilizce etiket').fill('View contracts');
  await drawer.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Yetkiler kaydedildi.')).toBeVisible();
  await expect(row.getByText('0 rol')).toBeVisible();

  // edit, then read it back from a freshly opened drawer
  await row.getByLabel('Türkçe etiket').fill('Sözleşmeleri listele');
  await drawer.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Yetkiler kaydedildi.').last()).toBeVisible();
  await drawer.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(drawer).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('modules-page')).toBeVisible();
  drawer = await openPermissions(page, key);
  await expect(drawer.getByTestId('permission-row-0').getByLabel('Türkçe etiket')).toHaveValue('Sözleşmeleri listele');
  await expect(drawer.getByTestId('permission-row-1')).toHaveCount(0);

  // delete, after the confirmation
  await drawer.getByRole('button', { name: `${key}.view yetkisini sil` }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: `${key}.view yetkisi silinsin mi?` });
  await expect(confirm.getByText('Bu yetki hiçbir rolde kullanılmıyor.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Yetkiyi sil' }).click();
  await expect(page.getByText('Yetki silindi (0 rolden kaldırıldı).')).toBeVisible();
  await expect(drawer.getByText('Bu modülün yetkisi yok.')).toBeVisible();
});
