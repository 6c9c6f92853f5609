import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Download, type Page } from '@playwright/test';
import tr from '../../messages/tr.json';
import { loginToTenant, openDialog } from '../tenant/access-support';

const header = 'Tür;Ad / Unvan;Vergi No / TCKN;Vergi Dairesi;E-posta;Telefon;Etiketler;Notlar';

function tempFile(name: string, content: string | Buffer) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cari-import-')), name);
  fs.writeFileSync(file, content);
  return file;
}

/** Windows-1254 bytes written out by hand: what Excel's plain "CSV" saves on a Turkish Windows. */
function windows1254(text: string): Buffer {
  const map: Record<string, number> = { ş: 0xfe, Ş: 0xde, ğ: 0xf0, Ğ: 0xd0, İ: 0xdd, ı: 0xfd, ç: 0xe7, Ç: 0xc7 };
  Object.assign(map, { ö: 0xf6, Ö: 0xd6, ü: 0xfc, Ü: 0xdc });
  return Buffer.from([...text].map((ch) => map[ch] ?? ch.charCodeAt(0)));
}

async function openImport(page: Page) {
  await page.goto('/tenant/customers');
  await openDialog(page, 'İçe Aktar', page.getByText('Müşterileri İçe Aktar'));
}

async function filterByTag(page: Page, tag: string) {
  const tagBox = page.getByPlaceholder('Etiket');
  await tagBox.fill(tag);
  await tagBox.press('Enter');
}

test('imports a file with one bad row: the preview shows that row’s error, the rejected rows download with their reasons, and only valid rows are written', async ({
  page,
}) => {
  const tag = `ice-${Date.now()}`;
  const file = tempFile(
    'musteriler.csv',
    [
      `\uFEFF${header}`,
      `Kurumsal;İçe Aktarılan Ticaret;8880000001;Kadıköy;ice@example.com;;${tag};`,
      `Bireysel;Hatalı Kişi;10000000147;;;;${tag};`,
      `Bireysel;Geçerli Kişi;10000000146;;;;${tag};`,
    ].join('\r\n'),
  );

  await loginToTenant(page, 'owner@teknik.cari.demo');
  await openImport(page);
  await page.locator('input[type=file]').setInputFiles(file);
  const preview = page.getByTestId('import-preview');
  await expect(preview).toBeVisible();
  await expect(page.getByTestId('import-encoding')).toHaveText('Dosya kodlaması: UTF-8');
  await expect(page.getByText('2 geçerli, 1 hatalı satır. Hatalı satırlar aktarılmaz.')).toBeVisible();
  const bad = preview.getByRole('row').filter({ hasText: 'Hatalı Kişi' });
  await expect(bad).toContainText('3');
  await expect(bad).toContainText(tr.Validation.taxNumberChecksum);

  // The rejected rows as Turkish Excel opens them: UTF-8 BOM, ';', the reason in a last column.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Hatalı Satırları İndir (1)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('musteriler-hatali-satirlar.csv');
  const rejected = fs.readFileSync(await download.path(), 'utf8');
  expect(rejected.startsWith(`\uFEFF${header};Hata\r\n`)).toBe(true);
  expect(rejected).toContain(`Bireysel;Hatalı Kişi;10000000147;;;;${tag};;${tr.Validation.taxNumberChecksum}\r\n`);
  expect(rejected.trim().split('\r\n')).toHaveLength(2);

  await page.getByRole('button', { name: '2 Satırı İçe Aktar' }).click();
  await expect(
    page.getByText('2 müşteri eklendi, 0 güncellendi, 0 mevcut kayıt atlandı, 1 hatalı satır aktarılmadı.'),
  ).toBeVisible();
  await filterByTag(page, tag);
  const table = page.getByTestId('customers-table');
  await expect(table.getByRole('row').filter({ hasText: 'İçe Aktarılan Ticaret' })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Geçerli Kişi' })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Hatalı Kişi' })).toHaveCount(0);
});

test('a Windows-1254 file imports with its Turkish letters; imported again it skips or updates the same customers', async ({
  page,
}) => {
  const tag = `kod-${Date.now()}`;
  const rows = (phone: string) => [
    header,
    `Kurumsal;Şişli Ağaç İşleri;9990000005;Şişli;;${phone};${tag};`,
    `Bireysel;Işıl Doğan;;;isil.${tag}@example.com;${phone};${tag};Iğdırlı`,
  ];
  const first = tempFile('excel.csv', windows1254(rows('+90 212 000 00 01').join('\r\n')));
  const second = tempFile('excel-2.csv', windows1254(rows('+90 212 000 00 99').join('\r\n')));

  await loginToTenant(page, 'owner@teknik.cari.demo');
  await openImport(page);
  await page.locator('input[type=file]').setInputFiles(first);
  const preview = page.getByTestId('import-preview');
  await expect(page.getByTestId('import-encoding')).toHaveText('Dosya kodlaması: Windows-1254 (Türkçe)');
  await expect(page.getByTestId('import-unreadable')).toHaveCount(0);
  await expect(preview.getByRole('row').filter({ hasText: 'Şişli Ağaç İşleri' })).toContainText('Geçerli');
  await expect(preview.getByRole('row').filter({ hasText: 'Işıl Doğan' })).toContainText('Iğdırlı');
  await page.getByRole('button', { name: '2 Satırı İçe Aktar' }).click();
  await expect(page.getByText('2 müşteri eklendi, 0 güncellendi', { exact: false })).toBeVisible();

  await filterByTag(page, tag);
  const table = page.getByTestId('customers-table');
  await expect(table.getByRole('row').filter({ hasText: 'Şişli Ağaç İşleri' })).toContainText('+90 212 000 00 01');
  await expect(table.getByRole('row').filter({ hasText: 'Işıl Doğan' })).toBeVisible();

  // Again: both rows are the existing customers; "skip" (the default) has nothing to write.
  await openDialog(page, 'İçe Aktar', page.getByText('Müşterileri İçe Aktar'));
  await page.locator('input[type=file]').setInputFiles(second);
  await expect(page.getByText('2 satır mevcut müşterilerle eşleşti', { exact: false })).toBeVisible();
  const match = preview.getByRole('row').filter({ hasText: 'Şişli Ağaç İşleri' });
  await expect(match).toContainText('Atlanacak');
  await expect(match.getByRole('link', { name: 'Şişli Ağaç İşleri' })).toHaveAttribute(
    'href',
    /\/tenant\/customers\/[0-9a-f-]{36}$/,
  );
  await expect(page.getByRole('button', { name: '0 Satırı İçe Aktar' })).toBeDisabled();

  await page.getByRole('radio', { name: 'Mevcut kaydı güncelle' }).check();
  await expect(match).toContainText('Güncellenecek');
  await page.getByRole('button', { name: '2 Satırı İçe Aktar' }).click();
  await expect(
    page.getByText('0 müşteri eklendi, 2 güncellendi, 0 mevcut kayıt atlandı, 0 hatalı satır aktarılmadı.'),
  ).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Şişli Ağaç İşleri' })).toContainText('+90 212 000 00 99');
  await expect(table.getByRole('row').filter({ hasText: tag })).toHaveCount(2);
});

test('flags a garbled file and offers the empty template', async ({ page }) => {
  const file = tempFile('bozuk.csv', `${header}\r\nKurumsal;S\uFFFDle \uFFFDak\uFFFDr;;;;;;\r\n`);
  await loginToTenant(page, 'owner@teknik.cari.demo');
  await openImport(page);
  await page.locator('input[type=file]').setInputFiles(file);
  await expect(page.getByTestId('import-unreadable')).toContainText('Dosyada okunamayan 3 karakter var.');
  await expect(page.getByTestId('import-preview')).toContainText(tr.Validation.importUnreadable);
  await expect(page.getByRole('button', { name: '0 Satırı İçe Aktar' })).toBeDisabled();

  // A click on the menu while it is still animating open can be lost: open it and pick again then.
  let download: Download | undefined;
  await expect(async () => {
    const menuItem = page.getByText('CSV şablonu (Excel uyumlu)');
    if (!(await menuItem.isVisible())) await page.getByRole('button', { name: 'Şablon İndir' }).click();
    const downloading = page.waitForEvent('download', { timeout: 10_000 });
    downloading.catch(() => undefined); // a lost click is retried, and this wait with it
    await menuItem.click({ timeout: 5_000 });
    download = await downloading;
  }).toPass({ timeout: 60_000 });
  expect(download!.suggestedFilename()).toBe('musteri-aktarim-sablonu.csv');
  // The template also offers the optional e-Fatura columns.
  expect(fs.readFileSync(await download!.path(), 'utf8')).toBe(
    `\uFEFF${header};e-Fatura Mükellefi;e-Fatura Etiketi\r\n`,
  );
});
