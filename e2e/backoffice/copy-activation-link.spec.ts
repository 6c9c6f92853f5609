import { expect, test } from '@playwright/test';
import { createTenantByApi, openAsAdmin } from './backoffice-support';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test("the copy button copies a fresh activation link and shows 'Kopyalandı' for 3 seconds", async ({ page }) => {
  const { id } = await createTenantByApi(page.request, ['Dashboard']);
  await openAsAdmin(page, `/backoffice/tenant/${id}`, 'tenant-detail');

  const indicator = page.getByTestId('copy-indicator');
  await expect(indicator).toHaveCount(0);
  await page.getByRole('button', { name: 'Aktivasyon bağlantısını kopyala' }).click();
  await expect(indicator).toHaveText('Kopyalandı');
  const shownAt = Date.now();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/\/set-password\?token=[^&]+&userId=[0-9a-f-]{36}$/);

  await expect(indicator).toBeHidden({ timeout: 6_000 });
  const shownFor = Date.now() - shownAt;
  expect(shownFor).toBeGreaterThan(2_400);
  expect(shownFor).toBeLessThan(4_500);
});
