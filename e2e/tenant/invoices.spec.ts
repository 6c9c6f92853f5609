import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from '../support';
import { apiAs, openDialog } from './access-support';
import { pickCustomer } from './documents-support';

const year = () => new Intl.DateTimeFormat('en', { timeZone: 'Europe/Istanbul', year: 'numeric' }).format(new Date());

/** Creates a draft for Işık Yapı through the form and lands on its page. */
async function createDraft(page: Page, description: string) {
  await page.goto('/tenant/finance/invoices');
  const form = page.getByTestId('invoice-form');
  await openDialog(page, 'Yeni Fatura', form);
  await pickCustomer(page, form);
  await form.getByTestId('add-free-line').click();
  await form.getByLabel('Ürün / hizmet').fill(description);
  await form.getByLabel('Miktar').fill('2');
  await form.getByLabel('Birim fiyat').fill('1.500,50');
  await expect(form.getByTestId('total-grand')).toHaveText('3.601,20 ₺');
  await page.getByRole('dialog').getByRole('button', { name: 'Kaydet' }).click();
  await expect(page).toHaveURL(/\/tenant\/finance\/invoices\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('invoice-number')).toHaveText('Taslak Fatura');
}

async function issue(page: Page): Promise<string> {
  await page.getByTestId('invoice-issue').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Kes', exact: true }).click();
  const number = page.getByTestId('invoice-number');
  await expect(number).toHaveText(new RegExp(`^TKS${year()}\\d{9}$`));
  return (await number.textContent())!;
}

test.describe('invoices', () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, 'owner@teknik.cari.demo');
  });

  test('invoices a done work order, issues it, shows its number and downloads its PDF', async ({ page }) => {
    const customers = await apiAs(page, 'GET', '/api/tenant/Customers?searchText=I%C5%9F%C4%B1k%20Yap%C4%B1');
    const order = await apiAs(page, 'POST', '/api/tenant/WorkOrders', {
      customerId: customers.items[0].id,
      title: 'E2E klima bakımı',
      lines: [
        { kind: 'labor', description: 'Klima bakımı', quantity: '2', unit: 'saat', unitPrice: '1500.50', vatRate: 20 },
      ],
    });
    await apiAs(page, 'POST', `/api/tenant/WorkOrders/${order.id}/status`, { status: 'in_progress' });
    await apiAs(page, 'POST', `/api/tenant/WorkOrders/${order.id}/status`, {
      status: 'done',
      completionNote: 'Bitti.',
    });

    await page.goto(`/tenant/work-orders/${order.id}`);
    await page.getByRole('button', { name: 'Faturalandır' }).click();
    await expect(page).toHaveURL(/\/tenant\/finance\/invoices\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('invoice-number')).toHaveText('Taslak Fatura');
    await expect(page.getByTestId('invoice-detail')).toContainText('Klima bakımı');
    await expect(page.getByRole('link', { name: 'İş emrini aç' })).toHaveAttribute(
      'href',
      `/tenant/work-orders/${order.id}`,
    );
    const number = await issue(page);
    await expect(page.getByTestId('invoice-detail')).toContainText('Kesildi');
    await expect(page.getByTestId('invoice-totals-detail')).toContainText(
      'Yalnız üç bin altı yüz bir Türk lirası yirmi kuruş',
    );
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'PDF İndir' }).click();
    expect((await download).suggestedFilename()).toBe(`${number}.pdf`);

    await page.goto('/tenant/finance/invoices');
    await page.getByPlaceholder('Fatura no veya müşteri ara').fill(number);
    await page.getByPlaceholder('Fatura no veya müşteri ara').press('Enter');
    await expect(page.getByTestId('invoices-table').getByRole('link', { name: number })).toBeVisible();
    await expect(page.getByTestId('invoice-totals')).toContainText('3.601,20 ₺');

    // The work order now links its invoice instead of offering 'Faturalandır' again.
    await page.goto(`/tenant/work-orders/${order.id}`);
    await expect(page.getByTestId('source-invoice-link')).toHaveText(`Fatura: ${number}`);
    await expect(page.getByRole('button', { name: 'Faturalandır' })).toHaveCount(0);
  });

  test('issues an invoice and downloads its UBL-TR XML, which carries the ETTN the page shows', async ({ page }) => {
    await createDraft(page, 'E2E e-belge işi');
    const number = await issue(page);
    const detail = page.getByTestId('invoice-detail');
    await expect(detail.getByTestId('e-document-state')).toHaveText('Hazırlandı');
    await expect(detail).toContainText(/e-Arşiv|e-Fatura \(Temel\)|e-Fatura \(Ticari\)/);
    await expect(detail).toContainText('Satış');
    const ettn = (await detail.getByTestId('invoice-ettn').textContent())!.trim();
    expect(ettn).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'UBL İndir' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${number}.xml`);
    const xml = fs.readFileSync((await file.path())!, 'utf8');
    expect(xml).toContain(`<cbc:UUID>${ettn}</cbc:UUID>`);
    expect(xml).toContain(`<cbc:ID>${number}</cbc:ID>`);

    await page.goto('/tenant/finance/invoices');
    await page.getByPlaceholder('Fatura no veya müşteri ara').fill(number);
    await page.getByPlaceholder('Fatura no veya müşteri ara').press('Enter');
    const row = page.getByTestId('invoices-table').getByRole('row', { name: new RegExp(number) });
    await expect(row.getByTestId('e-document-state')).toHaveText('Hazırlandı');
  });

  test('cancels another invoice with a reason', async ({ page }) => {
    await createDraft(page, 'E2E iptal edilecek iş');
    await issue(page);
    await page.getByTestId('invoice-cancel').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Faturayı İptal Et' }).click();
    await expect(dialog.getByText('İptal sebebini yazın.')).toBeVisible();
    await dialog.getByTestId('cancel-reason').fill('Müşteri vazgeçti');
    await dialog.getByRole('button', { name: 'Faturayı İptal Et' }).click();
    await expect(page.getByTestId('invoice-detail')).toContainText('Müşteri vazgeçti');
    await expect(page.getByTestId('invoice-detail').locator('.ant-tag', { hasText: 'İptal' })).toBeVisible();
    await expect(page.getByTestId('invoice-issue')).toHaveCount(0);
  });
});
