import { expect, test } from '@playwright/test';
import { loginAs, shellHydrated } from '../support';

const width = async (page: import('@playwright/test').Page) =>
  Math.round((await page.getByTestId('sidebar').boundingBox())?.width ?? 0);

test('a phone shows the sidebar at 0 with a working toggle', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'admin@cari.demo');
  await expect(page).toHaveURL('/backoffice');
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'true');
  expect(await width(page)).toBe(0);
  await page.getByTestId('sidebar-toggle').click();
  await expect.poll(() => width(page)).toBe(260);
});

test('a 1280 wide screen shows 260 and collapses to 80', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs(page, 'admin@cari.demo');
  await expect(page).toHaveURL('/backoffice');
  await expect.poll(() => width(page)).toBe(260);
  // The server-rendered sidebar already has its width; the toggle answers once React has hydrated.
  await shellHydrated(page);
  await page.getByTestId('sidebar-toggle').click();
  await expect.poll(() => width(page)).toBe(80);
});
