import { expect, test } from '@playwright/test';
import { loginAs } from '../support';
import { apiAs, loginToTenant, menuItems } from './access-support';

/** Issue 19.3: the owner reads a settings change on the audit page, in Turkish words with before/after. */
test('the owner changes a general setting and reads it on the audit page', async ({ page }) => {
  await loginToTenant(page, 'owner@teknik.cari.demo');
  await page.goto('/tenant/settings/general');
  const form = page.getByTestId('general-settings-form');
  const field = form.getByLabel('Vergi Dairesi');
  await expect(form.getByLabel('Firma Adı')).not.toHaveValue('');
  const before = await field.inputValue();
  const after = `Üsküdar ${Date.now() % 100_000}`;
  await field.fill(after);
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Ayarlar kaydedildi.')).toBeVisible();

  // Reachable from the settings page.
  await page.getByTestId('audit-link').click();
  await expect(page).toHaveURL(/\/tenant\/settings\/audit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'İşlem Geçmişi' })).toBeVisible();
  const table = page.getByTestId('audit-table');
  const row = table.locator('tr', { hasText: 'Genel ayarlar güncellendi' }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText('Genel ayarlar');
  await expect(row.getByTestId('audit-changes')).toContainText(`Vergi Dairesi: ${before || '(boş)'} → ${after}`);
  // The actor by name, the record as a link to its page, the time the Turkish way.
  await expect(row).not.toContainText('settings.general.update');
  await expect(row.getByRole('link', { name: 'Genel ayarlar' })).toHaveAttribute('href', '/tenant/settings/general');
  await expect(row).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);

  // Filters: the action narrows the list to settings changes only; a past date range empties it.
  await page.getByTestId('audit-filter-action').click();
  await page.keyboard.type('Genel ayarlar güncellendi');
  await page.keyboard.press('Enter');
  // Until the filtered page arrives the table still shows the unfiltered rows: wait for the filter to hold.
  await expect
    .poll(async () => {
      const texts = await table.locator('tbody tr.ant-table-row').allInnerTexts();
      return texts.length > 0 && texts.every((text) => text.includes('Genel ayarlar güncellendi'));
    })
    .toBe(true);
  // The range picker loads when its look-alike box is clicked, then takes the focus.
  await page.getByLabel('Başlangıç tarihi – Bitiş tarihi').click();
  await expect(page.getByPlaceholder('Başlangıç tarihi', { exact: true })).toBeFocused();
  await page.getByPlaceholder('Başlangıç tarihi', { exact: true }).fill('01.01.2020');
  await page.getByPlaceholder('Bitiş tarihi', { exact: true }).fill('31.12.2020');
  await page.keyboard.press('Enter');
  await expect(table).toContainText('filtrelere uyan kayıt yok');
});

test('on a 390 px phone the audit page shows the entries as cards', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await loginAs(page, 'owner@teknik.cari.demo');
  await page.waitForURL(/\/tenant/);
  await page.goto('/tenant/settings/audit');
  await expect(page.getByTestId('audit-table')).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await context.close();
});

test('the audit page speaks in words: statuses, priorities and names, sign-ins only when asked', async ({ page }) => {
  await loginToTenant(page, 'owner@teknik.cari.demo');
  const title = `Denetim görevi ${Date.now().toString(36)}`;
  const task = await apiAs(page, 'POST', '/api/tenant/Tasks', { title });
  const assignees = (await apiAs(page, 'GET', '/api/tenant/Tasks/assignees')) as { id: string; name: string }[];
  const burak = assignees.find((a) => a.name === 'Burak Koç')!;
  await apiAs(page, 'PUT', `/api/tenant/Tasks/${task.id}`, {
    title,
    priority: 'high',
    assigneeId: burak.id,
    version: task.version,
  });

  await page.goto('/tenant/settings/general');
  await page.getByTestId('audit-link').click();
  await expect(page).toHaveURL(/\/tenant\/settings\/audit$/);
  // The sidebar keeps 'Genel Ayarlar' (the page it was opened from), not 'Anasayfa'.
  await expect(menuItems(page).and(page.locator('.ant-menu-item-selected'))).toHaveText(['Genel Ayarlar']);

  const table = page.getByTestId('audit-table');
  const row = table.locator('tr', { hasText: 'Görev güncellendi' }).filter({ hasText: 'Burak Koç' }).first();
  await expect(row.getByTestId('audit-changes')).toContainText('Öncelik: Normal → Yüksek');
  await expect(row.getByTestId('audit-changes')).toContainText('Atanan: (boş) → Burak Koç');
  await expect(table).not.toContainText(burak.id);

  // The owner has just signed in, yet the list starts with the business changes.
  await expect(table).not.toContainText('Giriş yapıldı');
  await page.getByTestId('audit-filter-sessions').click();
  await expect(table).toContainText('Giriş yapıldı');
});
