import { expect, test, type Page } from '@playwright/test';
import { clickOnceOpen, loginAs, shellHydrated } from '../support';
import { tokenOf } from '../tenant/access-support';

const homes = [
  ['admin@cari.demo', '/backoffice'],
  ['owner@teknik.cari.demo', '/tenant'],
  // Without dashboard.view the first screen of the menu is the home.
  ['satis@teknik.cari.demo', '/tenant/customers'],
  ['owner@yapi.cari.demo', '/tenant'],
  ['musteri@teknik.cari.demo', '/customer'],
] as const;

for (const [email, home] of homes) {
  test(`${email} lands on ${home} inside its layout, and other areas send it home`, async ({ page }) => {
    await loginAs(page, email);
    await expect(page).toHaveURL(home);
    await expect(page.getByTestId('sidebar')).toBeVisible();
    await expect(page.getByTestId('app-footer')).toContainText('1.0.0');
    for (const foreign of ['/backoffice/tenant', '/tenant/customers', '/customer', '/documents', '/settings'].filter(
      (p) => !p.startsWith(home),
    )) {
      if (home === '/customer' && ['/documents', '/settings'].includes(foreign)) continue;
      await page.goto(foreign);
      await expect(page).toHaveURL(home);
    }
  });
}

const bellCount = async (page: Page) => Number(await page.getByTestId('notifications-bell').getAttribute('data-count'));

test('the Backoffice header shows the search, the badge of the accounts awaiting activation and the Admin label', async ({
  page,
}) => {
  await loginAs(page, 'admin@cari.demo');
  await expect(page.getByPlaceholder('Ara...')).toBeVisible();
  // The demo's 2 (davet@ and the new tenant's owner), and as many more as other specs invited.
  const pending = (
    await (
      await page.request.get('/api/admin/Dashboard/pending-count', {
        headers: { authorization: `Bearer ${await tokenOf(page)}` },
      })
    ).json()
  ).data.pendingCount as number;
  expect(pending).toBeGreaterThanOrEqual(2);
  await expect.poll(() => bellCount(page)).toBe(pending);
  await expect(page.getByTestId('notifications-badge')).toContainText(String(pending));
  await shellHydrated(page);
  await page.getByTestId('profile-menu').click();
  await expect(page.getByTestId('profile-summary')).toContainText('admin@cari.demo');
  await expect(page.getByTestId('profile-summary')).toContainText('Admin');
  await expect(page.getByText('Profilim')).toBeVisible();
  await expect(page.getByText('Çıkış Yap')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByTestId('notifications-bell').click();
  await expect(page).toHaveURL('/backoffice/tenant');
});

test("the tenant header labels its users with their roles, not as customers; the portal's as customers", async ({
  browser,
}) => {
  for (const [email, label] of [
    ['owner@teknik.cari.demo', 'Firma Sahibi'],
    ['satis@teknik.cari.demo', 'Satış'],
    ['musteri@teknik.cari.demo', 'Müşteri'],
  ] as const) {
    const page = await (await browser.newContext()).newPage();
    await loginAs(page, email);
    await shellHydrated(page);
    await expect(page.getByTestId('profile-menu-label')).toHaveText(label);
    await page.getByTestId('profile-menu').click();
    const summary = page.getByTestId('profile-summary');
    await expect(summary).toContainText(email);
    await expect(summary.getByTestId('profile-label')).toHaveText([label]);
    await page.context().close();
  }
});

test("the portal's breadcrumb names an opened document by its number, not its id", async ({ page }) => {
  await loginAs(page, 'musteri@teknik.cari.demo');
  await page.goto('/documents');
  await page.getByTestId('document-link').first().click();
  await expect(page.getByTestId('document-detail')).toBeVisible();
  // 'Teklif TKL-2026-00002': the kind, then the number.
  const number = (await page.getByTestId('document-number').innerText()).trim().split(/\s+/).pop()!;
  const breadcrumb = page.getByTestId('header-breadcrumb');
  await expect(breadcrumb).toContainText(number);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  await expect(breadcrumb).not.toContainText(id);
  // Opened by its address (the page rendered on the server) as well.
  await page.reload();
  await expect(breadcrumb).toContainText(number);
  await expect(breadcrumb).not.toContainText(id);
});

test('the Customer header shows the breadcrumb and the unread count on its badge', async ({ page }) => {
  await loginAs(page, 'musteri@teknik.cari.demo');
  await page.goto('/documents');
  await expect(page.getByTestId('header-breadcrumb')).toContainText('Müşteri');
  await expect(page.getByTestId('header-breadcrumb')).toContainText('Belgelerim');
  // The inbox's real count, with the page (the demo's 8 before other specs add or read news).
  const unread = (
    await (
      await page.request.get('/api/customer/Notifications/unread-count', {
        headers: { authorization: `Bearer ${await tokenOf(page)}` },
      })
    ).json()
  ).data.unreadCount as number;
  await expect.poll(() => bellCount(page)).toBe(unread);
  await shellHydrated(page);
  await page.getByTestId('notifications-bell').click();
  await expect(page).toHaveURL('/notifications');
});

test('an anonymous deep link returns to its page after login; foreign return URLs are ignored', async ({ page }) => {
  await page.goto('/tenant/customers');
  await expect(page).toHaveURL(/\/auth\/login\?returnUrl=%2Ftenant%2Fcustomers/);
  await page.getByLabel('E-posta').fill('owner@teknik.cari.demo');
  await page.getByLabel('Şifre').fill('Demo.1234');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL('/tenant/customers');

  await page.context().clearCookies();
  await page.goto('/auth/login?returnUrl=//evil.example/x');
  await page.getByLabel('E-posta').fill('owner@teknik.cari.demo');
  await page.getByLabel('Şifre').fill('Demo.1234');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL('/tenant');
});

test('a signed-in user opening the login page goes home', async ({ page }) => {
  await loginAs(page, 'owner@teknik.cari.demo');
  await expect(page).toHaveURL('/tenant');
  await page.goto('/auth/login');
  await expect(page).toHaveURL('/tenant');
});

test('a tampered cookie is treated as no session', async ({ page, context }) => {
  await context.addCookies([
    { name: 'accessToken', value: 'eyJhbGciOiJIUzI1NiJ9.e30.forged', url: 'http://localhost:3100' },
  ]);
  await page.goto('/backoffice');
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('yetkisiz@ sees the empty-menu state', async ({ page }) => {
  await loginAs(page, 'yetkisiz@teknik.cari.demo');
  await expect(page.getByText('Yetkiniz Yok')).toBeVisible();
  await expect(page.getByText('Bu panele erişim için yetkiniz bulunmamaktadır.')).toBeVisible();
});

test('logout ends the session and the back button shows the login page', async ({ page }) => {
  await loginAs(page, 'owner@teknik.cari.demo');
  await expect(page).toHaveURL('/tenant');
  await page.goto('/tenant/customers');
  const token = (await page.context().cookies()).find((c) => c.name === 'accessToken')!.value;
  await shellHydrated(page);
  await page.getByTestId('profile-menu').click();
  await clickOnceOpen(page.getByText('Çıkış Yap'));
  await expect(page).toHaveURL(/\/auth\/login/);
  expect((await page.context().cookies()).find((c) => c.name === 'accessToken')).toBeUndefined();
  await page.goBack();
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByTestId('sidebar')).toHaveCount(0);
  const res = await page.request.get('/api/common/Accounts/current', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(401);
});

test('remember on sets a cookie about 7 days ahead, off a session cookie', async ({ page }) => {
  await loginAs(page, 'owner@yapi.cari.demo');
  await expect(page).toHaveURL('/tenant');
  const remembered = (await page.context().cookies()).find((c) => c.name === 'accessToken')!;
  const days = (remembered.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(6.9);
  expect(days).toBeLessThan(7.1);

  await page.context().clearCookies();
  await loginAs(page, 'owner@yapi.cari.demo', undefined, { remember: false });
  await expect(page).toHaveURL('/tenant');
  const session = (await page.context().cookies()).find((c) => c.name === 'accessToken')!;
  expect(session.expires).toBe(-1);
});

test('the server-rendered tenant page already shows the sidebar and its menu, without JavaScript', async ({
  page,
  browser,
}) => {
  await loginAs(page, 'owner@teknik.cari.demo');
  await expect(page).toHaveURL('/tenant');
  const cookies = (await page.context().cookies()).filter((c) => c.name === 'accessToken');
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  await noScript.addCookies(cookies);
  const html = await noScript.newPage();
  await html.goto('/tenant/customers');
  await expect(html.getByTestId('sidebar')).toContainText('Müşteri Yönetimi');
  await expect(html.getByText('Menüler yükleniyor...')).toHaveCount(0);
  await expect(html.getByText('Yükleniyor...', { exact: true })).toHaveCount(0);
  await noScript.close();
});
