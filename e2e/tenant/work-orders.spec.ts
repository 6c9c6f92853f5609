import { expect, test, type Page } from '@playwright/test';
import { clickOnceOpen } from '../support';
import { apiAs as api, loginToTenant } from './access-support';

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

/** Drags with the mouse in small steps, as dnd-kit's pointer sensor needs. */
async function drag(page: Page, from: ReturnType<Page['locator']>, to: ReturnType<Page['locator']>) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 10, { steps: 5 });
  await page.mouse.move(b.x + b.width / 2, b.y + 60, { steps: 15 });
  await page.mouse.up();
}

test('a work order is assigned to teknisyen@, started, ticked off and finished with a note', async ({ browser }) => {
  const ownerPage = await browser.newPage();
  await loginToTenant(ownerPage, 'owner@teknik.cari.demo');
  const customers = await api(ownerPage, 'GET', '/api/tenant/Customers?searchText=I%C5%9F%C4%B1k%20Yap%C4%B1');
  const customerId = customers.items[0].id as string;
  const title = unique('Kombi arızası');
  const order = await api(ownerPage, 'POST', '/api/tenant/WorkOrders', {
    customerId,
    title,
    priority: 'high',
    plannedStart: new Date(Date.now() + 3_600_000).toISOString(),
    lines: [
      { kind: 'labor', description: 'Arıza tespiti', quantity: '1', unit: 'saat', unitPrice: '600', vatRate: 20 },
    ],
    checklist: [{ text: 'Basınç kontrolü' }, { text: 'Test çalıştırması' }],
  });

  // The owner assigns the technician in the form.
  await ownerPage.goto(`/tenant/work-orders/${order.id}`);
  await expect(ownerPage.getByRole('heading', { name: `${order.number} · ${title}` })).toBeVisible();
  await ownerPage.getByRole('button', { name: 'Düzenle' }).click();
  const form = ownerPage.getByTestId('work-order-form');
  await expect(form).toBeVisible();
  await form.getByLabel('Atananlar').click();
  await clickOnceOpen(ownerPage.locator('.ant-select-item-option[title="Burak Koç"]'));
  await ownerPage.getByRole('dialog').getByRole('button', { name: 'Kaydet' }).click();
  await expect(form).toBeHidden();
  await expect(ownerPage.getByText('Burak Koç')).toBeVisible();
  await ownerPage.close();

  // The technician sees it among their orders (and not the owner's own), starts it and finishes it.
  const page = await browser.newPage();
  await loginToTenant(page, 'teknisyen@teknik.cari.demo');
  await page.goto('/tenant/work-orders');
  const list = page.getByTestId('work-orders-page');
  await expect(list.getByRole('link', { name: order.number })).toBeVisible();
  await expect(list.getByText('Sigorta panosu keşfi')).toHaveCount(0);
  await list.getByRole('link', { name: order.number }).click();
  await page.waitForURL(`**/tenant/work-orders/${order.id}`);
  const detail = page.getByTestId('work-order-detail');
  const status = detail.getByTestId('work-order-status');
  await expect(status).toHaveText('Planlandı');
  await page.getByRole('button', { name: 'İşe Başla' }).click();
  await expect(status).toHaveText('Devam Ediyor');

  const checklist = page.getByTestId('work-order-checklist');
  // Each tick is saved at once; the box shows the saved state.
  await checklist.getByLabel('Basınç kontrolü').click();
  await expect(checklist.getByLabel('Basınç kontrolü')).toBeChecked();
  await expect(checklist.getByText('2 maddeden 1 tanesi tamamlandı')).toBeVisible();
  await checklist.getByLabel('Test çalıştırması').click();
  await expect(checklist.getByText('2 maddeden 2 tanesi tamamlandı')).toBeVisible();

  await page.getByRole('button', { name: 'Tamamla' }).click();
  const dialog = page.getByRole('dialog', { name: 'İşi Tamamla' });
  // Its way out says it closes the dialog, not that it goes back to the list.
  await expect(dialog.getByRole('button', { name: 'Vazgeç' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'İş emirlerine dön' })).toHaveCount(0);
  await dialog.getByLabel('Tamamlama notu').fill('Basınç sensörü değiştirildi, kombi test edildi.');
  await dialog.getByRole('button', { name: 'Tamamla' }).click();
  await expect(status).toHaveText('Tamamlandı');
  await expect(page.getByText('Faturalanmaya hazır')).toBeVisible();
  await expect(page.getByText('Tamamlanmış veya iptal edilmiş iş emirleri değiştirilemez.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Düzenle' })).toHaveCount(0);
  await expect(checklist.getByLabel('Basınç kontrolü')).toBeDisabled();

  await page.getByRole('tab', { name: 'Durum Geçmişi' }).click();
  await expect(page.getByText('Devam Ediyor → Tamamlandı')).toBeVisible();
  await expect(page.getByText('Basınç sensörü değiştirildi, kombi test edildi.').first()).toBeVisible();
  await page.close();
});

test('the week calendar shows planned work by assignee', async ({ page }) => {
  await loginToTenant(page, 'owner@teknik.cari.demo');
  await page.goto('/tenant/work-orders');
  // The list's columns have their own titles (the amount's is not the pager's 'Toplam {count} iş emri').
  const list = page.getByTestId('work-orders-page');
  await expect(list.getByRole('columnheader', { name: 'Tutar' })).toBeVisible();
  await expect(list.getByRole('columnheader', { name: /Toplam|undefined/ })).toHaveCount(0);
  await page.getByText('Haftalık Takvim').click();
  const calendar = page.getByTestId('work-order-calendar');
  await expect(calendar).toBeVisible();
  await expect(calendar.getByText('Burak Koç').first()).toBeVisible();
  await expect(calendar.getByTestId('calendar-order').first()).toBeVisible();
});

test('a task moves across the kanban board and shows in Görevlerim', async ({ page }) => {
  await loginToTenant(page, 'owner@teknik.cari.demo');
  await page.goto('/tenant/tasks');
  const screen = page.getByTestId('tasks-page');
  // Overdue tasks stand out.
  await expect(screen.locator('[data-overdue="true"]').first()).toBeVisible();

  const title = unique('Panoda taşınan görev');
  await page.getByRole('button', { name: 'Yeni Görev' }).click();
  const form = page.getByTestId('task-form');
  await expect(form).toBeVisible();
  await form.getByLabel('Başlık').fill(title);
  await form.getByLabel('Atanan').click();
  // A click on an option of the just-opened list was now and then lost: the task was saved unassigned.
  await clickOnceOpen(page.locator('.ant-select-item-option[title="Mehmet Demir"]'));
  await expect(
    form.getByLabel('Atanan').locator('xpath=ancestor::div[contains(@class,"ant-select")][1]'),
  ).toContainText('Mehmet Demir');
  await page.getByRole('dialog').getByRole('button', { name: 'Kaydet' }).click();
  await expect(form).toBeHidden();
  await expect(screen.getByText(title)).toBeVisible();

  await screen.getByText('Pano', { exact: true }).click();
  const board = page.getByTestId('task-board');
  const card = board.locator(`[data-task-title="${title}"]`);
  await expect(page.getByTestId('task-column-todo').locator(`[data-task-title="${title}"]`)).toBeVisible();
  await drag(page, card, page.getByTestId('task-column-in_progress'));
  await expect(page.getByText('Görev taşındı.')).toBeVisible();
  await expect(page.getByTestId('task-column-in_progress').locator(`[data-task-title="${title}"]`)).toBeVisible();

  await page.reload();
  await expect(screen.getByText('Görevlerim')).toBeVisible();
  const row = screen.getByRole('row', { name: new RegExp(title) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Devam Ediyor')).toBeVisible();
});
