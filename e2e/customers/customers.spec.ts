import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { loginToTenant, openDialog } from '../tenant/access-support';
import { clickOnceOpen, freshVkn } from '../support';

const suffix = () => String(Date.now()).slice(-6);

/** Signs in as the owner and creates a customer with only a name through the list's form (returned). */
async function ownerCreatesCustomer(page: Page, name: string) {
  await loginToTenant(page, 'owner@teknik.cari.demo');
  await page.goto('/tenant/customers');
  const form = page.getByTestId('customer-form');
  await openDialog(page, 'Yeni Müşteri', form);
  await form.getByLabel('Ad / Unvan').fill(name);
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Müşteri kaydedildi.')).toBeVisible();
  return form;
}

async function search(page: Page, text: string) {
  const box = page.getByPlaceholder('Ad, vergi no, e-posta veya telefon ara');
  await box.fill(text);
  await box.press('Enter');
}

test('creates a customer, finds it by "isik", edits it and exports the list', async ({ page }) => {
  const name = `Işıkçı Aydınlatma ${suffix()}`;
  await loginToTenant(page, 'owner@teknik.cari.demo');
  await page.goto('/tenant/customers');
  const form = page.getByTestId('customer-form');
  await openDialog(page, 'Yeni Müşteri', form);
  await form.getByLabel('Ad / Unvan').fill(name);
  await form.getByLabel('Vergi No / TCKN').fill('1234567891');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(form.getByText('Geçerli bir vergi veya T.C. kimlik numarası girin.')).toBeVisible();
  const vkn = freshVkn();
  await form.getByLabel('Vergi No / TCKN').fill(vkn);
  await form.getByLabel('E-posta').fill(`info.${vkn}@isikci.example.com`);
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Müşteri kaydedildi.')).toBeVisible();

  await search(page, 'isik');
  const row = page.getByTestId('customers-table').getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(
    page.getByTestId('customers-table').getByRole('row').filter({ hasText: 'Işık Yapı' }).first(),
  ).toBeVisible();

  await row.getByRole('button', { name: 'Düzenle' }).click();
  await expect(form).toBeVisible();
  await form.getByLabel('Telefon').fill('+90 212 555 44 33');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Değişiklikler kaydedildi.')).toBeVisible();
  await expect(row).toContainText('+90 212 555 44 33');

  await page.getByRole('button', { name: 'Dışa Aktar' }).hover();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByText('CSV (Excel uyumlu)').click()]);
  expect(download.suggestedFilename()).toMatch(/^musteriler-\d{4}-\d\d-\d\d\.csv$/);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  expect(csv.startsWith('\uFEFFTür;Ad / Unvan;')).toBe(true);
  expect(csv).toContain(`Kurumsal;${name};${vkn};`);
  expect(csv).not.toContain('Çağlar Otomotiv');
});

test('warns about a customer with the same VKN and saves the new one only when asked again', async ({ page }) => {
  // Not 'Işık Yapı …': other specs pick the demo's Işık Yapı by that text.
  const name = `Yeni Şube Kaydı ${suffix()}`;
  await loginToTenant(page, 'owner@teknik.cari.demo');
  await page.goto('/tenant/customers');
  const form = page.getByTestId('customer-form');
  await openDialog(page, 'Yeni Müşteri', form);
  await form.getByLabel('Ad / Unvan').fill(name);
  // The demo's Işık Yapı has this VKN.
  await form.getByLabel('Vergi No / TCKN').fill('4720183658');
  // By place, not name: antd keeps the spinner icon (and so "loading" in the name) while it fades out.
  const save = page.locator('.ant-drawer-footer .ant-btn-primary');
  await save.click();

  const warning = page.getByTestId('duplicate-alert');
  await expect(warning).toContainText('Bu müşteri zaten kayıtlı olabilir');
  await expect(warning).toContainText('Aynı VKN/TCKN ile kayıtlı müşteri:');
  await expect(warning.getByRole('link', { name: 'Işık Yapı' })).toHaveAttribute(
    'href',
    /^\/tenant\/customers\/[0-9a-f-]{36}$/,
  );
  // Nothing was saved, and the form is ready for another try.
  await expect(save).toBeEnabled();
  await expect(save).not.toHaveClass(/ant-btn-loading/);

  await warning.getByRole('button', { name: 'Yine de kaydet' }).click();
  await expect(page.getByText('Müşteri kaydedildi.')).toBeVisible();
  await expect(form).toBeHidden();
  await search(page, name);
  await expect(page.getByTestId('customers-table').getByRole('row').filter({ hasText: name })).toHaveCount(1);
});

test('deletes a customer after asking and undoes it from the notification', async ({ page }) => {
  const name = `Silinecek Müşteri ${suffix()}`;
  await ownerCreatesCustomer(page, name);
  await search(page, name);
  const row = page.getByTestId('customers-table').getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: 'Sil' }).click();
  await clickOnceOpen(page.getByRole('dialog').getByRole('button', { name: 'Sil' }));
  await expect(page.getByText(`“${name}” silindi.`)).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.getByRole('button', { name: 'Geri Al' }).click();
  await expect(page.getByText(`“${name}” geri alındı.`)).toBeVisible();
  await expect(row).toBeVisible();
});

test("edits a customer from the customer's page (the form loads when first opened)", async ({ page }) => {
  const name = `Sayfadan Düzenleme ${suffix()}`;
  const form = await ownerCreatesCustomer(page, name);

  await page.getByRole('link', { name }).click();
  const detail = page.getByTestId('customer-detail');
  await expect(detail).toBeVisible();
  await detail.getByRole('button', { name: 'Düzenle' }).click();
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Ad / Unvan')).toHaveValue(name);
  await form.getByLabel('Telefon').fill('+90 216 555 12 34');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Değişiklikler kaydedildi.')).toBeVisible();
  await expect(detail).toContainText('+90 216 555 12 34');
});

test("marks a customer as an e-Fatura user with its alias, shown as its e-document status on the customer's page", async ({
  page,
}) => {
  const name = `e-Fatura Mükellefi ${suffix()}`;
  await loginToTenant(page, 'owner@teknik.cari.demo');
  await page.goto('/tenant/customers');
  const form = page.getByTestId('customer-form');
  await openDialog(page, 'Yeni Müşteri', form);
  await form.getByLabel('Ad / Unvan').fill(name);
  // By keyboard, as the rest of the form: the switch takes Space, and the alias field appears after it.
  const registered = form.getByRole('switch', { name: 'e-Fatura mükellefi' });
  await registered.focus();
  await page.keyboard.press('Space');
  await expect(registered).toBeChecked();
  const alias = form.getByLabel('e-Fatura posta kutusu etiketi');
  await page.keyboard.press('Tab');
  await expect(alias).toBeFocused();
  await page.keyboard.type('defaultpk@firma.com.tr');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(form.getByText('e-Fatura mükellefi için VKN/TCKN zorunludur.')).toBeVisible();
  await expect(form.getByText('Etiket urn:mail: ile başlayan bir adres olmalıdır')).toBeVisible();

  const vkn = freshVkn();
  await form.getByLabel('Vergi No / TCKN').fill(vkn);
  await alias.fill(`urn:mail:defaultpk@efatura${vkn}.com.tr`);
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Müşteri kaydedildi.')).toBeVisible();

  await search(page, name);
  await page.getByTestId('customers-table').getByRole('link', { name }).click();
  const detail = page.getByTestId('customer-detail');
  await expect(detail).toContainText(`e-Fatura mükellefi (urn:mail:defaultpk@efatura${vkn}.com.tr)`);

  // Switched off again, the customer is an e-Arşiv one.
  await detail.getByRole('button', { name: 'Düzenle' }).click();
  await expect(registered).toBeChecked();
  await expect(alias).toHaveValue(`urn:mail:defaultpk@efatura${vkn}.com.tr`);
  await registered.click();
  await expect(alias).toBeHidden();
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Değişiklikler kaydedildi.')).toBeVisible();
  await expect(detail).toContainText('e-Arşiv');
  await expect(detail).not.toContainText('urn:mail:');
});

test('says once that an empty contact or address field is required', async ({ page }) => {
  await loginToTenant(page, 'owner@teknik.cari.demo');
  await page.goto('/tenant/customers');
  const form = page.getByTestId('customer-form');
  await openDialog(page, 'Yeni Müşteri', form);
  await form.getByRole('button', { name: 'Kişi Ekle' }).click();
  await form.getByRole('button', { name: 'Adres Ekle' }).click();
  await page.getByRole('button', { name: 'Kaydet' }).click();
  // The customer's name, the contact's name, the address's title and line: one message under each.
  const errors = form.locator('.ant-form-item-explain-error', { hasText: 'Bu alan zorunludur.' });
  await expect(errors).toHaveCount(4);
  for (const label of ['Ad / Unvan', 'Ad soyad', 'Adres başlığı', 'Adres']) {
    const item = form.locator('.ant-form-item').filter({ has: page.getByLabel(label, { exact: true }) });
    await expect(item.locator('.ant-form-item-explain-error')).toHaveCount(1);
  }
});

test("shows satis@ only the customer's tabs it may use, none that only says it may not", async ({ page }) => {
  await loginToTenant(page, 'satis@teknik.cari.demo');
  await page.goto('/tenant/customers');
  await search(page, 'Işık Yapı');
  await page.getByTestId('customers-table').getByRole('link', { name: 'Işık Yapı', exact: true }).click();
  const detail = page.getByTestId('customer-detail');
  await expect(detail.getByRole('tab')).toHaveText(['Bilgiler', 'Yetkililer']);
  await expect(detail).not.toContainText('görüntüleme yetkiniz yok');
});

test("shows the owner every tab of the customer's page", async ({ page }) => {
  await loginToTenant(page, 'owner@teknik.cari.demo');
  await page.goto('/tenant/customers');
  await search(page, 'Işık Yapı');
  await page.getByTestId('customers-table').getByRole('link', { name: 'Işık Yapı', exact: true }).click();
  await expect(page.getByTestId('customer-detail').getByRole('tab')).toHaveText([
    'Bilgiler',
    'Yetkililer',
    'Teklifler',
    'İş Emirleri',
    'Görevler',
    'Faturalar',
    'Tahsilatlar',
    'Cari Hesap Ekstresi',
  ]);
});
