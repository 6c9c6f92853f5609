import { expect, test, type Page } from '@playwright/test';
import { createTenantByApi } from '../backoffice/backoffice-support';
import { latestLinkFor, loginAs } from '../support';

/**
 * Every main page of the three areas loads without an uncaught error and without a hydration error
 * (React #418 and its kin: the server's HTML and the browser's first render differ), in a browser
 * whose time zone is not the server's: a date or time rendered from the local clock would differ.
 */
test.use({ timezoneId: 'America/New_York' });
test.describe.configure({ mode: 'parallel' });

const HYDRATION = /hydrat|Minified React error #(418|419|422|423|425)\b|did not match/i;

/** Collects the page's uncaught errors and the console errors that speak of hydration, each with its page. */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION.test(message.text()))
      errors.push(`${page.url()}: console: ${message.text()}`);
  });
  return errors;
}

/** Loads the page and waits until it is hydrated, its data answered and no spinner is left. */
async function load(page: Page, path: string, shell: boolean) {
  await page.goto(path);
  if (shell) await expect(page.getByTestId('sidebar')).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0, { timeout: 20_000 });
  // A recoverable hydration error is reported after the commit that retried the render.
  await page.waitForTimeout(300);
}

async function loadAll(page: Page, paths: string[], shell = true) {
  const errors = watchErrors(page);
  for (const path of paths) await load(page, path, shell);
  expect(errors, errors.join('\n')).toEqual([]);
}

/** The first detail link under `prefix` on a list page. */
async function firstLink(page: Page, listPath: string, prefix: RegExp) {
  await load(page, listPath, true);
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  const href = hrefs.find((h) => prefix.test(h));
  expect(href, `a detail link on ${listPath}`).toBeTruthy();
  return href!;
}

/** The specification's tenant menu table (point 2): key -> route; an unknown key is the path itself. */
const MENU_ROUTES: Record<string, string> = {
  Dashboard: '/tenant',
  UserManagement: '/tenant/users',
  CustomerManagement: '/tenant/customers',
  'product-definition': '/tenant/products',
  product: '/tenant/products',
  labor: '/tenant/labors',
  category: '/tenant/categories',
  reports: '/tenant/reports',
  'offers-and-work-orders': '/tenant/work-orders',
  'work-orders': '/tenant/work-orders',
  offers: '/tenant/offers',
  finance: '/tenant/finance',
  invoices: '/tenant/finance/invoices',
  payments: '/tenant/finance/payments',
  'financial-definitions': '/tenant/finance/definitions',
  'bank-accounts': '/tenant/finance/definitions/bank-accounts',
  'payment-methods': '/tenant/finance/definitions/payment-methods',
  'cash-registers': '/tenant/finance/definitions/cash-registers',
  'invoice-serial-numbers': '/tenant/finance/definitions/invoice-serial-numbers',
  'tenant-tasks': '/tenant/tasks',
  'tenant-settings': '/tenant/settings',
  'tenant-settings-general': '/tenant/settings/general',
  'tenant-offers-templates': '/tenant/offers/templates',
  'tenant-role-management': '/tenant/role-management',
};

type MenuItem = { key: string; children: MenuItem[] };

/** The routes of the signed-in user's menu entries that are links (the leaves), as the server sends the menu. */
async function menuRoutes(page: Page): Promise<string[]> {
  const token = (await page.context().cookies()).find((c) => c.name === 'accessToken')!.value;
  const res = await page.request.get('/api/common/menus', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  const leaves = (items: MenuItem[]): string[] =>
    items.flatMap((item) => (item.children.length ? leaves(item.children) : [item.key]));
  const routes = leaves((await res.json()).data as MenuItem[]).map(
    (key) => MENU_ROUTES[key] ?? (key.startsWith('/') ? key : `/${key}`),
  );
  return [...new Set(routes)];
}

test('auth pages load without errors', async ({ page, request }) => {
  const { ownerEmail } = await createTenantByApi(request, ['Dashboard']);
  const activation = await latestLinkFor(ownerEmail);
  await loadAll(
    page,
    [
      '/auth/login',
      '/auth/forgot-password',
      activation,
      '/set-password?token=not-a-real-token&userId=00000000-0000-4000-8000-000000000000',
      '/auth/no-such-page',
    ],
    false,
  );
});

test('tenant pages of the menu load without errors', async ({ page }) => {
  await loginAs(page, 'owner@teknik.cari.demo');
  await expect(page).toHaveURL('/tenant');
  const routes = await menuRoutes(page);
  // The demo owner has every module: the whole table of the specification.
  expect(routes).toEqual(expect.arrayContaining(['/tenant', '/tenant/customers', '/tenant/finance/invoices']));
  await loadAll(page, [...routes, '/tenant/settings/audit', '/profile']);
});

test('tenant detail pages load without errors', async ({ page }) => {
  await loginAs(page, 'owner@teknik.cari.demo');
  await expect(page).toHaveURL('/tenant');
  const details = [
    await firstLink(page, '/tenant/customers', /^\/tenant\/customers\/[0-9a-f-]{36}$/),
    await firstLink(page, '/tenant/offers', /^\/tenant\/offers\/[0-9a-f-]{36}$/),
    await firstLink(page, '/tenant/work-orders', /^\/tenant\/work-orders\/[0-9a-f-]{36}$/),
    await firstLink(page, '/tenant/finance/invoices', /^\/tenant\/finance\/invoices\/[0-9a-f-]{36}$/),
    await firstLink(page, '/tenant/finance/payments', /^\/tenant\/finance\/payments\/[0-9a-f-]{36}$/),
  ];
  await loadAll(page, details);
});

test('Backoffice pages load without errors', async ({ page }) => {
  await loginAs(page, 'admin@cari.demo');
  await expect(page).toHaveURL('/backoffice');
  const tenant = await firstLink(page, '/backoffice/tenant', /^\/backoffice\/tenant\/[0-9a-f-]{36}$/);
  await loadAll(page, ['/backoffice', '/backoffice/tenant', tenant, '/backoffice/module', '/backoffice/settings']);
});

test('customer portal pages load without errors', async ({ page }) => {
  await loginAs(page, 'musteri@teknik.cari.demo');
  await expect(page).toHaveURL('/customer');
  const document = await firstLink(page, '/documents', /^\/documents\/[a-z-]+\/[0-9a-f-]{36}$/);
  await loadAll(page, ['/customer', '/documents', document, '/notifications', '/settings', '/profile']);
});

test("the portal's notification times hydrate although the browser's clock is an hour behind the server's", async ({
  page,
}) => {
  // The relative times ('3 saat önce') the server rendered would read one hour less in the browser: a
  // page that rendered them again from the browser's clock while hydrating fails with React #418.
  await page.clock.install({ time: Date.now() - 3_600_000 });
  await loginAs(page, 'musteri@teknik.cari.demo');
  await expect(page).toHaveURL('/customer');
  const errors = watchErrors(page);
  await load(page, '/notifications', true);
  // After hydration the browser's clock rules: a notification newer than it reads 'şimdi', never 'in 5 minutes'.
  await expect(page.getByTestId('notification-item').first()).toBeVisible();
  for (const time of await page.locator('[data-testid="notification-item"] time').allTextContents())
    expect(time).toMatch(/ önce$|^şimdi$/);
  expect(errors, errors.join('\n')).toEqual([]);
});
