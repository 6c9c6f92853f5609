import { expect, test } from '@playwright/test';
import { latestLinkFor, loginAs, uniqueEmail } from '../support';
import { loginToTenant, menuItems, openDialog, tokenOf } from './access-support';

test('editing a role changes the menu of its holder on reload', async ({ page, browser }) => {
  const roleName = `E2E Rol ${Date.now()}`;
  const email = uniqueEmail('rol');
  await loginToTenant(page, 'owner@teknik.cari.demo');

  // The owner creates a role that may see customers only.
  await page.goto('/tenant/role-management');
  const form = page.getByTestId('role-form');
  await openDialog(page, 'Yeni Rol', form);
  await form.getByLabel('Rol Adı').fill(roleName);
  await form.getByRole('checkbox', { name: 'Müşteri Yönetimi - Görüntüleme' }).check();
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Rol oluşturuldu.')).toBeVisible();
  await expect(page.getByTestId('roles-table')).toContainText(roleName);

  // A user holding it (invited through the API to keep this spec on the role flow).
  const auth = { authorization: `Bearer ${await tokenOf(page)}` };
  const roles = await (
    await page.request.get(`/api/tenant/Roles?searchText=${encodeURIComponent(roleName)}`, { headers: auth })
  ).json();
  const invited = await page.request.post('/api/tenant/Users/invite', {
    headers: auth,
    data: { name: 'Rol', surname: 'Sahibi', email, roleIds: [roles.data.items[0].id] },
  });
  expect(invited.status()).toBe(201);
  const link = new URL(await latestLinkFor(email), 'http://x');
  const activated = await page.request.post('/api/common/Auth/set-password', {
    data: {
      token: link.searchParams.get('token'),
      userId: link.searchParams.get('userId'),
      password: 'Mor.Kalem.12345',
      confirmPassword: 'Mor.Kalem.12345',
    },
  });
  expect(activated.status()).toBe(200);

  const holder = await (await browser.newContext()).newPage();
  await loginAs(holder, email, 'Mor.Kalem.12345');
  // Customers only, no dashboard: the first screen of its menu is its home.
  await holder.waitForURL(/\/tenant\/customers$/);
  await expect(menuItems(holder)).toHaveText(['Müşteri Yönetimi']);

  // The owner adds the tasks module to the role.
  await page.getByRole('button', { name: `Düzenle: ${roleName}` }).click();
  await page.getByTestId('role-form').getByRole('checkbox', { name: 'Görevler - Görüntüleme' }).check();
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Rol güncellendi.')).toBeVisible();

  await holder.reload();
  await expect(menuItems(holder)).toHaveText(['Müşteri Yönetimi', 'Görevler']);
});
