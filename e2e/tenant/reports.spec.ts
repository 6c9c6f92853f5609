import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { loginAs } from '../support';
import { menuItems, tokenOf } from './access-support';

test.describe('reports and the finance overview', () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, 'owner@teknik.cari.demo');
  });

  test('opens the receivables ageing report, narrows it and exports it as CSV and Excel', async ({ page }) => {
    await page.goto('/tenant/reports');
    await expect(page.getByTestId('reports-page').getByRole('heading', { name: 'Raporlar' })).toBeVisible();
    await page.getByRole('tab', { name: 'Alacak Yaşlandırma' }).click();
    await expect(page).toHaveURL(/report=ageing/);
    const report = page.getByTestId('report-ageing');
    await expect(report.getByTestId('ageing-as-of')).toContainText('itibarıyla açık alacaklar');
    const table = report.getByTestId('ageing-table');
    await expect(table.getByRole('columnheader', { name: '90+ gün' })).toBeVisible();
    await expect(table.getByRole('row', { name: /Işık Yapı/ })).toContainText('₺');
    await expect(report.getByTestId('report-chart')).toBeVisible();
    const totals = table.getByTestId('ageing-table-totals');
    await expect(totals).toContainText('Toplam');
    const shownTotal = (await totals.locator('td').last().textContent())!;

    await report.getByRole('button', { name: 'Dışa Aktar' }).click();
    const csv = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'CSV olarak indir' }).click();
    const file = await csv;
    expect(file.suggestedFilename()).toMatch(/^alacak-yaslandirma-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = fs.readFileSync((await file.path())!, 'utf8');
    expect(text).toContain('Müşteri;Vadesi gelmemiş;1–30 gün;31–60 gün;61–90 gün;90+ gün;Toplam');
    expect(text).toContain('Işık Yapı;');
    // The file's totals row carries the figure the screen shows.
    expect(text).toContain(`;"${shownTotal.replace(' ₺', '')}"\r\n`);

    await report.getByRole('button', { name: 'Dışa Aktar' }).click();
    const xlsx = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Excel olarak indir' }).click();
    expect((await xlsx).suggestedFilename()).toMatch(/^alacak-yaslandirma-.*\.xlsx$/);

    // Invoices dated in a year without any: nothing open.
    const start = report.getByRole('textbox', { name: 'Fatura tarihi aralığı' }).first();
    const end = report.getByPlaceholder('Bitiş tarihi');
    await start.click();
    await start.fill('01.01.2000');
    await end.fill('31.12.2000');
    await end.press('Enter');
    await expect(report.getByText('Bu tarih aralığında veri yok.')).toBeVisible();
  });

  test('shows sales by month with the previous year, offer conversion and work orders', async ({ page }) => {
    await page.goto('/tenant/reports?report=sales');
    const sales = page.getByTestId('report-sales');
    await expect(sales.getByTestId('sales-table').getByRole('columnheader', { name: 'Önceki yıl net' })).toBeVisible();
    await expect(sales.getByTestId('report-chart')).toBeVisible();
    await page.getByRole('tab', { name: 'Tahsilatlar' }).click();
    await expect(page.getByTestId('collections-methods-table')).toContainText('Nakit');
    await page.getByRole('tab', { name: 'Teklif Dönüşümü' }).click();
    await expect(
      page.getByTestId('offers-table').getByRole('columnheader', { name: 'Kabul edilen', exact: true }),
    ).toBeVisible();
    await page.getByRole('tab', { name: 'İş Emirleri' }).click();
    await expect(page.getByTestId('work-orders-table').getByRole('columnheader', { name: 'Tamamlandı' })).toBeVisible();
    await expect(page.getByTestId('work-orders-table')).toContainText('Burak Koç');
  });

  test('renders the finance overview with the figures of the API', async ({ page }) => {
    const overview = await page.request.get('/api/tenant/Finance/overview', {
      headers: { authorization: `Bearer ${await tokenOf(page)}` },
    });
    expect(overview.status()).toBe(200);
    const data = (await overview.json()).data as {
      receivables: string;
      overdue: string;
      collectionsThisMonth: string;
      topDebtors: { customerName: string }[];
    };
    const tr = (v: string) =>
      `${Number(v).toLocaleString('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ₺`;
    await page.goto('/tenant/finance');
    await expect(page.getByTestId('overview-receivables')).toContainText(tr(data.receivables));
    await expect(page.getByTestId('overview-overdue')).toContainText(tr(data.overdue));
    await expect(page.getByTestId('overview-collections')).toContainText(tr(data.collectionsThisMonth));
    await expect(page.getByTestId('overview-accounts')).toContainText('Kasa');
    await expect(
      page.getByTestId('overview-debtors').getByRole('link', { name: data.topDebtors[0]!.customerName }),
    ).toBeVisible();
    await page.goto('/tenant');
    await expect(page.getByTestId('widget-receivables-amount')).toContainText(tr(data.receivables));
  });

  test('keeps the reports and the overview from a user without their permissions', async ({ browser }) => {
    const page = await (await browser.newContext()).newPage();
    await loginAs(page, 'satis@teknik.cari.demo');
    for (const path of ['/tenant/reports', '/tenant/finance']) {
      await page.goto(path);
      await expect(page.getByTestId('page-forbidden')).toBeVisible();
    }
    await expect(menuItems(page)).toHaveText(['Müşteri Yönetimi']);
  });
});
