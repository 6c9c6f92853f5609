import { expect, test } from '@playwright/test';
import { clickOnceOpen, failOnMissingMessages } from '../support';
import { apiAs, loginToTenant, menuItems, openDialog } from './access-support';

/**
 * The throw-away simple module of tests/fixtures/module, served by the e2e server (CARI_FIXTURE_MODULES=1):
 * its menu entry, list, create, edit, record page and delete in a real browser, and the audit of its writes.
 */
test('a simple module from its fixture: list, create, edit, detail and delete', async ({ page }) => {
  failOnMissingMessages(page);
  const title = `Kit notu ${Date.now()}`;
  await loginToTenant(page, 'owner@teknik.cari.demo');

  await menuItems(page).filter({ hasText: 'Kit Notları' }).click();
  await expect(page).toHaveURL(/\/tenant\/kit-notes$/);
  const list = page.getByTestId('simple-module-page');
  await expect(list.getByRole('heading', { name: 'Kit Notları' })).toBeVisible();

  const form = page.getByTestId('simple-module-form');
  // The header's button: an empty list offers one too, once it has loaded.
  await openDialog(page, list.getByRole('button', { name: 'Yeni Kayıt' }).first(), form);
  await form.getByLabel('Başlık').fill(title);
  await form.getByLabel('Öncelik').click();
  await clickOnceOpen(page.locator('.ant-select-item-option[title="Yüksek"]'));
  await form.getByLabel('Adet').fill('3');
  await page.getByRole('dialog').getByRole('button', { name: 'Kaydet' }).click();
  await expect(form).toBeHidden();
  const row = list.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Yüksek');
  await expect(row).toContainText('Hayır');

  await row.getByRole('button', { name: 'Düzenle' }).click();
  await expect(form).toBeVisible();
  await form.getByLabel('Açıklama').fill('Salondaki lamba');
  await form.getByLabel('Tamamlandı').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Kaydet' }).click();
  await expect(form).toBeHidden();
  await expect(row).toContainText('Evet');

  await row.getByRole('link', { name: title }).click();
  const detail = page.getByTestId('simple-module-detail');
  await expect(detail.getByRole('heading', { name: title })).toBeVisible();
  await expect(detail).toContainText('Salondaki lamba');
  await expect(page).toHaveURL(/\/tenant\/kit-notes\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop()!;
  // A reload renders the record's page from its address.
  await page.reload();
  await expect(detail.getByRole('heading', { name: title })).toBeVisible();

  await detail.getByRole('button', { name: 'Sil' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sil' }).click();
  await expect(page).toHaveURL(/\/tenant\/kit-notes$/);
  await expect(list.getByRole('row').filter({ hasText: title })).toHaveCount(0);

  const audit = await apiAs(page, 'GET', '/api/tenant/Audit?entity=kit_note&pageSize=100');
  const actions = audit.items
    .filter((e: { entityId: string }) => e.entityId === id)
    .map((e: { action: string }) => e.action);
  expect(actions.sort()).toEqual(['kit_note.create', 'kit_note.delete', 'kit_note.update']);
  await page.goto(`/tenant/kit-notes/${id}`);
  await expect(page.getByText('Kayıt bulunamadı.')).toBeVisible();
});
