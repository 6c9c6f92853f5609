import { expect, test, type Page } from '@playwright/test';
import { loginAs, shellHydrated } from '../support';
import { tokenOf } from '../tenant/access-support';
import { freshSentOffer } from './portal-support';

const badgeCount = async (page: Page) =>
  Number(await page.getByTestId('notifications-bell').getAttribute('data-count'));

test('musteri@ downloads an invoice PDF and accepts an offer with a comment; owner@ sees the badge rise and opens the offer from it', async ({
  browser,
}) => {
  // The owner's badge is polled once a minute: the page stays open while the customer answers.
  test.setTimeout(240_000);
  const offer = await freshSentOffer(browser);
  const ownerPage = await (await browser.newContext()).newPage();
  await loginAs(ownerPage, 'owner@teknik.cari.demo');
  await expect(ownerPage).toHaveURL('/tenant');
  await expect.poll(() => badgeCount(ownerPage)).toBeGreaterThan(0);
  const before = await badgeCount(ownerPage);

  const page = await (await browser.newContext()).newPage();
  await loginAs(page, 'musteri@teknik.cari.demo');
  await expect(page).toHaveURL('/customer');
  await expect(page.getByTestId('home-greeting')).toHaveText('Hoş geldiniz, Işık Yapı');
  await expect(page.getByTestId('home-work-orders')).toBeVisible();
  await page.getByRole('link', { name: 'Belgelerim' }).first().click();
  await expect(page).toHaveURL('/documents');
  const [statement] = await Promise.all([page.waitForEvent('download'), page.getByTestId('statement-pdf').click()]);
  expect(statement.suggestedFilename()).toMatch(/\.pdf$/);

  // An invoice: its detail, then the same PDF staff get.
  await page.getByRole('combobox', { name: 'Tür' }).click();
  await page.locator('.ant-select-item-option', { hasText: /^Fatura$/ }).click();
  await page.getByTestId('document-link').first().click();
  await expect(page.getByTestId('document-detail')).toBeVisible();
  const invoiceNumber = (await page.getByTestId('document-number').innerText()).trim();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('document-pdf').click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  expect(invoiceNumber).toMatch(/TKS\d+/);

  // The new offer: accepted with a comment.
  await page.goto(`/documents/offers/${offer.id}`);
  await expect(page.getByTestId('document-number')).toContainText(offer.number);
  await page.getByTestId('offer-accept').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Yorumunuz (isteğe bağlı)').fill('Uygundur, haftaya başlayalım.');
  await dialog.getByRole('button', { name: 'Kabul Et' }).click();
  await expect(page.getByText('Teklifi kabul ettiniz. Teşekkür ederiz.')).toBeVisible();
  await expect(page.getByTestId('document-answer')).toContainText('Uygundur, haftaya başlayalım.');
  await expect(page.getByTestId('offer-accept')).toHaveCount(0);

  // The owner's badge rises without a reload, and the notification opens the offer.
  await expect.poll(() => badgeCount(ownerPage), { timeout: 90_000, intervals: [2_000] }).toBeGreaterThan(before);
  await ownerPage.getByTestId('notifications-bell').click();
  const item = ownerPage.getByTestId('notification-item').filter({ hasText: `Teklif ${offer.number} kabul edildi` });
  await expect(item).toBeVisible();
  await item.getByTestId('notification-open').click();
  await expect(ownerPage).toHaveURL(`/tenant/offers/${offer.id}`);
  await expect(ownerPage.getByText('Uygundur, haftaya başlayalım.').first()).toBeVisible();
});

test('musteri@ reads the notifications page and saves the settings', async ({ page }) => {
  await loginAs(page, 'musteri@teknik.cari.demo');
  await page.goto('/notifications');
  await expect(page.getByTestId('portal-notifications')).toBeVisible();
  await expect(page.getByTestId('notification-item').first()).toBeVisible();
  // The header's badge is the inbox's real unread count (the demo's 8 before other specs add news),
  // and reading one takes it down at once.
  const unread = async () =>
    (
      await (
        await page.request.get('/api/customer/Notifications/unread-count', {
          headers: { authorization: `Bearer ${await tokenOf(page)}` },
        })
      ).json()
    ).data.unreadCount as number;
  await expect.poll(async () => (await badgeCount(page)) === (await unread())).toBe(true);
  const before = await badgeCount(page);
  expect(before).toBeGreaterThan(0);
  await expect(page.getByTestId('notifications-badge')).toContainText(String(before));
  await shellHydrated(page);
  await page
    .locator('[data-testid="notification-item"][data-read="false"]')
    .first()
    .getByTestId('notification-mark-read')
    .click();
  await expect.poll(() => badgeCount(page)).toBe(before - 1);
  await page.reload();
  await expect.poll(() => badgeCount(page)).toBe(await unread());

  await page.goto('/settings');
  const form = page.getByTestId('portal-settings-form');
  await form.getByLabel('Telefon').fill('abc');
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(form.getByText('Geçerli bir telefon numarası girin.')).toBeVisible();
  await form.getByLabel('Telefon').fill('+90 532 555 44 33');
  await form.getByLabel('Yeni fatura kesildiğinde').uncheck();
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Ayarlarınız kaydedildi.')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('portal-settings-form').getByLabel('Telefon')).toHaveValue('+90 532 555 44 33');
  await expect(page.getByTestId('portal-settings-form').getByLabel('Yeni fatura kesildiğinde')).not.toBeChecked();
  await page.getByTestId('portal-settings-form').getByLabel('Yeni fatura kesildiğinde').check();
  await page.getByTestId('portal-settings-form').getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Ayarlarınız kaydedildi.')).toBeVisible();
});

test('the portal is usable on a 390-wide phone', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await loginAs(page, 'musteri@teknik.cari.demo');
  await expect(page).toHaveURL('/customer');
  const noSideScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
  await expect(page.getByTestId('home-greeting')).toBeVisible();
  expect(await noSideScroll()).toBe(true);
  for (const path of ['/documents', '/notifications', '/settings']) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    expect(await noSideScroll()).toBe(true);
  }
  await page.goto('/documents');
  await page.getByTestId('document-link').first().tap();
  await expect(page.getByTestId('document-detail')).toBeVisible();
  await expect(page.getByTestId('document-pdf')).toBeInViewport();
  expect(await noSideScroll()).toBe(true);
  await context.close();
});

test('owner@ sees musteri@ among the portal accounts of Işık Yapı with the last login', async ({ page }) => {
  await loginAs(page, 'owner@teknik.cari.demo');
  await page.goto('/tenant/customers');
  await page.getByTestId('customers-page').getByRole('link', { name: 'Işık Yapı' }).click();
  await page.getByRole('tab', { name: 'Yetkililer' }).click();
  const account = page.getByTestId('portal-account').filter({ hasText: 'musteri@teknik.cari.demo' });
  await expect(account).toContainText('Aktif');
  await expect(account).toContainText(/Son giriş: |Henüz giriş yapmadı/);
  await expect(account.getByRole('button', { name: 'Erişimi Kapat' })).toBeVisible();
});
