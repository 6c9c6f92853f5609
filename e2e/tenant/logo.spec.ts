import { expect, test, type Page } from '@playwright/test';
import { loginAs } from '../support';
import { loginToTenant } from './access-support';

// A 2x2 PNG.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGOwbvpm3fSNAUIBACy2Bs0fuM7VAAAAAElFTkSuQmCC',
  'base64',
);

const bearer = async (page: Page) => {
  const token = (await page.context().cookies()).find((c) => c.name === 'accessToken')?.value;
  return { Authorization: `Bearer ${decodeURIComponent(token ?? '')}` };
};

test('the logo uploaded in settings shows in the sidebar and on the portal with the company details', async ({
  browser,
}) => {
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await loginToTenant(owner, 'owner@teknik.cari.demo');
  try {
    await owner.goto('/tenant/settings/general');
    const card = owner.getByTestId('logo-card');
    await expect(async () => {
      await card.locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
      await expect(owner.getByText('Logo yüklendi.')).toBeVisible({ timeout: 3_000 });
    }).toPass();
    // The sidebar's header swaps the letter for the logo at once…
    const sidebarLogo = owner.getByTestId('sidebar').getByTestId('tenant-logo');
    await expect(sidebarLogo).toBeVisible();
    await expect(sidebarLogo).toHaveJSProperty('complete', true);
    expect(await sidebarLogo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
    // …and a new page has it in its first HTML (prefetched on the server), the specified product name kept.
    await owner.goto('/tenant/customers');
    await expect(owner.getByTestId('sidebar').getByTestId('tenant-logo')).toBeVisible();
    await expect(owner.getByTestId('sidebar').getByText('Cari', { exact: true })).toBeVisible();

    // The customer portal of the same tenant: the logo in its header, the company's name and phone.
    const portalContext = await browser.newContext();
    const portal = await portalContext.newPage();
    await loginAs(portal, 'musteri@teknik.cari.demo');
    await portal.waitForURL(/\/customer/);
    const portalLogo = portal.getByTestId('sidebar').getByTestId('tenant-logo');
    await expect(portalLogo).toBeVisible();
    await expect(portalLogo).toHaveAttribute('alt', 'Demo Teknik Servis');
    expect(await portalLogo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
    const company = portal.getByTestId('home-company');
    await expect(company.getByTestId('home-company-name')).toHaveText('Demo Teknik Servis');
    await expect(company.getByText('+90 216 555 01 01')).toBeVisible();
    await expect(company.getByText('owner@teknik.cari.demo')).toBeVisible();
    await portalContext.close();
  } finally {
    // Other specs of this run see Demo Teknik Servis without a logo.
    await owner.request.delete('/api/tenant/Settings/general/logo', { headers: await bearer(owner) });
    await ownerContext.close();
  }
});
