import fs from 'node:fs';
import path from 'node:path';
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { isValidVkn } from '../lib/schemas/tax-number';

export const DEMO_PASSWORD = 'Demo.1234';
const dataDir = process.env.E2E_DATA_DIR ?? '.data-e2e';

const watched = new WeakSet<BrowserContext>();

/**
 * A screen that shows a message key instead of its text fails the test: next-intl reports a
 * namespace left out of the page's messages (lib/i18n/client-messages.tsx) as MISSING_MESSAGE.
 */
export function failOnMissingMessages(page: Page) {
  const context = page.context();
  if (watched.has(context)) return;
  watched.add(context);
  context.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('MISSING_MESSAGE'))
      expect.soft(message.text(), `a message missing on ${message.page()?.url()}`).toBe('');
  });
}

/**
 * Signs in through the real login form and waits until the form has answered: either the browser
 * left the login page or an error shows. (Navigating on before that races the login redirect.)
 */
export async function loginAs(page: Page, email: string, password = DEMO_PASSWORD, opts: { remember?: boolean } = {}) {
  failOnMissingMessages(page);
  await page.goto('/auth/login');
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Şifre').fill(password);
  if (opts.remember === false) await page.getByLabel('Beni hatırla').uncheck();
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect
    .poll(
      async () =>
        !new URL(page.url()).pathname.startsWith('/auth/login') || (await page.getByTestId('login-error').isVisible()),
      {
        timeout: 20_000,
      },
    )
    .toBe(true);
}

/**
 * Clicks an item of a menu, dialog or searched select that has just opened, once it has settled: on
 * this machine's Chromium a click sent while antd still moved the popup into place, or replaced a
 * select's first options with the search's, was now and then lost (the popup stayed open, nothing
 * happened), although Playwright had found the item stable.
 */
export async function clickOnceOpen(item: Locator) {
  await expect(item).toBeVisible();
  await item.page().waitForTimeout(400);
  await item.click();
}

/** Waits until React has hydrated the shell: a click on its header before that is lost. */
export const shellHydrated = (page: Page) =>
  expect(page.getByTestId('sidebar')).toHaveAttribute('data-hydrated', 'true');

/** The newest set-password link emailed to an address by the server under test. */
export async function latestLinkFor(email: string): Promise<string> {
  const dir = path.join(dataDir, 'outbox');
  let found: string | undefined;
  await expect
    .poll(() => {
      const files = fs.existsSync(dir)
        ? fs
            .readdirSync(dir)
            .filter((f) => f.endsWith(`-${email}.eml`))
            .sort()
        : [];
      found = files.at(-1);
      return found;
    })
    .toBeTruthy();
  const raw = fs
    .readFileSync(path.join(dir, found!), 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
  const url = raw.match(/https?:\/\/\S+\/set-password\?\S+/)![0];
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
}

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.cari.test`;

/** A valid VKN of this run's own: a retry must not meet the first attempt's customer as a duplicate. */
export function freshVkn(): string {
  const base = `9${String(Date.now()).slice(-6)}00`;
  const vkn = [...'0123456789'].map((d) => base + d).find(isValidVkn);
  if (!vkn) throw new Error(`no check digit for ${base}`);
  return vkn;
}
