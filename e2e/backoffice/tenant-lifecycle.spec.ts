import { expect, test } from '@playwright/test';
import { loginAs, uniqueEmail } from '../support';
import { activateThroughLink, loginToTenant, menuItems, openDialog } from '../tenant/access-support';
import { openAsAdmin } from './backoffice-support';

const PASSWORD = 'Sahip.1234';

test('a tenant created with three modules: owner activation, exact menu, module change and suspension', async ({
  page,
  browser,
}, testInfo) => {
  const ownerEmail = uniqueEmail('bo-owner');
  const name = `E2E Firma ${Date.now()}`;

  // Backoffice: create the tenant with three modules.
  await openAsAdmin(page, '/backoffice/tenant', 'tenants-page');
  const form = page.getByTestId('tenant-form');
  await openDialog(page, 'Yeni Firma', form);
  await form.getByLabel('Firma adı').fill(name);
  await form.getByLabel('Vergi / T.C. kimlik numarası').fill('1234567890');
  await form.getByLabel('Vergi dairesi').fill('Kadıköy');
  await form.getByLabel('Ad', { exact: true }).fill('Deniz');
  await form.getByLabel('Soyad', { exact: true }).fill('Kaya');
  await form.getByLabel('E-posta', { exact: true }).fill(ownerEmail);
  for (const label of ['Anasayfa (Dashboard)', 'Müşteri Yönetimi (CustomerManagement)', 'Görevler (tenant-tasks)']) {
    await form.getByRole('checkbox', { name: label }).check();
  }
  await page.getByRole('button', { name: 'Oluştur' }).click();
  await expect(page).toHaveURL(/\/backoffice\/tenant\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('Firma sahibi hesabını henüz etkinleştirmedi.')).toBeVisible();

  // The owner opens the outboxed link, sets a password and sees exactly those modules.
  const ownerContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: 'tr-TR' });
  const owner = await ownerContext.newPage();
  await activateThroughLink(owner, ownerEmail, PASSWORD);
  await loginToTenant(owner, ownerEmail, PASSWORD);
  await expect(menuItems(owner)).toHaveText(['Anasayfa', 'Müşteri Yönetimi', 'Görevler']);

  // Backoffice disables one module: it is gone from the owner's menu on reload.
  await page.reload();
  const modules = page.getByTestId('tenant-modules-form');
  await modules.getByRole('checkbox', { name: 'Görevler (tenant-tasks)' }).uncheck();
  await page.getByRole('button', { name: 'Modülleri kaydet' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Kaldır ve kaydet' }).click();
  await expect(page.getByText('Modüller kaydedildi', { exact: false })).toBeVisible();
  await owner.reload();
  await expect(menuItems(owner)).toHaveText(['Anasayfa', 'Müşteri Yönetimi']);

  // Backoffice suspends the tenant: the owner's session ends and login is refused.
  await page.getByRole('button', { name: 'Askıya al' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Askıya al' }).click();
  await expect(page.getByTestId('tenant-detail').getByText('Askıda', { exact: true })).toBeVisible();
  await owner.reload();
  await expect(owner).toHaveURL(/\/auth\/login/);
  await ownerContext.clearCookies();
  await loginAs(owner, ownerEmail, PASSWORD);
  await expect(owner.getByTestId('login-error')).toContainText('Firmanızın hesabı askıya alınmış.');
  await expect(owner).toHaveURL(/\/auth\/login/);
  await ownerContext.close();
});
