import { expect, test } from '@playwright/test';
import { loginToTenant, menuItems, tokenOf } from './access-support';

test.describe('one permission check for menu, page and API', () => {
  test('satis@ sees only customer management and the in-shell 403 on pages it may not open', async ({ page }) => {
    await loginToTenant(page, 'satis@teknik.cari.demo');
    // Without dashboard.view the login lands on the first screen of the menu, also from the home URL.
    await expect(page).toHaveURL(/\/tenant\/customers$/);
    await expect(page.getByTestId('customers-page')).toBeVisible();
    await expect(menuItems(page)).toHaveText(['Müşteri Yönetimi']);
    await page.goto('/tenant');
    await expect(page).toHaveURL(/\/tenant\/customers$/);

    // Pages of modules the role lacks, typed into the address bar, answer 'Yetkiniz Yok'.
    for (const path of [
      '/tenant/users',
      '/tenant/role-management',
      '/tenant/settings/general',
      '/tenant/settings/audit',
      '/tenant/finance',
      '/tenant/finance/invoices',
      '/tenant/offers',
      '/tenant/work-orders',
      '/tenant/reports',
    ]) {
      await page.goto(path);
      const forbidden = page.getByTestId('page-forbidden');
      await expect(forbidden).toBeVisible();
      await expect(forbidden).toContainText('Yetkiniz Yok');
      // inside the tenant shell, not a redirect
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByTestId('sidebar')).toBeVisible();
      await expect(menuItems(page)).toHaveText(['Müşteri Yönetimi']);
    }

    const res = await page.request.get('/api/tenant/Users', {
      headers: { authorization: `Bearer ${await tokenOf(page)}` },
    });
    expect(res.status()).toBe(403);
  });

  test('the owner sees the dashboard counts and every action', async ({ page }) => {
    await loginToTenant(page, 'owner@teknik.cari.demo');
    await page.waitForURL(/\/tenant$/);
    await expect(page.getByTestId('widget-users')).toContainText('Kullanıcılar');
    await expect(page.getByTestId('widget-roles')).toContainText('Roller');
    // A card's total and its breakdown each on a line of their own, not 'Toplam 69.588,15 ₺Gecikmiş: 4'.
    const amount = page.getByTestId('widget-receivables-amount');
    const breakdown = page.getByTestId('widget-receivables-breakdown');
    await expect(breakdown).toContainText('Gecikmiş');
    expect((await breakdown.boundingBox())!.y).toBeGreaterThanOrEqual(
      (await amount.boundingBox())!.y + (await amount.boundingBox())!.height - 1,
    );
    // 'Açık iş emirleri' counts and breaks down the open orders only.
    const orders = page.getByTestId('widget-workOrdersByStatus-breakdown');
    await expect(orders).toContainText('Planlandı');
    await expect(orders).not.toContainText('Tamamlandı');
    await expect(orders).not.toContainText('İptal');
    await page.goto('/tenant/users');
    await expect(page.getByRole('button', { name: 'Kullanıcı Davet Et' })).toBeVisible();
    await expect(page.getByTestId('users-table')).toContainText('satis@teknik.cari.demo');
    // no actions on one's own row: one cannot disable or demote oneself
    await expect(page.getByTestId('user-actions-owner@teknik.cari.demo')).toHaveCount(0);
    await expect(page.getByTestId('user-actions-satis@teknik.cari.demo')).toBeVisible();
  });
});
