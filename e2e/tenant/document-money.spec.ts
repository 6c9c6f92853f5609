import { expect, test, type Page } from '@playwright/test';
import { clickOnceOpen } from '../support';
import { apiAs as api, loginToTenant, openDialog } from './access-support';
import {
  createInvoice,
  createWorkOrder,
  customerIdOf,
  isoDay,
  expectQuantities,
  moneyOf,
  moneyTr,
  numbersOf,
  offerLines,
  pickCustomer,
  saveUnchanged,
  statusOf,
  unique,
  workOrderInput,
  workOrderLines,
} from './documents-support';

// The document forms show a stored amount or quantity as it is and read only typed text the Turkish
// way: a form saved as loaded changes no line and no total, whatever its decimals.

const invoiceTotal = (page: Page) => page.getByTestId('invoice-totals-detail').getByTestId('total-grand');

test.describe('document money', () => {
  test.beforeEach(async ({ page }) => {
    await loginToTenant(page, 'owner@teknik.cari.demo');
  });

  test('an offer saved unchanged keeps every line and its totals', async ({ page }) => {
    const offer = await api(page, 'POST', '/api/tenant/Offers', {
      customerId: await customerIdOf(page),
      offerDate: isoDay(0),
      validUntil: isoDay(15),
      subject: unique('E2E tutar teklifi'),
      discount: { kind: 'percent', value: '5' },
      lines: offerLines(),
    });
    await page.goto(`/tenant/offers/${offer.id}`);
    await expect(page.getByTestId('offer-detail').getByTestId('total-grand')).toHaveText(moneyTr(offer.grandTotal));

    await saveUnchanged(page, page.getByTestId('offer-form'), `/api/tenant/Offers/${offer.id}`);
    const saved = await api(page, 'GET', `/api/tenant/Offers/${offer.id}`);
    expect(moneyOf(saved)).toEqual(moneyOf(offer));
    await expect(page.getByTestId('offer-detail').getByTestId('total-grand')).toHaveText(moneyTr(offer.grandTotal));
    await expect(page.getByTestId('offer-detail-lines')).toContainText('2,5 m');
  });

  test('a work order saved unchanged keeps every line and its totals', async ({ page }) => {
    const order = await createWorkOrder(page);
    await page.goto(`/tenant/work-orders/${order.id}`);
    await saveUnchanged(page, page.getByTestId('work-order-form'), `/api/tenant/WorkOrders/${order.id}`);
    const saved = await api(page, 'GET', `/api/tenant/WorkOrders/${order.id}`);
    expect(moneyOf(saved)).toEqual(moneyOf(order));
    await page.getByRole('tab', { name: 'Kalemler' }).click();
    await expect(page.getByTestId('work-order-detail').getByTestId('total-grand')).toHaveText(
      moneyTr(order.grandTotal),
    );
  });

  test("a done work order's invoice ('Faturalandır') carries its money and keeps it through an unchanged save", async ({
    page,
  }) => {
    const order = await createWorkOrder(page);
    await api(page, 'POST', `/api/tenant/WorkOrders/${order.id}/status`, { status: 'in_progress' });
    await api(page, 'POST', `/api/tenant/WorkOrders/${order.id}/status`, { status: 'done', completionNote: 'Bitti.' });
    await page.goto(`/tenant/work-orders/${order.id}`);
    await page.getByRole('button', { name: 'Faturalandır' }).click();
    await expect(page).toHaveURL(/\/tenant\/finance\/invoices\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').at(-1)!;
    const invoice = await api(page, 'GET', `/api/tenant/Invoices/${id}`);
    expect(moneyOf(invoice)).toEqual(moneyOf(order));
    await expect(invoiceTotal(page)).toHaveText(moneyTr(order.grandTotal));

    await saveUnchanged(page, page.getByTestId('invoice-form'), `/api/tenant/Invoices/${id}`);
    expect(moneyOf(await api(page, 'GET', `/api/tenant/Invoices/${id}`))).toEqual(moneyOf(invoice));
    await expect(invoiceTotal(page)).toHaveText(moneyTr(order.grandTotal));
  });

  test("an invoice typed by hand saves '2,5' as 2.5 and '1.500' as 1500, and an unchanged save keeps it", async ({
    page,
  }) => {
    await page.goto('/tenant/finance/invoices');
    const form = page.getByTestId('invoice-form');
    await openDialog(page, 'Yeni Fatura', form);
    await pickCustomer(page, form);
    const typed = [
      { name: 'Kombi bakımı', quantity: '1', price: '1.500,50' },
      { name: 'Bakır boru', quantity: '2,5', price: '240', discount: '10' },
      { name: 'Keşif', quantity: '0,5', price: '100' },
      { name: 'Conta', quantity: '1.500', price: '0,50' },
    ];
    const lines = form.getByTestId('document-line');
    for (const [i, line] of typed.entries()) {
      await form.getByTestId('add-free-line').click();
      await expect(lines).toHaveCount(i + 1);
      await lines.nth(i).getByLabel('Ürün / hizmet').fill(line.name);
      await lines.nth(i).getByLabel('Miktar').fill(line.quantity);
      await lines.nth(i).getByLabel('Birim fiyat').fill(line.price);
      if (line.discount) await lines.nth(i).getByLabel('İnd. %').fill(line.discount);
    }
    await form.getByTestId('discount-kind').click();
    await clickOnceOpen(page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Tutar (₺)' }));
    await form.getByLabel('İndirim', { exact: true }).fill('40,50');
    // 1.500,50 + 2,5 × 240 − %10 + 0,5 × 100 + 1.500 × 0,50 − 40,50 = 2.800,00; KDV %20: 560,00.
    await expect(lines.nth(1).getByTestId('line-net')).toHaveText('540,00 ₺');
    await expect(form.getByTestId('total-grand')).toHaveText('3.360,00 ₺');
    await page.getByRole('dialog').getByRole('button', { name: 'Kaydet' }).click();
    await expect(page).toHaveURL(/\/tenant\/finance\/invoices\/[0-9a-f-]{36}$/);

    const id = page.url().split('/').at(-1)!;
    const invoice = await api(page, 'GET', `/api/tenant/Invoices/${id}`);
    expect(numbersOf(invoice)).toEqual([
      { quantity: 1, unitPrice: 1500.5 },
      { quantity: 2.5, unitPrice: 240 },
      { quantity: 0.5, unitPrice: 100 },
      { quantity: 1500, unitPrice: 0.5 },
    ]);
    expect(Number(invoice.lines[1].discountRate)).toBe(10);
    expect({ kind: invoice.discount.kind, value: Number(invoice.discount.value) }).toEqual({
      kind: 'amount',
      value: 40.5,
    });
    expect(invoice.grandTotal).toBe('3360.00');
    const detail = page.getByTestId('invoice-detail');
    for (const shown of ['1 adet', '2,5 adet', '0,5 adet', '1.500 adet']) await expect(detail).toContainText(shown);
    await expect(invoiceTotal(page)).toHaveText('3.360,00 ₺');

    // The edit drawer shows what was saved and saves it back as it is.
    await saveUnchanged(page, form, `/api/tenant/Invoices/${id}`, ['1', '2,5', '0,5', '1.500']);
    expect(moneyOf(await api(page, 'GET', `/api/tenant/Invoices/${id}`))).toEqual(moneyOf(invoice));
    await expect(invoiceTotal(page)).toHaveText('3.360,00 ₺');
  });

  test("an invoice saved unchanged keeps its money, and its return ('İade Faturası Oluştur') starts from its whole total", async ({
    page,
  }) => {
    const created = await createInvoice(page);
    await page.goto(`/tenant/finance/invoices/${created.id}`);
    const form = page.getByTestId('invoice-form');
    await saveUnchanged(page, form, `/api/tenant/Invoices/${created.id}`);
    expect(moneyOf(await api(page, 'GET', `/api/tenant/Invoices/${created.id}`))).toEqual(moneyOf(created));

    const invoice = await api(page, 'POST', `/api/tenant/Invoices/${created.id}/issue`, {});
    await page.reload();
    await openDialog(page, 'İade Faturası Oluştur', form);
    await expectQuantities(form);
    await expect(form.getByTestId('total-grand')).toHaveText(moneyTr(invoice.grandTotal));
    await page.getByRole('dialog').getByRole('button', { name: 'Kaydet' }).click();
    await expect(page).not.toHaveURL(new RegExp(`${created.id}$`));
    const ret = await api(page, 'GET', `/api/tenant/Invoices/${page.url().split('/').at(-1)}`);
    expect(ret.kind).toBe('return');
    expect(moneyOf(ret)).toEqual(moneyOf(invoice));
  });
});

test("teknisyen@ edits his work order's quantities but not its prices; the owner's price change shows in the audit", async ({
  browser,
}) => {
  const owner = await browser.newPage();
  await loginToTenant(owner, 'owner@teknik.cari.demo');
  const assignees: { id: string; name: string }[] = await api(owner, 'GET', '/api/tenant/WorkOrders/assignees');
  const technician = assignees.find((a) => a.name === 'Burak Koç')!;
  const lines = workOrderLines();
  lines[0]!.unitPrice = '600';
  const order = await createWorkOrder(owner, {
    assigneeIds: [technician.id],
    discount: { kind: 'percent', value: '5' },
    lines,
  });

  const page = await browser.newPage();
  await loginToTenant(page, 'teknisyen@teknik.cari.demo');
  await page.goto(`/tenant/work-orders/${order.id}`);
  const form = page.getByTestId('work-order-form');
  await openDialog(page, 'Düzenle', form);
  await expectQuantities(form);
  // Prices, discounts and KDV are text for him; quantities stay inputs.
  await expect(form.getByRole('textbox', { name: 'Birim fiyat' })).toHaveCount(0);
  await expect(form.getByRole('textbox', { name: 'İnd. %' })).toHaveCount(0);
  await expect(form.getByRole('textbox', { name: 'İndirim', exact: true })).toHaveCount(0);
  await expect(form.getByTestId('line-price')).toHaveText(['600,00 ₺', '240,00 ₺', '100,00 ₺']);
  await expect(form.getByTestId('discount-shown')).toHaveText('%5');
  // Saved as loaded, the prices he cannot see as inputs go back unchanged (no 403).
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith(order.id));
  await page.getByRole('dialog').getByRole('button', { name: 'Kaydet' }).click();
  expect((await saved).status()).toBe(200);
  await expect(form).toBeHidden();
  const stored = await api(page, 'GET', `/api/tenant/WorkOrders/${order.id}`);
  expect(moneyOf(stored)).toEqual(moneyOf(order));

  // The API refuses him a price of his own.
  const input = workOrderInput(stored);
  input.lines[1]!.unitPrice = '1';
  expect(await statusOf(page, 'PUT', `/api/tenant/WorkOrders/${order.id}`, input)).toBe(403);
  await page.close();

  // The owner types a new price for line 2: '1.200' is 1200, and the audit shows the change.
  await owner.goto(`/tenant/work-orders/${order.id}`);
  const ownerForm = owner.getByTestId('work-order-form');
  await openDialog(owner, 'Düzenle', ownerForm);
  await ownerForm.getByTestId('document-line').nth(2).getByLabel('Birim fiyat').fill('1.200');
  await owner.getByRole('dialog').getByRole('button', { name: 'Kaydet' }).click();
  await expect(ownerForm).toBeHidden();
  const changed = await api(owner, 'GET', `/api/tenant/WorkOrders/${order.id}`);
  expect(numbersOf(changed).map((l) => l.unitPrice)).toEqual([600, 240, 1200]);

  await owner.goto('/tenant/settings/audit');
  const row = owner
    .getByTestId('audit-table')
    .locator('tr', { has: owner.locator(`a[href="/tenant/work-orders/${order.id}"]`) })
    .filter({ hasText: 'İş emri güncellendi' })
    .first();
  await expect(row.getByTestId('audit-changes')).toContainText('Satır 3 · Birim Fiyat: 100,00 → 1.200,00');
  await owner.close();
});

test('issuing an invoice whose total differs from its accepted offer asks to confirm the difference', async ({
  page,
}) => {
  await loginToTenant(page, 'owner@teknik.cari.demo');
  const created = await api(page, 'POST', '/api/tenant/Offers', {
    customerId: await customerIdOf(page),
    offerDate: isoDay(0),
    validUntil: isoDay(15),
    subject: unique('E2E fark teklifi'),
    discount: { kind: 'percent', value: '5' },
    lines: offerLines(),
  });
  await api(page, 'POST', `/api/tenant/Offers/${created.id}/send`, { version: created.version });
  const sent = await api(page, 'GET', `/api/tenant/Offers/${created.id}`);
  await api(page, 'POST', `/api/tenant/Offers/${created.id}/status`, { status: 'accepted', version: sent.version });
  const draft = await api(page, 'POST', `/api/tenant/Invoices/from-offer/${created.id}`);
  expect(draft.acceptedOffer).toEqual({ number: sent.number, grandTotal: sent.grandTotal });
  expect(draft.grandTotal).toBe(sent.grandTotal);

  // The office raises the first line's price by hand: the invoice no longer matches the offer.
  const changed = await api(page, 'PUT', `/api/tenant/Invoices/${draft.id}`, {
    ...pick(draft, ['kind', 'customerId', 'seriesId', 'originalInvoiceId', 'invoiceDate', 'dueDate', 'notes']),
    discount: draft.discount,
    lines: draft.lines.map((l: Record<string, unknown>, i: number) => ({
      ...pick(l, ['itemKind', 'productId', 'laborId', 'description', 'quantity', 'unit', 'discountRate']),
      ...pick(l, ['vatRate', 'vatExemptionCode']),
      unitPrice: i === 0 ? '999.99' : l.unitPrice,
    })),
    version: draft.version,
  });
  expect(changed.grandTotal).not.toBe(sent.grandTotal);

  await page.goto(`/tenant/finance/invoices/${draft.id}`);
  await page.getByTestId('invoice-issue').click();
  const dialog = page.getByRole('dialog', { name: 'Fatura kesilsin mi?' });
  await expect(dialog.getByTestId('offer-total-mismatch')).toContainText(
    `Kabul edilen teklif: ${moneyTr(sent.grandTotal)} — bu fatura: ${moneyTr(changed.grandTotal)}`,
  );
  const issue = dialog.getByRole('button', { name: 'Kes' });
  await expect(issue).toBeDisabled();
  await dialog.getByRole('checkbox').check();
  await expect(issue).toBeEnabled();
  await issue.click();
  await expect(page.getByTestId('invoice-number')).not.toHaveText('Taslak Fatura');
});

const pick = (o: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.map((k) => [k, o[k]]));
