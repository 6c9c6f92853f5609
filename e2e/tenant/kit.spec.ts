import { expect, test, type Page } from '@playwright/test';
import { loginAs } from '../support';
import { apiAs, loginToTenant, openDialog, tokenOf } from './access-support';

/** Every /api/tenant/* request the page makes from now on. */
function tenantApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/tenant/')) calls.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return calls;
}

const metrics = async (page: Page) =>
  (await (await page.request.get('/api/health')).json()).data.metrics as Record<string, number>;

test.describe('the module kit', () => {
  test('a first visit renders each list on the server and makes no client request for it', async ({ page }) => {
    await loginToTenant(page, 'owner@teknik.cari.demo');
    for (const [path, testId] of [
      ['/tenant/customers', 'customers-page'],
      ['/tenant/products', 'products-page'],
      ['/tenant/labors', 'labors-page'],
    ] as const) {
      const calls = tenantApiCalls(page);
      await page.goto(path);
      await expect(page.getByTestId(testId).getByRole('row').nth(1)).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect({ path, calls }).toEqual({ path, calls: [] });
      page.removeAllListeners('request');
    }
  });

  test('the server resolves the session once per page request, reads the permissions once per access version, in two tenant transactions', async ({
    page,
  }) => {
    await loginToTenant(page, 'owner@teknik.cari.demo');
    const cookie = `accessToken=${encodeURIComponent(await tokenOf(page))}`;
    // The counters are global to the server and tests on the other worker add to them, never take
    // away: the least of a few measurements is this request's own cost.
    const deltas = { sessionLookups: Infinity, permissionLookups: Infinity, tenantTransactions: Infinity };
    for (let i = 0; i < 8; i++) {
      const before = await metrics(page);
      const html = await page.request.get('/tenant/products', { headers: { cookie } });
      expect(html.status()).toBe(200);
      const after = await metrics(page);
      deltas.sessionLookups = Math.min(deltas.sessionLookups, after.sessionLookups - before.sessionLookups);
      deltas.permissionLookups = Math.min(deltas.permissionLookups, after.permissionLookups - before.permissionLookups);
      deltas.tenantTransactions = Math.min(
        deltas.tenantTransactions,
        after.tenantTransactions - before.tenantTransactions,
      );
    }
    // One transaction for the shell (roles, menu, branding, badge), one for the page's list; the
    // permissions come from the cache the API checks, read again only when the tenant's access changes.
    expect(deltas).toEqual({ sessionLookups: 1, permissionLookups: 0, tenantTransactions: 2 });
  });

  test('a price typed as 1.500 saves 1500.00, and Esc asks before discarding an edit', async ({ page }) => {
    const code = `KIT-${Date.now()}`;
    await loginToTenant(page, 'owner@teknik.cari.demo');
    await page.goto('/tenant/products');
    const form = page.getByTestId('product-form');
    await openDialog(page, 'Yeni Ürün', form);
    await form.getByLabel('Ürün kodu').fill(code);
    await form.getByLabel('Ürün adı').fill('Kit denemesi');
    await form.getByLabel('Satış fiyatı').fill('1.500');
    await page.getByRole('dialog').getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByText('Kaydedildi.')).toBeVisible();
    const saved = await page.request.get(`/api/tenant/Products?searchText=${code}`, {
      headers: { authorization: `Bearer ${await tokenOf(page)}` },
    });
    expect((await saved.json()).data.items[0].salePrice).toBe('1500.00');

    await page.getByPlaceholder('Kod veya ad ara').fill(code);
    await page.getByPlaceholder('Kod veya ad ara').press('Enter');
    const row = page.getByRole('row').filter({ hasText: code });
    await expect(row).toContainText('1.500,00 ₺');
    await row.getByRole('button', { name: 'Düzenle' }).click();
    await expect(form.getByLabel('Satış fiyatı')).toHaveValue('1.500,00');
    await form.getByLabel('Ürün adı').fill('Değişti');
    await page.keyboard.press('Escape');
    const confirm = page.getByRole('dialog').filter({ hasText: 'Kaydedilmemiş değişiklikler var' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Düzenlemeye Devam Et' }).click();
    await expect(form.getByLabel('Ürün adı')).toHaveValue('Değişti');
    // Back where the user was typing, so Esc works again.
    await expect(form.getByLabel('Ürün adı')).toBeFocused();
    await page.keyboard.press('Escape');
    await confirm.getByRole('button', { name: 'Değişiklikleri At' }).click();
    await expect(form).toBeHidden();
    await expect(row).toContainText('Kit denemesi');
  });

  test('a reloaded list keeps its page, sort and search, and its first HTML already has that page', async ({
    page,
  }) => {
    const tag = `URL${Date.now()}`;
    await loginToTenant(page, 'owner@teknik.cari.demo');
    for (let i = 1; i <= 23; i++) {
      const code = `${tag}-${String(i).padStart(2, '0')}`;
      await apiAs(page, 'POST', '/api/tenant/Products', {
        code,
        name: code,
        unit: 'adet',
        salePrice: '1',
        vatRate: 20,
      });
    }
    await page.goto('/tenant/products');
    const list = page.getByTestId('products-page');
    await list.getByPlaceholder('Kod veya ad ara').fill(tag);
    await list.getByPlaceholder('Kod veya ad ara').press('Enter');
    await expect(list.getByText('Toplam 23 ürün')).toBeVisible();
    const codeHeader = list.getByRole('columnheader', { name: 'Ürün kodu' });
    // Each click's order shows (it lives in the address) before the next click.
    await codeHeader.click();
    await expect(codeHeader).toHaveAttribute('aria-sort', 'ascending');
    await codeHeader.click();
    await expect(codeHeader).toHaveAttribute('aria-sort', 'descending');
    await list.locator('.ant-pagination-item-2').click();
    // Page 2 of the codes from the highest down: 03, 02, 01.
    await expect(list.getByRole('row').nth(1)).toContainText(`${tag}-03`);
    await expect(page).toHaveURL(new RegExp(`/tenant/products\\?page=2&sort=code&order=desc&q=${tag}$`));

    const cookie = `accessToken=${encodeURIComponent(await tokenOf(page))}`;
    const html = await (await page.request.get(page.url(), { headers: { cookie } })).text();
    expect(html).toContain(`${tag}-03`);
    expect(html).not.toContain(`${tag}-04`);

    const calls = tenantApiCalls(page);
    await page.reload();
    await expect(list.getByRole('row').nth(1)).toContainText(`${tag}-03`);
    await expect(list.getByRole('row')).toHaveCount(4);
    await expect(list.getByPlaceholder('Kod veya ad ara')).toHaveValue(tag);
    await expect(codeHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(list.locator('.ant-pagination-item-active')).toHaveText('2');
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([]);
  });

  test('on a 390 wide phone the customers list is cards with unbroken emails', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(page, 'owner@teknik.cari.demo');
    await page.goto('/tenant/customers');
    const table = page.getByTestId('customers-table');
    await expect(table.locator('thead')).toBeHidden();
    const email = table.locator('td[data-label="E-posta"]').filter({ hasText: '@' }).first();
    await expect(email).toBeVisible();
    // One line: a card cell is as tall as a line of text, however long the address.
    const box = (await email.boundingBox())!;
    expect(box.height).toBeLessThan(40);
    expect(box.width).toBeGreaterThan(200);
  });
});
