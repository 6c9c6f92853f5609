import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { loginAs } from '../support';
import {
  CHART_LIBRARY_MARKER,
  detailPath,
  firstVisit,
  gzipWeight,
  loadsChartLibrary,
  loadsSchemaLibrary,
  rscRequests,
} from './measure';

/**
 * A first visit to every area page (issue: fast pages), at phone and desktop width:
 * - cumulative layout shift at most 0.01, so the first server-rendered paint already has the final
 *   layout;
 * - at desktop width, the JavaScript it loads, as gzip kB, printed and compared with
 *   e2e/perf/budgets.json (BUDGET_SCALE=0.8 shows the check failing); the chart library may load
 *   on the report page only, and there only after the page itself (lazyComponent).
 * One context per group and width (signed in once), a fresh page per measurement; a detail page
 * ('/:id') opens the first record its list page, measured just before, links to.
 */
test.describe.configure({ mode: 'parallel' });

const MAX_CLS = 0.01;
const chartPages = new Set(['/tenant/reports']);
/** Pages with a form on them (or a client request at load): zod may load with them, and only there. */
const parsingPages = new Set([
  '/auth/login',
  '/auth/forgot-password',
  '/tenant/offers/templates',
  '/tenant/work-orders/:id',
  '/tenant/settings/general',
  '/backoffice/module',
  '/backoffice/settings',
  '/settings',
]);
const budgets: Record<string, number> = JSON.parse(fs.readFileSync(path.join(__dirname, 'budgets.json'), 'utf8'));
const scale = Number(process.env.BUDGET_SCALE ?? 1);

const OWNER = 'owner@teknik.cari.demo';
const groups: { name: string; account?: string; pages: string[] }[] = [
  { name: 'auth', pages: ['/auth/login', '/auth/forgot-password'] },
  {
    name: 'tenant customer and catalogue',
    account: OWNER,
    pages: [
      '/tenant',
      '/tenant/customers',
      '/tenant/customers/:id',
      '/tenant/products',
      '/tenant/labors',
      '/tenant/categories',
      '/tenant/users',
      '/tenant/role-management',
    ],
  },
  {
    name: 'tenant sales',
    account: OWNER,
    pages: [
      '/tenant/offers',
      '/tenant/offers/:id',
      '/tenant/offers/templates',
      '/tenant/work-orders',
      '/tenant/work-orders/:id',
      '/tenant/tasks',
    ],
  },
  {
    name: 'tenant finance and settings',
    account: OWNER,
    pages: [
      '/tenant/finance',
      '/tenant/finance/invoices',
      '/tenant/finance/invoices/:id',
      '/tenant/finance/payments',
      '/tenant/finance/payments/:id',
      '/tenant/reports',
      '/tenant/settings/audit',
      '/tenant/settings/general',
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

for (const group of groups) {
  for (const width of [390, 1280]) {
    const weighed = width === 1280;
    test(`${group.name} pages at ${width} px: no layout shift${weighed ? ', JavaScript within budget' : ''}`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: { width, height: 844 } });
      const signIn = await context.newPage();
      if (group.account) await loginAs(signIn, group.account);
      await signIn.close();
      const shifts: Record<string, number> = {};
      const links = new Map<string, string[]>();
      const rows: string[] = [];
      const overBudget: string[] = [];
      const charts: string[] = [];
      const parsing: string[] = [];
      for (const key of group.pages) {
        const target = detailPath(key, links);
        const page = await context.newPage();
        const visit = await firstVisit(page, target, chartPages.has(key) ? `.${CHART_LIBRARY_MARKER}` : undefined);
        await page.close();
        links.set(key, visit.links);
        shifts[key] = Number(visit.cls.toFixed(4));
        if (!weighed) continue;
        const kb = Math.round(gzipWeight(visit.scripts) / 1024);
        const budget = Math.round((budgets[key] ?? 0) * scale);
        rows.push(`${key.padEnd(30)} ${String(kb).padStart(4)} kB  budget ${budget} kB`);
        if (kb > budget) overBudget.push(`${key}: ${kb} kB > ${budget} kB`);
        if (loadsChartLibrary(visit.scripts) !== chartPages.has(key)) charts.push(key);
        if (loadsSchemaLibrary(visit.scripts) && !parsingPages.has(key)) parsing.push(key);
      }
      await context.close();
      console.log(`cumulative layout shift at ${width} px`, shifts);
      if (weighed) console.log(`JavaScript (gzip) per page\n${rows.join('\n')}`);
      const shifting = Object.entries(shifts).filter(([, cls]) => cls > MAX_CLS);
      expect.soft(shifting, `pages whose layout shifts more than ${MAX_CLS} at ${width} px`).toEqual([]);
      expect.soft(overBudget, 'pages over their JavaScript budget').toEqual([]);
      expect.soft(parsing, 'pages that load zod on a first visit without a form on them').toEqual([]);
      expect(charts, 'pages that load the chart library although they should not, or report pages that do not').toEqual(
        [],
      );
    });
  }
}

test('a first visit to the customers list fires at most a handful of RSC prefetches', async ({ page }) => {
  await loginAs(page, OWNER);
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

test('every script of a first visit carries V8’s compile hint (scripts/compile-hints.mjs)', async ({ page }) => {
  await loginAs(page, OWNER);
  const html = await (await page.request.get('/tenant/customers')).text();
  // The module scripts the page loads at once; the noModule polyfills never run in a current browser.
  const scripts = [...html.matchAll(/<script (?![^>]*noModule)[^>]*src="([^"]+\.js)"/g)].map((m) => m[1]!);
  expect(scripts.length).toBeGreaterThan(5);
  const unhinted: string[] = [];
  for (const src of scripts) {
    const body = await (await page.request.get(src)).text();
    if (!body.startsWith('//# allFunctionsCalledOnLoad\n')) unhinted.push(src);
  }
  expect(unhinted).toEqual([]);
});
