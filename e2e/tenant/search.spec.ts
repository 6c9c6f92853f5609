import { expect, test } from '@playwright/test';
import { loginAs } from '../support';
import { loginToTenant } from './access-support';

test('Ctrl+K then "isik" finds the customer Işık Yapı and its offers; Enter opens the customer', async ({ page }) => {
  await loginToTenant(page, 'owner@teknik.cari.demo');
  await page.goto('/tenant');
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Ara' });
  await expect(palette).toBeVisible();
  await page.getByTestId('search-input').fill('isik');
  const customers = palette.getByRole('group', { name: 'Müşteriler' });
  await expect(customers.getByRole('option').first()).toContainText('Işık Yapı');
  const offers = palette.getByRole('group', { name: 'Teklifler' });
  await expect(offers.getByRole('option').first()).toContainText('Işık Yapı');
  // The first hit is marked; Enter opens it.
  await expect(customers.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await page.getByTestId('search-input').press('Enter');
  await expect(page).toHaveURL(/\/tenant\/customers\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Işık Yapı' })).toBeVisible();
  await expect(palette).toBeHidden();

  // Arrows move the mark into the offers; Enter opens that offer.
  await page.getByTestId('tenant-search').click();
  await page.getByTestId('search-input').fill('isik');
  await expect(offers.getByRole('option').first()).toBeVisible();
  const customerHits = await customers.getByRole('option').count();
  for (let i = 0; i < customerHits; i += 1) await page.getByTestId('search-input').press('ArrowDown');
  await expect(offers.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await page.getByTestId('search-input').press('Enter');
  await expect(page).toHaveURL(/\/tenant\/offers\/[0-9a-f-]{36}$/);

  // Nothing found says so.
  await page.keyboard.press('Control+k');
  await page.getByTestId('search-input').fill('zzqxw');
  await expect(palette.getByText('“zzqxw” için sonuç bulunamadı.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
});

test('on a phone the search icon opens the same search', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The sidebar is hidden on a phone: the landing page is the sign of a finished login.
  await loginAs(page, 'owner@teknik.cari.demo');
  await page.waitForURL(/\/tenant/);
  await expect(page.getByTestId('tenant-search')).toBeHidden();
  await page.getByTestId('tenant-search-phone').click();
  await page.getByTestId('search-input').fill('isik');
  const hit = page.getByTestId('search-hit').first();
  await expect(hit).toBeVisible();
  const box = (await hit.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
});
