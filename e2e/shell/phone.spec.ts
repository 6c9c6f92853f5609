import { expect, test } from '@playwright/test';
import { loginAs } from '../support';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the notifications dropdown stays inside the screen', async ({ page }) => {
  // The sidebar is hidden on a phone: the landing URL is the sign of a finished login.
  await loginAs(page, 'owner@teknik.cari.demo');
  await page.waitForURL(/\/tenant$/);
  await page.getByTestId('notifications-bell').click();
  const panel = page.getByTestId('notifications-panel');
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('notification-item').first()).toBeVisible();
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
});

test('on a phone the sales user typing a finance URL sees Yetkiniz Yok', async ({ page }) => {
  await loginAs(page, 'satis@teknik.cari.demo');
  // Without dashboard.view the login opens the first screen of the menu.
  await page.waitForURL(/\/tenant\/customers$/);
  for (const path of ['/tenant/finance', '/tenant/finance/invoices', '/tenant/finance/payments']) {
    await page.goto(path);
    await expect(page.getByTestId('page-forbidden')).toContainText('Yetkiniz Yok');
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
});
