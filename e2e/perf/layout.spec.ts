import { expect, test } from '@playwright/test';
import { loginAs } from '../support';
import { detailPath, layoutShift, rscRequests } from './measure';

/**
 * Cumulative layout shift (issue: fast pages) of every area page at phone and desktop width: at most
 * 0.01, so the first server-rendered paint already has the final layout. One context per account
 * and width (signed in once), a fresh page per measurement. CLS_DEBUG=1 prints the shifting nodes.
 */
const MAX_CLS = 0.01;

const areas: { name: string; account?: string; pages: string[] }[] = [
  { name: 'auth', pages: ['/auth/login', '/auth/forgot-password'] },
  {
    name: 'tenant lists',
    account: 'owner@teknik.cari.demo',
    pages: [
      '/tenant',
      '/tenant/customers',
      '/tenant/customers/:id',
      '/tenant/products',
      '/tenant/labors',
      '/tenant/users',
      '/tenant/offers',
      '/tenant/offers/templates',
      '/tenant/work-orders',
      '/tenant/tasks',
    ],
  },
  {
    name: 'tenant detail',
    account: 'owner@teknik.cari.demo',
    pages: [
      '/tenant/offers/:id',
      '/tenant/work-orders/:id',
      '/tenant/finance/invoices/:id',
      '/tenant/finance/payments/:id',
    ],
  },
  {
    name: 'tenant finance and settings',
    account: 'owner@teknik.cari.demo',
    pages: [
      '/tenant/finance',
      '/tenant/finance/invoices',
      '/tenant/finance/payments',
      '/tenant/reports',
      '/tenant/role-management',
      '/tenant/settings/audit',
      '/tenant/settings/general',
      '/tenant/categories',
    ],
  },
  {
    name: 'backoffice',
    account: 'admin@cari.demo',
    pages: ['/backoffice', '/backoffice/tenant', '/backoffice/module', '/backoffice/settings'],
  },
  {
    name: 'customer portal',
    account: 'musteri@teknik.cari.demo',
    pages: ['/customer', '/documents', '/documents/:id', '/notifications', '/settings'],
  },
];

for (const area of areas) {
  for (const width of [390, 1280]) {
    test(`no layout shift on the ${area.name} pages at ${width} px`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 844 } });
      const page = await context.newPage();
      if (area.account) await loginAs(page, area.account);
      const shifts: Record<string, number> = {};
      for (const key of area.pages) {
        const path = await detailPath(page, key);
        const fresh = await context.newPage();
        shifts[key] = Number((await layoutShift(fresh, path)).toFixed(4));
        await fresh.close();
      }
      await context.close();
      console.log(`cumulative layout shift at ${width} px`, shifts);
      const over = Object.entries(shifts).filter(([, cls]) => cls > MAX_CLS);
      expect(over, `pages whose layout shifts more than ${MAX_CLS} at ${width} px`).toEqual([]);
    });
  }
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
