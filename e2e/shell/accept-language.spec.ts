import { expect, test, type Browser, type Request } from '@playwright/test';
import { DEMO_PASSWORD } from '../support';

/**
 * The shared client's Accept-Language (specification, point 7): the stored i18n selectedLang setting,
 * else the first part of the browser language. The API answers in that language when it has it, in
 * Turkish otherwise. The interface itself stays Turkish either way.
 */

/** A fresh browser with `locale` as its language and, when given, `selectedLang` in localStorage. */
async function browserWith(browser: Browser, locale: string, selectedLang?: string) {
  const context = await browser.newContext({ locale });
  if (selectedLang)
    await context.addInitScript(
      (lang) => localStorage.setItem('i18n', JSON.stringify({ selectedLang: lang })),
      selectedLang,
    );
  return context;
}

/** Signs in with a wrong password (an address of its own, so no lockout) and answers the call and its message. */
async function failedLogin(browser: Browser, locale: string, selectedLang?: string) {
  const context = await browserWith(browser, locale, selectedLang);
  const page = await context.newPage();
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
  await page.getByLabel('E-posta').fill(`kimse-${locale}-${selectedLang ?? 'none'}-${Date.now()}@teknik.cari.demo`);
  await page.getByLabel('Şifre').fill('wrong-password-1');
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/api/common/Auth/login')),
    page.getByRole('button', { name: 'Giriş Yap' }).click(),
  ]);
  await expect(page.getByTestId('login-error')).toBeVisible({ timeout: 20_000 });
  const message = (await page.getByTestId('login-error').textContent()) ?? '';
  const header = await request.headerValue('accept-language');
  await context.close();
  return { header, message };
}

test('a stored selectedLang wins over the browser language', async ({ browser }) => {
  const { header, message } = await failedLogin(browser, 'de-DE', 'en');
  expect(header).toBe('en');
  expect(message).toContain('The email address or password is incorrect.');
});

test('with nothing stored the header is the first part of the browser language; the API answers a language it lacks in Turkish', async ({
  browser,
}) => {
  const { header, message } = await failedLogin(browser, 'de-DE');
  expect(header).toBe('de');
  expect(message).toContain('E-posta adresi veya şifre hatalı.');
});

test('with an English browser and nothing stored, every API call carries Accept-Language: en and nothing is stored', async ({
  browser,
}) => {
  const context = await browserWith(browser, 'en-US');
  const page = await context.newPage();
  const apiCalls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request);
  });

  // The interface is Turkish; the API calls speak the browser's language.
  await page.goto('/auth/login');
  await page.getByLabel('E-posta').fill('owner@teknik.cari.demo');
  await page.getByLabel('Şifre').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL('/tenant');
  await expect(page.getByTestId('sidebar')).toContainText('Müşteri Yönetimi');
  expect(await page.evaluate(() => navigator.language)).toBe('en-US');

  expect(apiCalls.length).toBeGreaterThan(0);
  // Set by the shared client itself ('en', the first part of the browser language), not the browser's own
  // 'en-US,en;q=0.9'.
  for (const call of apiCalls)
    expect({ url: call.url(), lang: await call.headerValue('accept-language') }).toEqual({
      url: call.url(),
      lang: 'en',
    });
  // Nothing was stored on the user's behalf: the interface language was never chosen.
  expect(await page.evaluate(() => window.localStorage.getItem('i18n'))).toBeNull();
  await context.close();
});
