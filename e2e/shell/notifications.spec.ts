import { expect, test, type Page } from '@playwright/test';
import { loginAs, shellHydrated } from '../support';
import { apiAs } from '../customer/portal-support';

const badgeCount = async (page: Page) =>
  Number(await page.getByTestId('notifications-bell').getAttribute('data-count'));

test('owner@ reads the 50 demo notifications from the server, 10 at a time', async ({ page }) => {
  await loginAs(page, 'owner@teknik.cari.demo');
  await expect(page).toHaveURL('/tenant');
  await expect.poll(() => badgeCount(page)).toBeGreaterThan(0);
  await shellHydrated(page);
  const items = page.getByTestId('notification-item');
  await page.getByTestId('notifications-bell').click();
  await expect(items).toHaveCount(10);
  await page.getByTestId('notifications-load-more').click();
  await expect(items).toHaveCount(20);
  await expect(page.getByTestId('notifications-unread')).toHaveText(`${await badgeCount(page)} okunmamış`);
});

test('a user marks read and deletes their own notifications; the badge follows and the empty text shows', async ({
  page,
  browser,
}) => {
  // satis@ has none in the demo: owner@ assigns two tasks to them through the API.
  const owner = await apiAs(browser, 'owner@teknik.cari.demo');
  const users = await owner.get('/api/tenant/Users?searchText=satis');
  const satisId = (await users.json()).data.items[0].id as string;
  for (const title of ['Bildirim görevi bir', 'Bildirim görevi iki'])
    expect((await owner.post('/api/tenant/Tasks', { title, assigneeId: satisId })).status()).toBe(201);

  await loginAs(page, 'satis@teknik.cari.demo');
  await expect.poll(() => badgeCount(page)).toBeGreaterThanOrEqual(2);
  const start = await badgeCount(page);
  await shellHydrated(page);
  await page.getByTestId('notifications-bell').click();
  const items = page.getByTestId('notification-item');
  await expect(items.first()).toContainText('Size bir görev atandı');
  await items.first().getByTestId('notification-mark-read').click();
  await expect.poll(() => badgeCount(page)).toBe(start - 1);
  await expect(items.first()).toHaveAttribute('data-read', 'true');

  // One at a time, each removal seen before the next click (a click on a row the list is still
  // removing would wait for a row that never comes).
  for (let count = await items.count(); count > 0; count--) {
    await items.first().getByTestId('notification-delete').click();
    await expect(items).toHaveCount(count - 1);
  }
  await expect(page.getByText('Henüz bir bildirim yok.')).toBeVisible();
  await expect.poll(() => badgeCount(page)).toBe(0);
  await page.reload();
  await expect.poll(() => badgeCount(page)).toBe(0);
  await owner.dispose();
});
