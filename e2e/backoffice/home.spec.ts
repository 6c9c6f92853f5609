import { expect, test } from '@playwright/test';
import { openAsAdmin } from './backoffice-support';

test('the Backoffice home shows the platform counts and the latest audit entries', async ({ page }) => {
  await openAsAdmin(page, '/backoffice', 'backoffice-home');
  await expect(page.getByTestId('stat-active-tenants')).toContainText('Aktif firmalar');
  await expect(page.getByTestId('stat-modules')).toContainText(/\d+/);
  // The admin's own sign-in is the newest entry at the latest.
  await expect(page.getByTestId('latest-audit').getByText('Giriş').first()).toBeVisible();
});
