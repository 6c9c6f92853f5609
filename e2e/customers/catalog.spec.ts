import { expect, test } from '@playwright/test';
import { apiAs, loginToTenant, openDialog } from '../tenant/access-support';

test('builds a category tree, adds a product with an exact Turkish price and refuses a duplicate code', async ({
  page,
}) => {
  const n = String(Date.now()).slice(-6);
  await loginToTenant(page, 'owner@teknik.cari.demo');
  await page.goto('/tenant/categories');
  await openDialog(page, 'Yeni Kategori', page.getByRole('dialog'));
  await page.getByRole('dialog').getByLabel('Kategori adı').fill(`Sıhhi Tesisat ${n}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Kaydet' }).click();
  const row = page.getByRole('row').filter({ hasText: `Sıhhi Tesisat ${n}` });
  await row.getByRole('button', { name: 'Alt Kategori Ekle' }).click();
  await page.getByRole('dialog').getByLabel('Kategori adı').fill(`Vana ${n}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByRole('row').filter({ hasText: `Vana ${n}` })).toBeVisible();

  await page.goto('/tenant/products');
  const form = page.getByTestId('product-form');
  await openDialog(page, 'Yeni Ürün', form);
  await form.getByLabel('Ürün kodu').fill(`VN-${n}`);
  await form.getByLabel('Ürün adı').fill(`Küresel Vana 1/2" ${n}`);
  await form.getByLabel('Satış fiyatı').fill('1.234,56');
  await page.getByRole('dialog').getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Kaydedildi.')).toBeVisible();
  await page.getByPlaceholder('Kod veya ad ara').fill(`VN-${n}`);
  await page.getByPlaceholder('Kod veya ad ara').press('Enter');
  await expect(page.getByRole('row').filter({ hasText: `VN-${n}` })).toContainText('1.234,56 ₺');

  await openDialog(page, 'Yeni Ürün', form);
  await form.getByLabel('Ürün kodu').fill(`VN-${n}`);
  await form.getByLabel('Ürün adı').fill('Kopya');
  await form.getByLabel('Satış fiyatı').fill('10');
  await page.getByRole('dialog').getByRole('button', { name: 'Kaydet' }).click();
  await expect(form.getByText('Bu ürün kodu zaten kullanılıyor.')).toBeVisible();
});

test('says once that an empty price of a product or a labor is required', async ({ page }) => {
  await loginToTenant(page, 'owner@teknik.cari.demo');
  for (const [path, title, testId, label] of [
    ['/tenant/products', 'Yeni Ürün', 'product-form', 'Satış fiyatı'],
    ['/tenant/labors', 'Yeni İşçilik', 'labor-form', 'Birim ücret'],
  ] as const) {
    await page.goto(path);
    const form = page.getByTestId(testId);
    await openDialog(page, title, form);
    await page.getByRole('dialog').getByRole('button', { name: 'Kaydet' }).click();
    const price = form.locator('.ant-form-item').filter({ has: page.getByLabel(label, { exact: true }) });
    // One message under the empty price: 'required', not also 'Geçerli bir tutar girin'.
    await expect(price.locator('.ant-form-item-explain-error')).toHaveText(['Bu alan zorunludur.']);
    await form.getByLabel(label, { exact: true }).fill('12,50');
    await expect(price.locator('.ant-form-item-explain-error')).toHaveCount(0);
  }
});

test('offers to reload when someone else changed the customer meanwhile', async ({ page, browser }) => {
  await loginToTenant(page, 'owner@teknik.cari.demo');
  await page.goto('/tenant/customers');
  const search = page.getByPlaceholder('Ad, vergi no, e-posta veya telefon ara');
  await search.fill('Öztürk Gıda');
  await search.press('Enter');
  const row = page.getByTestId('customers-table').getByRole('row').filter({ hasText: 'Öztürk Gıda' });
  await row.getByRole('button', { name: 'Düzenle' }).click();
  const form = page.getByTestId('customer-form');
  await expect(form).toBeVisible();

  // A colleague saves the same customer first.
  const other = await (await browser.newContext()).newPage();
  await loginToTenant(other, 'satis@teknik.cari.demo');
  await other.goto('/tenant/customers');
  await other.getByPlaceholder('Ad, vergi no, e-posta veya telefon ara').fill('Öztürk Gıda');
  await other.getByPlaceholder('Ad, vergi no, e-posta veya telefon ara').press('Enter');
  await other
    .getByTestId('customers-table')
    .getByRole('row')
    .filter({ hasText: 'Öztürk Gıda' })
    .getByRole('button', { name: 'Düzenle' })
    .click();
  await other.getByTestId('customer-form').getByLabel('Notlar').fill('Satış ekibinin notu');
  await other.getByRole('button', { name: 'Kaydet' }).click();
  await expect(other.getByText('Değişiklikler kaydedildi.')).toBeVisible();

  await form.getByLabel('Telefon').fill('+90 232 000 00 00');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByTestId('stale-alert')).toBeVisible();
  await page.getByRole('button', { name: 'Güncel Hâli Yükle' }).click();
  await expect(form.getByLabel('Notlar')).toHaveValue('Satış ekibinin notu');
  await form.getByLabel('Telefon').fill('+90 232 000 00 00');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Değişiklikler kaydedildi.')).toBeVisible();
});

test('a category that still holds a product or a sub-category says why it cannot go, without asking first', async ({
  page,
}) => {
  const n = String(Date.now()).slice(-6);
  await loginToTenant(page, 'owner@teknik.cari.demo');
  const parent = await apiAs(page, 'POST', '/api/tenant/Categories', { name: `Dolu ${n}`, parentId: null });
  await apiAs(page, 'POST', '/api/tenant/Categories', { name: `Alt ${n}`, parentId: parent.id });
  const filled = await apiAs(page, 'POST', '/api/tenant/Categories', { name: `Ürünlü ${n}`, parentId: null });
  await apiAs(page, 'POST', '/api/tenant/Products', {
    code: `DL-${n}`,
    name: `Dolu ürün ${n}`,
    categoryId: filled.id,
    unit: 'adet',
    salePrice: '10',
    vatRate: 20,
  });
  const empty = `Boş ${n}`;
  await apiAs(page, 'POST', '/api/tenant/Categories', { name: empty, parentId: null });

  await page.goto('/tenant/categories');
  const rowOf = (name: string) => page.getByRole('row').filter({ hasText: name });
  const dialog = page.getByRole('dialog');

  await rowOf(`Ürünlü ${n}`).getByRole('button', { name: 'Sil' }).click();
  await expect(dialog).toContainText(`“Ürünlü ${n}” silinemez`);
  await expect(dialog).toContainText('Bu kategoride 1 ürün veya işçilik var.');
  await expect(dialog).not.toContainText('silinsin mi');
  await dialog.getByRole('button', { name: 'Tamam' }).click();
  await expect(dialog).toBeHidden();

  await rowOf(`Dolu ${n}`).first().getByRole('button', { name: 'Sil' }).first().click();
  await expect(dialog).toContainText('Bu kategorinin 1 alt kategorisi var.');
  await dialog.getByRole('button', { name: 'Tamam' }).click();
  await expect(dialog).toBeHidden();

  // An empty one is still asked about, then deleted.
  await rowOf(empty).getByRole('button', { name: 'Sil' }).click();
  await expect(dialog).toContainText(`“${empty}” silinsin mi?`);
  await dialog.getByRole('button', { name: 'Sil' }).click();
  await expect(rowOf(empty)).toHaveCount(0);
});
