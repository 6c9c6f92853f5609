import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, latestLinkFor, loginAs } from '../support';

/** The sidebar's menu entries, as the user sees them. */
export const menuItems = (page: Page) => page.getByRole('navigation', { name: 'Ana menü' }).getByRole('menuitem');

/** The API token of the signed-in page (the accessToken cookie), for direct API calls in a spec. */
export async function tokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'accessToken');
  if (!cookie) throw new Error('not signed in');
  return decodeURIComponent(cookie.value);
}

/** A direct API call as the signed-in user, for arranging a spec's data; any failure fails the spec. */
export async function apiAs(page: Page, method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown) {
  const res = await page.request.fetch(url, {
    method,
    data,
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()).data;
}

/** Signs in and waits until the tenant shell has its menu. */
export async function loginToTenant(page: Page, email: string, password = DEMO_PASSWORD) {
  await loginAs(page, email, password);
  await page.waitForURL(/\/tenant/);
  await expect(page.getByTestId('sidebar')).toBeVisible();
}

/** Opens the emailed activation link and sets a password, as the invited person would. */
export async function activateThroughLink(page: Page, email: string, password: string) {
  await page.goto(await latestLinkFor(email));
  await expect(page.getByRole('heading', { name: 'Hesap Aktivasyonu' })).toBeVisible();
  await page.getByLabel('Şifre', { exact: true }).fill(password);
  await page.getByLabel('Şifre (Tekrar)').fill(password);
  await page.getByRole('button', { name: 'Şifreyi Belirle' }).click();
  await page.waitForURL(/\/auth\/login/);
}

/**
 * Clicks a button that opens a dialog until the dialog shows: a click that lands before the page
 * has hydrated does nothing, and a form loaded on first use may take a moment to appear.
 */
export async function openDialog(page: Page, button: string | Locator, dialog: Locator) {
  const opener = typeof button === 'string' ? page.getByRole('button', { name: button }) : button;
  await expect(async () => {
    if (!(await dialog.isVisible())) await opener.click({ timeout: 2_000 });
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass();
}
