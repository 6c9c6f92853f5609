import { expect, test } from '@playwright/test';
import { clickOnceOpen, uniqueEmail } from '../support';
import { activateThroughLink, loginToTenant, menuItems, openDialog } from '../tenant/access-support';
import { openAsAdmin } from './backoffice-support';

const PASSWORD = 'Sahip.1234';
const financeEntries = [
  'Finans',
  'Faturalar',
  'Tahsilat ve Ödemeler',
  'Finansal Tanımlar',
  'Banka Hesapları',
  'Ödeme Yöntemleri',
  'Kasalar',
  'Fatura Seri Numaraları',
];

test('a tenant created with "Finans" ticked gets every finance entry; removing one asks first', async ({
  page,
  browser,
}, testInfo) => {
  const ownerEmail = uniqueEmail('bo-finans');
  const name = `E2E Finans ${Date.now()}`;

  await openAsAdmin(page, '/backoffice/tenant', 'tenants-page');
  const form = page.getByTestId('tenant-form');
  await openDialog(page, 'Yeni Firma', form);
  await form.getByLabel('Firma adı').fill(name);
  await form.getByLabel('Vergi / T.C. kimlik numarası').fill('1234567890');
  await form.getByLabel('Vergi dairesi').fill('Kadıköy');
  await form.getByLabel('Ad', { exact: true }).fill('Deniz');
  await form.getByLabel('Soyad', { exact: true }).fill('Kaya');
  await form.getByLabel('E-posta', { exact: true }).fill(ownerEmail);

  // Ticking the parent ticks its whole branch; one child off shows its ancestors half-checked.
  const box = (label: string) => form.getByRole('checkbox', { name: label, exact: true });
  await box('Finans (finance)').check();
  for (const label of ['Faturalar (invoices)', 'Finansal Tanımlar (financial-definitions)', 'Kasalar (cash-registers)'])
    await expect(box(label)).toBeChecked();
  await box('Kasalar (cash-registers)').uncheck();
  await expect(box('Finansal Tanımlar (financial-definitions)')).toHaveAttribute('aria-checked', 'mixed');
  await expect(box('Finans (finance)')).toHaveAttribute('aria-checked', 'mixed');
  await expect(box('Faturalar (invoices)')).toBeChecked();
  await box('Kasalar (cash-registers)').check();
  await expect(box('Finans (finance)')).toHaveAttribute('aria-checked', 'true');
  await expect(box('Görevler (tenant-tasks)')).not.toBeChecked();

  await page.getByRole('button', { name: 'Oluştur' }).click();
  await expect(page).toHaveURL(/\/backoffice\/tenant\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();

  // The owner's menu holds every finance entry, not a parent leading nowhere.
  const ownerContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: 'tr-TR' });
  const owner = await ownerContext.newPage();
  await activateThroughLink(owner, ownerEmail, PASSWORD);
  await loginToTenant(owner, ownerEmail, PASSWORD);
  // The owner lands on the first screen of the menu, which may already have opened these submenus.
  const expand = async (name: RegExp) => {
    const item = menuItems(owner).filter({ hasText: name });
    await expect(item).toBeVisible();
    if ((await item.getAttribute('aria-expanded')) !== 'true') await item.click();
    await expect(item).toHaveAttribute('aria-expanded', 'true');
  };
  const openSubmenus = async () => {
    await expand(/^Finans$/);
    await expand(/^Finansal Tanımlar$/);
  };
  await openSubmenus();
  await expect(menuItems(owner)).toHaveText(financeEntries);

  // Removing a module from the tenant asks first; cancelling keeps it.
  const modules = page.getByTestId('tenant-modules-form');
  await modules.getByRole('checkbox', { name: 'Faturalar (invoices)', exact: true }).uncheck();
  await expect(modules.getByRole('checkbox', { name: 'Finans (finance)', exact: true })).toHaveAttribute(
    'aria-checked',
    'mixed',
  );
  await page.getByRole('button', { name: 'Modülleri kaydet' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Modüller kaldırılsın mı?' });
  await expect(confirm).toContainText('Faturalar');
  await clickOnceOpen(confirm.getByRole('button', { name: 'Vazgeç' }));
  await expect(confirm).toBeHidden();
  await owner.reload();
  await openSubmenus();
  await expect(menuItems(owner)).toHaveText(financeEntries);

  await page.getByRole('button', { name: 'Modülleri kaydet' }).click();
  await clickOnceOpen(confirm.getByRole('button', { name: 'Kaldır ve kaydet' }));
  await expect(page.getByText('Modüller kaydedildi', { exact: false })).toBeVisible();
  await owner.reload();
  await openSubmenus();
  await expect(menuItems(owner)).toHaveText(financeEntries.filter((e) => e !== 'Faturalar'));
  await ownerContext.close();
});
