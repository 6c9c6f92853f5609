import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { clickOnceOpen, freshVkn, loginAs } from '../support';
import { apiAs } from './access-support';

/**
 * Issue 41: an owner marks a customer as an e-Fatura user, issues it an invoice with a tevkifat line,
 * downloads its UBL-TR document and PDF, and sees what the customer pays after withholding in the
 * invoice's totals and in the customer's statement.
 */
test('an e-Fatura invoice with a tevkifat line: UBL, PDF and the payable amount in the statement', async ({ page }) => {
  await loginAs(page, 'owner@teknik.cari.demo');
  const vkn = freshVkn();
  const name = `Tevkifatlı Müşteri ${vkn}`;
  const customer = await apiAs(page, 'POST', '/api/tenant/Customers', {
    kind: 'company',
    name,
    taxNumber: vkn,
    taxOffice: 'Kadıköy',
    addresses: [{ title: 'Merkez', line: 'Caferağa Mah. Moda Cad. No: 1', district: 'Kadıköy', city: 'İstanbul' }],
  });

  // Marked an e-Fatura user on its page.
  await page.goto(`/tenant/customers/${customer.id}`);
  const detail = page.getByTestId('customer-detail');
  await detail.getByRole('button', { name: 'Düzenle' }).click();
  const form = page.getByTestId('customer-form');
  await form.getByRole('switch', { name: 'e-Fatura mükellefi' }).click();
  await form.getByLabel('e-Fatura posta kutusu etiketi').fill(`urn:mail:defaultpk@musteri${vkn}.com.tr`);
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(detail).toContainText(`e-Fatura mükellefi (urn:mail:defaultpk@musteri${vkn}.com.tr)`);

  // A draft with one line under tevkifat 602 (9/10 of its KDV withheld).
  await page.goto('/tenant/finance/invoices');
  const invoiceForm = page.getByTestId('invoice-form');
  await page.getByRole('button', { name: 'Yeni Fatura' }).click();
  await expect(invoiceForm).toBeVisible();
  await invoiceForm.getByLabel('Müşteri', { exact: true }).fill(name);
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: name }).first();
  await expect(option).toBeVisible({ timeout: 30_000 });
  await clickOnceOpen(option);
  await invoiceForm.getByTestId('add-free-line').click();
  await invoiceForm.getByLabel('Ürün / hizmet').fill('Proje denetim hizmeti');
  await invoiceForm.getByLabel('Miktar').fill('1');
  await invoiceForm.getByLabel('Birim fiyat').fill('10.000,00');
  await invoiceForm.getByTestId('line-withholding').click();
  await page.keyboard.type('602');
  await page.keyboard.press('Enter');
  await expect(invoiceForm.getByTestId('total-grand')).toHaveText('12.000,00 ₺');
  await expect(invoiceForm).toContainText('Tevkifat sonrası ödenecek');
  await page.getByRole('dialog').getByRole('button', { name: 'Kaydet' }).click();
  await expect(page).toHaveURL(/\/tenant\/finance\/invoices\/[0-9a-f-]{36}$/);

  await page.getByTestId('invoice-issue').click();
  // Once the dialog has finished opening: a click during its animation was lost once under a loaded suite.
  await clickOnceOpen(page.getByRole('dialog').getByRole('button', { name: 'Kes', exact: true }));
  const numberCell = page.getByTestId('invoice-number');
  await expect(numberCell).toHaveText(/^TKS\d{13}$/, { timeout: 20_000 });
  const number = (await numberCell.textContent())!;
  const invoice = page.getByTestId('invoice-detail');
  await expect(invoice).toContainText('e-Fatura (Temel)');
  await expect(invoice).toContainText('Tevkifat');
  const totals = page.getByTestId('invoice-totals-detail');
  await expect(totals).toContainText('KDV tevkifatı');
  await expect(totals).toContainText('1.800,00 ₺');
  await expect(totals).toContainText('Tevkifat sonrası ödenecek');
  await expect(totals).toContainText('10.200,00 ₺');

  const ubl = page.waitForEvent('download');
  await page.getByRole('button', { name: 'UBL İndir' }).click();
  const xml = fs.readFileSync((await (await ubl).path())!, 'utf8');
  expect(xml).toContain('<cbc:ProfileID>TEMELFATURA</cbc:ProfileID>');
  expect(xml).toContain('<cbc:InvoiceTypeCode>TEVKIFAT</cbc:InvoiceTypeCode>');
  expect(xml).toMatch(/<cbc:PayableAmount currencyID="TRY">10200.00</);
  const pdf = page.waitForEvent('download');
  await page.getByRole('button', { name: 'PDF İndir' }).click();
  expect((await pdf).suggestedFilename()).toBe(`${number}.pdf`);

  await page.goto(`/tenant/customers/${customer.id}`);
  await page.getByRole('tab', { name: 'Cari Hesap Ekstresi' }).click();
  const statement = page.getByTestId('customer-statement');
  await expect(statement.getByTestId('statement-table')).toContainText(number);
  await expect(statement.getByTestId('statement-withholding')).toContainText(/tevkifat sonrası ödenecek/i);
  await expect(statement.getByTestId('statement-table')).toContainText('10.200,00');
});
