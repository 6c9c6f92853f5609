import { expect, test } from '@playwright/test';
import { loginAs } from '../support';

test.use({ viewport: { width: 390, height: 844 } });

for (const [email, home] of [
  ['admin@cari.demo', '/backoffice'],
  ['musteri@teknik.cari.demo', '/customer'],
] as const) {
  test(`on a phone the ${home} header search opens from an icon, by keyboard`, async ({ page }) => {
    await loginAs(page, email);
    await expect(page).toHaveURL(home);
    const search = page.getByPlaceholder('Ara...');
    const toggle = page.getByRole('button', { name: 'Arama kutusunu aç veya kapat' });
    await expect(search).toHaveCount(0);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(search).toBeVisible();
    await expect(search).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.type('Demo');
    await expect(search).toHaveValue('Demo');
    const box = await search.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);

    await page.keyboard.press('Escape');
    await expect(search).toHaveCount(0);
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
}

test('a wide screen shows the header search box itself', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs(page, 'musteri@teknik.cari.demo');
  await expect(page.getByPlaceholder('Ara...')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Arama kutusunu aç veya kapat' })).toHaveCount(0);
});
