import { expect, test } from '@playwright/test';
import { loginToTenant, menuItems, tokenOf } from './access-support';

test.describe('one permission check for menu, page and API', () => {
  test('satis@ sees only customer management and the in-shell 403 on pages it may not open', async ({ page }) => {
    await loginToTenant(page, 'satis@teknik.cari.demo');
    // The tenant home greets a user without dashboard.view but shows no summary (and asks for none).
    await expect(page).toHaveURL(/\/tenant$/);
    await expect(page.getByTestId('dashboard-page')).toContainText('Görüntüleyebileceğiniz bir özet henüz yok.');
    await expect(page.getByTestId('widget-users')).toHaveCount(0);
    await expect(menuItems(page)).toHaveText(['Müşteri Yönetimi']);

    for (const path of ['/tenant/users', '/tenant/role-management', '/tenant/settings/general']) {
      await page.goto(path);
      const forbidden = page.getByTestId('page-forbidden');
      await expect(forbidden).toBeVisible();
      await expect(forbidden).toContainText('Erişim Reddedildi');
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
    await page.goto('/tenant/users');
    await expect(page.getByRole('button', { name: 'Kullanıcı Davet Et' })).toBeVisible();
    await expect(page.getByTestId('users-table')).toContainText('satis@teknik.cari.demo');
    // no actions on one's own row: one cannot disable or demote oneself
    await expect(page.getByTestId('user-actions-owner@teknik.cari.demo')).toHaveCount(0);
    await expect(page.getByTestId('user-actions-satis@teknik.cari.demo')).toBeVisible();
  });
});
