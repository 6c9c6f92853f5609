import { expect, test, type Page } from '@playwright/test';
import { clickOnceOpen, loginAs } from '../support';
import { apiAs } from './access-support';
import { isoDay, unique } from './documents-support';

/** "1.234,56 ₺" -> 1234.56 (an overdue marker beside it has no digits). */
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d,-]/g, '').replace(',', '.'));

/** The customer's Bakiye in the customer list, found by its name. */
async function listedBalance(page: Page, name: string) {
  await page.goto(`/tenant/customers?q=${encodeURIComponent(name)}`);
  const cell = page.getByRole('row', { name: new RegExp(name) }).getByTestId('customer-balance');
  await expect(cell).toBeVisible();
  return amountOf(await cell.textContent());
}

test.describe('collections from where the owner works', () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, 'owner@teknik.cari.demo');
  });

  test("Tahsilat Ekle on an invoice collects its remainder, marks it paid and lowers the customer's balance", async ({
    page,
  }) => {
    // A customer of its own, so other specs' invoices and payments do not move its balance; paid by
    // transfer, so the cash register other specs measure does not move either.
    const name = unique('E2E Tahsilat');
    const customer = await apiAs(page, 'POST', '/api/tenant/Customers', { kind: 'company', name });
    const draft = await apiAs(page, 'POST', '/api/tenant/Invoices', {
      customerId: customer.id,
      invoiceDate: isoDay(),
      dueDate: isoDay(30),
      lines: [
        { itemKind: 'text', description: 'Bakım', quantity: '1', unit: 'adet', unitPrice: '1000.00', vatRate: 20 },
      ],
    });
    const invoice = await apiAs(page, 'POST', `/api/tenant/Invoices/${draft.id}/issue`, {});
    expect(await listedBalance(page, name)).toBeCloseTo(1200, 2);

    await page.goto(`/tenant/finance/invoices/${invoice.id}`);
    await expect(page.getByTestId('invoice-remaining')).toHaveText('1.200,00 ₺');
    await page.getByTestId('invoice-collect').click();
    const payment = page.getByTestId('payment-form');
    await expect(payment.getByTestId('payment-amount')).toHaveValue('1.200,00');
    await expect(payment.getByLabel(`Dağıtılacak ${invoice.number}`)).toHaveValue('1.200,00');
    await expect(async () => {
      await payment.getByLabel('Ödeme yöntemi').click();
      await clickOnceOpen(page.locator('.ant-select-item-option', { hasText: 'Havale / EFT' }).first());
      await expect(payment.getByTestId('payment-method')).toContainText('Havale / EFT', { timeout: 2000 });
    }).toPass();
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByTestId('invoice-detail').locator('.ant-tag', { hasText: 'Ödendi' })).toBeVisible();
    await expect(page.getByTestId('invoice-remaining')).toHaveText('0,00 ₺');

    expect(await listedBalance(page, name)).toBeCloseTo(0, 2);
  });
});
