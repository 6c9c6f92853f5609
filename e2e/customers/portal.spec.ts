import { expect, test } from '@playwright/test';
import { loginAs, uniqueEmail } from '../support';
import { activateThroughLink, loginToTenant, openDialog } from '../tenant/access-support';

test('invites a contact to the portal; that person activates and logs in to /customer', async ({ page, browser }) => {
  const email = uniqueEmail('portal');
  const name = `Portal Müşterisi ${Date.now()}`;
  await loginToTenant(page, 'owner@teknik.cari.demo');
  await page.goto('/tenant/customers');
  const form = page.getByTestId('customer-form');
  await openDialog(page, 'Yeni Müşteri', form);
  await form.getByLabel('Ad / Unvan').fill(name);
  await form.getByRole('button', { name: 'Kişi Ekle' }).click();
  const contact = form.getByTestId('contact-card');
  await contact.getByLabel('Ad soyad').fill('Selin Yurt');
  await contact.getByLabel('E-posta').fill(email);
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Müşteri kaydedildi.')).toBeVisible();

  await page.getByRole('link', { name }).click();
  await expect(page.getByTestId('customer-detail')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Teklifler' })).toBeVisible();
  await page.getByRole('tab', { name: 'Yetkililer' }).click();
  await openDialog(
    page,
    'Portala Davet Et',
    page.getByText(`${email} adresine müşteri portalı aktivasyon bağlantısı gönderilsin mi?`),
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Portala Davet Et' }).click();
  await expect(page.getByText(`Davet gönderildi: ${email}`)).toBeVisible();
  await expect(page.getByTestId('contact-item')).toContainText('Davet bekliyor');

  const invitee = await (await browser.newContext()).newPage();
  await activateThroughLink(invitee, email, 'Sari.Kapi.1234');
  await loginAs(invitee, email, 'Sari.Kapi.1234');
  await invitee.waitForURL('**/customer');
});
