import { expect, test } from '@playwright/test';

test('the server is healthy and the login page renders in Turkish', async ({ page, request }) => {
  expect((await request.get('/api/health')).status()).toBe(200);
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
});
