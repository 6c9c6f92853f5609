import { expect, test } from '@playwright/test';
import { loginAs } from '../support';

test('tenant notifications page, read and delete locally', async ({ page }) => {
  await loginAs(page, 'owner@teknik.cari.demo');
  await expect(page).toHaveURL('/tenant');
  const badge = page.getByTestId('notifications-badge');
  const items = page.getByTestId('notification-item');
  await page.getByTestId('notifications-bell').click();
  await expect(items).toHaveCount(10);

  const startedAt = Date.now();
  await page.getByTestId('notifications-load-more').click();
  await expect(items).toHaveCount(20);
  expect(Date.now() - startedAt).toBeGreaterThanOrEqual(900);

  const unreadBefore = Number(await badge.locator('.ant-scroll-number').getAttribute('title'));
  await page.getByTestId('notification-mark-read').first().click();
  await expect(badge.locator('.ant-scroll-number')).toHaveAttribute('title', String(unreadBefore - 1));

  const firstTitle = await items.first().innerText();
  await items.first().getByTestId('notification-delete').click();
  await expect(items).toHaveCount(19);
  await expect(items.first()).not.toHaveText(firstTitle);

  while ((await items.count()) > 0) await items.first().getByTestId('notification-delete').click();
  await expect(page.getByText('Henüz bir bildirim yok.')).toBeVisible();
});
