import { expect, test, type Page } from '@playwright/test';
import { loginAs } from '../support';

/** Every Content-Security-Policy violation the page reports, from its first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) seen.push(m.text());
  });
  return seen;
}

const areas = [
  { account: null, pages: ['/auth/login', '/auth/forgot-password'] },
  {
    account: 'owner@teknik.cari.demo',
    pages: ['/tenant', '/tenant/customers', '/tenant/offers', '/tenant/finance/invoices', '/tenant/reports'],
  },
  { account: 'admin@cari.demo', pages: ['/backoffice', '/backoffice/tenant'] },
  { account: 'musteri@teknik.cari.demo', pages: ['/customer', '/documents'] },
];

for (const { account, pages } of areas) {
  test(`${account ?? 'signed out'}: pages carry a nonce policy and run without a CSP violation`, async ({ page }) => {
    const violations = await watchViolations(page);
    if (account) await loginAs(page, account);
    for (const path of pages) {
      const response = await page.goto(path);
      const headers = response!.headers();
      const policy = headers['content-security-policy'] ?? '';
      expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      await expect(page.locator('[data-area], [data-testid="auth-card"]').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    expect(violations).toEqual([]);
  });
}

test('the first answer parsed in the browser (schemas loaded on demand) runs without a CSP violation', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await loginAs(page, 'owner@teknik.cari.demo');
  await page.goto('/tenant/customers');
  await expect(page.getByTestId('customers-table')).toBeVisible();
  // The list came rendered from the server; a search is the page's first request, which loads zod and
  // the customer schemas and builds them.
  const answered = page.waitForResponse((r) => r.url().includes('/api/tenant/Customers?') && r.ok());
  const box = page.getByPlaceholder('Ad, vergi no, e-posta veya telefon ara');
  await box.fill('Işık');
  await box.press('Enter');
  await answered;
  await expect(page.getByTestId('customers-table')).toContainText('Işık Yapı');
  expect(violations).toEqual([]);
});

test('a nonce is new on every response', async ({ request }) => {
  const nonceOf = async () =>
    /'nonce-([^']+)'/.exec((await request.get('/auth/login')).headers()['content-security-policy'] ?? '')?.[1];
  const [a, b] = [await nonceOf(), await nonceOf()];
  expect(a).toBeTruthy();
  expect(a).not.toBe(b);
});

test('a dotted page path needs a session like any other (/tenant/customers.rsc)', async ({ request }) => {
  const response = await request.get('/tenant/customers.rsc', { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(response.headers()['location']).toContain('/auth/login');
});
