import { expect, test } from '@playwright/test';
import { createTenantByApi } from '../backoffice/backoffice-support';
import { latestLinkFor } from '../support';

/** The specification's 480 is the card's outer width: its padding and border included. */
test('the login, forgot-password and set-password cards are at most 480 px wide and fit a phone', async ({
  page,
  request,
}) => {
  const { ownerEmail } = await createTenantByApi(request, ['Dashboard']);
  const activation = await latestLinkFor(ownerEmail);
  const pages = [
    { path: '/auth/login', testId: 'login-form' },
    { path: '/auth/forgot-password', testId: 'auth-card' },
    { path: activation, testId: 'set-password-form' },
  ];

  await page.setViewportSize({ width: 1280, height: 800 });
  for (const { path, testId } of pages) {
    await page.goto(path);
    await expect(page.getByTestId(testId)).toBeVisible();
    const box = (await page.getByTestId('auth-card').boundingBox())!;
    expect({ path, width: box.width }).toEqual({ path, width: 480 });
  }

  await page.setViewportSize({ width: 390, height: 844 });
  for (const { path, testId } of pages) {
    await page.goto(path);
    await expect(page.getByTestId(testId)).toBeVisible();
    const box = (await page.getByTestId('auth-card').boundingBox())!;
    // 16 px of the page's padding on either side; nothing wider than the screen.
    expect({ path, width: box.width }).toEqual({ path, width: 390 - 32 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
});
