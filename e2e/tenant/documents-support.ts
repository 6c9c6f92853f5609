import { expect, type Locator, type Page } from '@playwright/test';
import { clickOnceOpen } from '../support';
import { apiAs, openDialog, tokenOf } from './access-support';

/** A unique text for a spec's own records. */
export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** 1500.5 -> '1.500,50 ₺', as the screens show money. */
export const moneyTr = (value: string | number) =>
  `${new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(value))} ₺`;

/** The id of a demo customer of Demo Teknik Servis. */
export async function customerIdOf(page: Page, name = 'Işık Yapı'): Promise<string> {
  const found = await apiAs(page, 'GET', `/api/tenant/Customers?searchText=${encodeURIComponent(name)}`);
  return found.items[0].id as string;
}

/**
 * Priced lines where a quantity or price read back as typed Turkish text shows: quantities 1, 2,5
 * and 0,5 (stored '2.500' would read as 2500), kuruş in a price and a line discount.
 */
export const pricedLines = [
  { text: 'Kombi bakımı', quantity: '1', unit: 'adet', unitPrice: '1500.50', discountRate: '0', vatRate: 20 },
  { text: 'Bakır boru', quantity: '2.5', unit: 'm', unitPrice: '240', discountRate: '10', vatRate: 20 },
  { text: 'Keşif', quantity: '0.5', unit: 'saat', unitPrice: '100', discountRate: '0', vatRate: 10 },
];
type Line = (typeof pricedLines)[number];
const priced = ({ text: _, ...l }: Line) => l;

/** The lines in each module's API shape. */
export const offerLines = (lines = pricedLines) =>
  lines.map((l) => ({ kind: 'free', productId: null, laborId: null, name: l.text, description: null, ...priced(l) }));
export const workOrderLines = (lines = pricedLines) =>
  lines.map((l) => ({ kind: 'other', itemId: null, description: l.text, ...priced(l) }));
export const invoiceLines = (lines = pricedLines) =>
  lines.map((l) => ({ itemKind: 'text', description: l.text, ...priced(l) }));

interface PricedLine {
  name?: string;
  description?: string | null;
  quantity: string;
  unit: string;
  unitPrice: string;
  discountRate: string;
  vatRate: number;
  vatExemptionCode: string | null;
  net: string;
}
interface PricedDocument {
  discount: { kind: string; value: string } | null;
  lines: PricedLine[];
  subtotal: string;
  documentDiscount: string;
  netTotal: string;
  vatTotal: string;
  grandTotal: string;
}

/** What a document's money is: every line's priced fields and net, its discount and totals. */
export const moneyOf = (doc: PricedDocument) => ({
  discount: doc.discount,
  lines: doc.lines.map((l) => ({
    text: l.name ?? l.description,
    quantity: l.quantity,
    unit: l.unit,
    unitPrice: l.unitPrice,
    discountRate: l.discountRate,
    vatRate: l.vatRate,
    vatExemptionCode: l.vatExemptionCode,
    net: l.net,
  })),
  subtotal: doc.subtotal,
  documentDiscount: doc.documentDiscount,
  netTotal: doc.netTotal,
  vatTotal: doc.vatTotal,
  grandTotal: doc.grandTotal,
});

/** A document's numbers as plain numbers, to check what typed text was saved as. */
export const numbersOf = (doc: PricedDocument) =>
  doc.lines.map((l) => ({ quantity: Number(l.quantity), unitPrice: Number(l.unitPrice) }));

/** Today and days ahead as 'YYYY-MM-DD'. */
export const isoDay = (days = 0) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A sales invoice (draft) of Işık Yapı with the priced lines, through the API. */
export async function createInvoice(page: Page) {
  return apiAs(page, 'POST', '/api/tenant/Invoices', {
    customerId: await customerIdOf(page),
    invoiceDate: isoDay(),
    dueDate: isoDay(30),
    discount: { kind: 'percent', value: '5' },
    lines: invoiceLines(),
  });
}

/** A work order of Işık Yapı with the priced lines, through the API. */
export async function createWorkOrder(page: Page, extra: Record<string, unknown> = {}) {
  return apiAs(page, 'POST', '/api/tenant/WorkOrders', {
    customerId: await customerIdOf(page),
    title: unique('E2E tutar'),
    discount: { kind: 'amount', value: '40.50' },
    lines: workOrderLines(),
    ...extra,
  });
}

/** The quantities an edit drawer shows, the stored values the Turkish way (the priced lines' by default). */
export async function expectQuantities(form: Locator, shown = ['1', '2,5', '0,5']) {
  await expect(form.getByTestId('line-quantity')).toHaveCount(shown.length);
  for (const [i, text] of shown.entries()) await expect(form.getByTestId('line-quantity').nth(i)).toHaveValue(text);
}

/**
 * Opens a detail page's edit drawer and saves it as loaded: the update must answer 200 and the
 * drawer close. `apiPath` is the record's API address (the PUT waited for).
 */
export async function saveUnchanged(page: Page, form: Locator, apiPath: string, quantities?: string[]) {
  await openDialog(page, 'Düzenle', form);
  await expectQuantities(form, quantities);
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith(apiPath));
  await page.getByRole('dialog').getByRole('button', { name: 'Kaydet' }).click();
  expect((await saved).status()).toBe(200);
  await expect(form).toBeHidden();
}

/** Picks Işık Yapı in a form's customer picker. */
export async function pickCustomer(page: Page, form: Locator) {
  await form.getByLabel('Müşteri', { exact: true }).fill('Işık');
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Işık Yapı' }).first();
  // The search answers from the server: on 2 cores loaded by other runs that took over 10 s.
  await expect(option).toBeVisible({ timeout: 30_000 });
  await clickOnceOpen(option);
}

/** An API call whose refusal is the point of the test: its status, never thrown. */
export async function statusOf(page: Page, method: 'PUT' | 'POST', url: string, data: unknown) {
  const res = await page.request.fetch(url, {
    method,
    data,
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  return res.status();
}

/** A stored work order as its update input (every field sent back as read). */
export const workOrderInput = (w: {
  customerId: string;
  contactId: string | null;
  addressId: string | null;
  title: string;
  description: string | null;
  priority: string;
  plannedStart: string | null;
  plannedEnd: string | null;
  assignees: { id: string }[];
  discount: unknown;
  lines: (PricedLine & { kind: string; itemId: string | null; description: string })[];
  checklist: { id: string; text: string; done: boolean }[];
  version: number;
}) => ({
  customerId: w.customerId,
  contactId: w.contactId,
  addressId: w.addressId,
  title: w.title,
  description: w.description,
  priority: w.priority,
  plannedStart: w.plannedStart,
  plannedEnd: w.plannedEnd,
  assigneeIds: w.assignees.map((a) => a.id),
  discount: w.discount,
  lines: w.lines.map((l) => ({
    kind: l.kind,
    itemId: l.itemId,
    description: l.description,
    quantity: l.quantity,
    unit: l.unit,
    unitPrice: l.unitPrice,
    discountRate: l.discountRate,
    vatRate: l.vatRate,
    vatExemptionCode: l.vatExemptionCode,
  })),
  checklist: w.checklist,
  version: w.version,
});
