import { expect, test } from '@playwright/test';
import { loginAs } from '../support';
import { layoutShift, rscRequests } from './measure';

const listPages = ['/tenant', '/tenant/customers', '/tenant/products', '/tenant/labors', '/tenant/users'];

for (const width of [390, 1280]) {
  test(`no layout shift on the list pages at ${width} px`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 844 } });
    const page = await context.newPage();
    await loginAs(page, 'owner@teknik.cari.demo');
    const shifts: Record<string, number> = {};
    for (const path of listPages) {
      const fresh = await context.newPage();
      shifts[path] = Number((await layoutShift(fresh, path)).toFixed(4));
      await fresh.close();
    }
    await context.close();
    console.log(`cumulative layout shift at ${width} px`, shifts);
    for (const path of listPages) expect({ path, cls: shifts[path] <= 0.01 }).toEqual({ path, cls: true });
  });
}

test('a first visit to the customers list fires at most a handful of RSC prefetches', async ({ page }) => {
  await loginAs(page, 'owner@teknik.cari.demo');
  const requests = rscRequests(page);
  await page.goto('/tenant/customers');
  await page.waitForLoadState('networkidle');
  // Idle time in which a prefetch-on-viewport storm would fire (every row link, every menu entry).
  await page.waitForTimeout(2000);
  console.log('RSC requests after a first visit to /tenant/customers:', requests.length, requests);
  expect(requests.length).toBeLessThanOrEqual(3);
  // Hovering a row's link prefetches that one page only.
  await page.getByTestId('customers-page').locator('a[href^="/tenant/customers/"]').first().hover();
  await expect.poll(() => requests.length).toBeGreaterThan(0);
  expect(requests.length).toBeLessThanOrEqual(4);
});
