import { devices, expect, test } from '@playwright/test';
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

const PHONE_UA = devices['Pixel 7'].userAgent;
const siderTag = (html: string) => /<aside[^>]*data-testid="sidebar"[^>]*>/.exec(html)?.[0] ?? '';

test("a phone's request gets the phone layout from the server: nothing to redraw after hydration", async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent: PHONE_UA,
  });
  const page = await context.newPage();
  await loginAs(page, 'owner@teknik.cari.demo');
  await expect(page).toHaveURL('/tenant');

  // The server's HTML: the sidebar closed for a phone's user agent (or its client hint), open for a desktop.
  const html = async (headers: Record<string, string>) =>
    siderTag(await (await page.request.get('/tenant/customers', { headers })).text());
  expect(await html({ 'user-agent': PHONE_UA })).toContain('data-collapsed="true"');
  expect(
    await html({ 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0', 'sec-ch-ua-mobile': '?1' }),
  ).toContain('data-collapsed="true"');
  expect(await html({ 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0' })).toContain(
    'data-collapsed="false"',
  );

  // In the browser: closed before and after hydration, and the toggle still opens and closes it.
  await page.goto('/tenant/customers', { waitUntil: 'commit' });
  await page.waitForSelector('[data-testid="sidebar"]', { state: 'attached' });
  expect(await page.getByTestId('sidebar').getAttribute('data-collapsed')).toBe('true');
  await shellHydrated(page);
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'true');
  expect(await width(page)).toBe(0);
  await page.getByTestId('sidebar-toggle').click();
  await expect.poll(() => width(page)).toBe(260);
  await page.keyboard.press('Escape');
  await expect.poll(() => width(page)).toBe(0);
  await context.close();
});

test('a sidebar rendered for a wider screen stays off a narrow screen, hydrated or not', async ({ browser }) => {
  // A desktop browser 390 px wide: the server renders the wide sidebar. Without scripts the page stays
  // as the server drew it, so marking it hydrated shows what a user saw between hydration and React
  // reading the width: before, the 260 px sidebar appeared and shrank in view (a layout shift).
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await loginAs(page, 'owner@teknik.cari.demo');
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/tenant/customers');
  const sider = page.getByTestId('sidebar');
  await expect(sider).toHaveAttribute('data-mobile', 'false');
  await expect(sider).toBeHidden();
  await sider.evaluate((el) => el.setAttribute('data-hydrated', 'true'));
  await expect(sider).toBeHidden();
  await context.close();
});
