import { expect, test } from '@playwright/test';
import { openDialog, tokenOf } from '../tenant/access-support';
import { openAsAdmin } from './backoffice-support';

test('a new module is listed, a duplicate key is refused on its field, and deleting a used permission asks first', async ({
  page,
}) => {
  const key = `e2e-${Date.now()}`;
  await openAsAdmin(page, '/backoffice/module', 'modules-page');
  const form = page.getByTestId('module-form');

  await openDialog(page, 'Yeni Modül', form);
  await form.getByLabel('Anahtar').fill(key);
  await form.getByLabel('Türkçe etiket').fill('Sözleşmeler');
  await form.getByLabel('İngilizce etiket').fill('Contracts');
  await form.getByLabel('Simge').fill('Saat');
  await form.getByLabel('Simge').press('Enter');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(form).toBeHidden();
  await page.getByLabel('Anahtar veya etiket').fill(key);
  await page.getByLabel('Anahtar veya etiket').press('Enter');
  await expect(page.getByTestId('modules-table').getByText(key)).toBeVisible();

  await openDialog(page, 'Yeni Modül', form);
  await form.getByLabel('Anahtar').fill('CustomerManagement');
  await form.getByLabel('Türkçe etiket').fill('x');
  await form.getByLabel('İngilizce etiket').fill('x');
  await form.getByLabel('Simge').fill('Saat');
  await form.getByLabel('Simge').press('Enter');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(form.getByText('Bu anahtara sahip bir modül zaten var.')).toBeVisible();
  // Closing a form with unsaved changes asks first.
  await page.getByRole('button', { name: 'Vazgeç' }).click();
  await page.getByRole('button', { name: 'Değişiklikleri At' }).click();
  await expect(form).toBeHidden();

  await page.getByLabel('Anahtar veya etiket').fill('CustomerManagement');
  await page.getByLabel('Anahtar veya etiket').press('Enter');
  await page.getByRole('button', { name: 'CustomerManagement modülünün yetkileri' }).first().click();
  const row = page.getByTestId('permissions-form').getByTestId('permission-row-0');
  await expect(row.getByLabel('Yetki kodu')).toHaveValue('customers.view');
  await expect(row.getByText('1 rol')).toBeVisible();
  await row.getByRole('button', { name: 'customers.view yetkisini sil' }).click();
  await expect(page.getByText('Bu yetki 1 rolde kullanılıyor.', { exact: false })).toBeVisible();
  await page
    .getByRole('dialog')
    .filter({ hasText: 'customers.view yetkisi silinsin mi?' })
    .getByRole('button', { name: 'Vazgeç' })
    .click();
  await expect(row.getByLabel('Yetki kodu')).toHaveValue('customers.view');
});

test('the module list keeps its page, size and search in the address: a reload or its first HTML opens the same list', async ({
  page,
}) => {
  // Other specs add modules at any time: a search none of theirs matches keeps the pages still.
  const address = '/backoffice/module?page=2&size=2&q=tenant';
  await openAsAdmin(page, address, 'modules-page');
  const cookie = `accessToken=${encodeURIComponent(await tokenOf(page))}`;
  const answer = await page.request.get('/api/admin/Module?pageIndex=1&pageSize=2&searchText=tenant', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  const keys = ((await answer.json()).data.items as { key: string }[]).map((m) => m.key);
  expect(keys).toHaveLength(2);
  const rowKeys = page.getByTestId('modules-table').locator('tbody code');
  await expect(rowKeys).toHaveText(keys);
  await expect(page.getByLabel('Anahtar veya etiket')).toHaveValue('tenant');

  const html = await (await page.request.get(address, { headers: { cookie } })).text();
  for (const key of keys) expect(html).toContain(`<code>${key}</code>`);
  const listCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/admin/Module') listCalls.push(r.url());
  });
  await page.reload();
  await expect(rowKeys).toHaveText(keys);
  await expect(page.locator('.ant-pagination-item-active')).toHaveText('2');
  await page.waitForLoadState('networkidle');
  expect(listCalls).toEqual([]);

  await page.locator('.ant-pagination-item-1').click();
  await expect(page).toHaveURL(/\/backoffice\/module\?size=2&q=tenant$/);
  await expect(rowKeys).not.toHaveText(keys);
});
