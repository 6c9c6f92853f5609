import { expect, test, type Request } from '@playwright/test';
import { DEMO_PASSWORD } from '../support';

// A browser set to English, in a fresh context: no cookie, nothing in localStorage.
test.use({ locale: 'en-US' });

test('with an English browser and nothing stored, the first API call carries Accept-Language: en', async ({ page }) => {
  const apiCalls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request);
  });

  // The interface follows the browser too, so the page and the API's messages share a language.
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill('owner@teknik.cari.demo');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/tenant');
  expect(await page.evaluate(() => navigator.language)).toBe('en-US');

  expect(apiCalls.length).toBeGreaterThan(0);
  // Set by the shared client itself ('en', the first part of the browser language), not the browser's own
  // 'en-US,en;q=0.9'.
  expect(await apiCalls[0]!.headerValue('accept-language')).toBe('en');
  for (const call of apiCalls)
    expect({ url: call.url(), lang: await call.headerValue('accept-language') }).toEqual({
      url: call.url(),
      lang: 'en',
    });
  // Nothing was stored on the user's behalf: the interface language was never chosen.
  expect(await page.evaluate(() => window.localStorage.getItem('i18n'))).toBeNull();
});
