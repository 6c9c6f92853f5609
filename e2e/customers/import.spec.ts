import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import tr from '../../messages/tr.json';
import { loginToTenant, openDialog } from '../tenant/access-support';

test('imports a file with one bad row: the preview shows that row’s error and only valid rows are written', async ({
  page,
}) => {
  const tag = `ice-${Date.now()}`;
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cari-import-')), 'musteriler.csv');
  fs.writeFileSync(
    file,
    [
      '\uFEFFTür;Ad / Unvan;Vergi No / TCKN;Vergi Dairesi;E-posta;Telefon;Etiketler;Notlar',
      `Kurumsal;İçe Aktarılan Ticaret;1234567890;Kadıköy;ice@example.com;;${tag};`,
      `Bireysel;Hatalı Kişi;10000000147;;;;${tag};`,
      `Bireysel;Geçerli Kişi;10000000146;;;;${tag};`,
    ].join('\r\n'),
  );

  await loginToTenant(page, 'owner@teknik.cari.demo');
  await page.goto('/tenant/customers');
  await openDialog(page, 'İçe Aktar', page.getByText('Müşterileri İçe Aktar'));
  await page.locator('input[type=file]').setInputFiles(file);
  const preview = page.getByTestId('import-preview');
  await expect(preview).toBeVisible();
  await expect(page.getByText('2 geçerli, 1 hatalı satır. Hatalı satırlar aktarılmaz.')).toBeVisible();
  const bad = preview.getByRole('row').filter({ hasText: 'Hatalı Kişi' });
  await expect(bad).toContainText('3');
  await expect(bad).toContainText(tr.Validation.taxNumberChecksum);

  await page.getByRole('button', { name: '2 Satırı İçe Aktar' }).click();
  await expect(page.getByText('2 müşteri eklendi, 1 satır atlandı.')).toBeVisible();
  const tagBox = page.getByPlaceholder('Etiket');
  await tagBox.fill(tag);
  await tagBox.press('Enter');
  const table = page.getByTestId('customers-table');
  await expect(table.getByRole('row').filter({ hasText: 'İçe Aktarılan Ticaret' })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Geçerli Kişi' })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Hatalı Kişi' })).toHaveCount(0);
});
