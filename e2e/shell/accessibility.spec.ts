import AxeBuilder from '@axe-core/playwright';
import { devices, expect, test, type Page } from '@playwright/test';
import { createTenantByApi } from '../backoffice/backoffice-support';
import { latestLinkFor, loginAs } from '../support';

/**
 * axe-core over every area page: WCAG 2.1 A and AA, plus the experimental label-in-name rule
 * (label-content-name-mismatch, WCAG 2.5.3). The one violation allowed is the contrast of white
 * text on the specified primary colour #3B82F6 (3.67:1, primary buttons and badges), which the
 * README documents; every other finding fails the test. A table that scrolls sideways must be a
 * keyboard stop of its own (KeyboardScroll: a named region with tabindex 0), even where axe is
 * content with a link inside it. The pages run at 1280 px, and a representative set again on a
 * phone (390 px, a phone's user agent): the screens whose layout changes there.
 */
test.describe.configure({ mode: 'parallel' });

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const PRIMARY_FILL = '#3b82f6';
/** A phone as responsive.spec.ts has it: 390 px, touch, and a phone's user agent (the server's phone layout). */
const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent: devices['Pixel 7'].userAgent,
};

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];
type Node = Violation['nodes'][number];

/** White text on the specified primary fill: the documented exception, and nothing else. */
function isPrimaryFillContrast(violation: Violation, node: Node) {
  if (violation.id !== 'color-contrast') return false;
  const data = node.any.find((check) => check.id === 'color-contrast')?.data as
    { fgColor?: string; bgColor?: string } | undefined;
  return data?.fgColor?.toLowerCase() === '#ffffff' && data?.bgColor?.toLowerCase() === PRIMARY_FILL;
}

function describeViolations(violations: Violation[]) {
  return violations
    .map((v) =>
      [
        `  [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length})`,
        ...v.nodes.map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ')}`),
      ].join('\n'),
    )
    .join('\n');
}

/** Waits until the page has settled: its data answered, no spinner or skeleton, animations done. */
async function settle(page: Page, testId?: string) {
  if (testId) await expect(page.getByTestId(testId).first()).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0, { timeout: 20_000 });
  await page.waitForTimeout(400);
}

/** The tables whose scroll area overflows sideways without being a named keyboard stop. */
function scrollersWithoutStop(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body')]
      .filter((el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX))
      .filter((el) => el.scrollWidth > el.clientWidth + 1)
      .filter((el) => el.tabIndex !== 0 || el.getAttribute('role') !== 'region' || !el.getAttribute('aria-label'))
      .map((el) => el.closest('[data-testid]')?.getAttribute('data-testid') ?? el.className),
  );
}

/** Runs axe on the page; answers the findings other than the documented primary-fill contrast. */
async function audit(page: Page, name: string): Promise<string | undefined> {
  const noStop = await scrollersWithoutStop(page);
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(TAGS)
    .analyze();
  const remaining = results.violations
    .map((v) => ({ ...v, nodes: v.nodes.filter((n) => !isPrimaryFillContrast(v, n)) }))
    .filter((v) => v.nodes.length > 0);
  if (remaining.length === 0 && noStop.length === 0) return undefined;
  const stops = noStop.map((where) => `  a sideways scrolling table that is no keyboard stop: ${where}`);
  return [`${name} (${page.url()}):`, ...stops, ...(remaining.length ? [describeViolations(remaining)] : [])].join(
    '\n',
  );
}

/** Visits each page in turn and fails once, at the end, listing every page's findings. */
async function auditPages(page: Page, pages: { path: string | (() => Promise<string>); testId?: string }[]) {
  const findings: string[] = [];
  for (const entry of pages) {
    const path = typeof entry.path === 'string' ? entry.path : await entry.path();
    await page.goto(path);
    await settle(page, entry.testId);
    const found = await audit(page, path);
    if (found) findings.push(found);
  }
  if (findings.length) console.log(findings.join('\n\n'));
  expect(findings, findings.join('\n\n')).toEqual([]);
}

/**
 * The href of the first link on the list page that leads under `prefix` (a record's detail); with
 * `rowText`, in the first table row that shows that text.
 */
async function firstLink(page: Page, listPath: string, testId: string, prefix: RegExp, rowText?: string) {
  await page.goto(listPath);
  await settle(page, testId);
  const scope = rowText
    ? page.getByTestId(testId).locator('tr', { hasText: rowText }).first()
    : page.getByTestId(testId);
  const hrefs = await scope.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const href = hrefs.find((h) => prefix.test(h));
  expect(href, `a detail link on ${listPath}`).toBeTruthy();
  return href!;
}

/**
 * A record's detail page, reached through the first link of its list that leads under the list's path
 * (`kind`: one more segment, as /documents/<kind>/<id>); with `rowText`, in the first row showing it.
 */
const detailOf = (
  page: Page,
  list: string,
  listTestId: string,
  testId: string,
  { rowText, kind = false }: { rowText?: string; kind?: boolean } = {},
) => ({
  path: () =>
    firstLink(page, list, listTestId, new RegExp(`^${list}/${kind ? '[a-z-]+/' : ''}[0-9a-f-]{36}$`), rowText),
  testId,
});

test('auth pages have no accessibility violations', async ({ page, request }) => {
  const { ownerEmail } = await createTenantByApi(request, ['Dashboard']);
  const link = await latestLinkFor(ownerEmail);
  await auditPages(page, [
    { path: '/auth/login', testId: 'login-form' },
    { path: '/auth/forgot-password' },
    { path: link, testId: 'set-password-form' },
    {
      path: '/set-password?token=not-a-real-token&userId=00000000-0000-4000-8000-000000000000',
      testId: 'set-password-invalid-link',
    },
  ]);
});

test('tenant customer, catalogue and sales pages have no accessibility violations', async ({ page }) => {
  // A dozen pages and more, each settled and scanned: on two loaded cores more than the default 2 minutes.
  test.setTimeout(240_000);
  await loginAs(page, 'owner@teknik.cari.demo');
  await expect(page).toHaveURL('/tenant');
  await auditPages(page, [
    { path: '/tenant', testId: 'dashboard-page' },
    { path: '/tenant/customers', testId: 'customers-page' },
    detailOf(page, '/tenant/customers', 'customers-page', 'customer-detail'),
    { path: '/tenant/products', testId: 'products-page' },
    { path: '/tenant/labors', testId: 'labors-page' },
    { path: '/tenant/categories', testId: 'categories-page' },
    { path: '/tenant/offers', testId: 'offers-page' },
    detailOf(page, '/tenant/offers', 'offers-page', 'offer-detail'),
    { path: '/tenant/offers/templates', testId: 'offer-templates-page' },
    { path: '/tenant/work-orders', testId: 'work-orders-page' },
    detailOf(page, '/tenant/work-orders', 'work-orders-page', 'work-order-detail'),
    { path: '/tenant/tasks', testId: 'tasks-page' },
  ]);
});

test('tenant finance and settings pages have no accessibility violations', async ({ page }) => {
  // A dozen pages and more, each settled and scanned: on two loaded cores more than the default 2 minutes.
  test.setTimeout(240_000);
  await loginAs(page, 'owner@teknik.cari.demo');
  await expect(page).toHaveURL('/tenant');
  await auditPages(page, [
    { path: '/tenant/finance', testId: 'finance-overview' },
    { path: '/tenant/finance/invoices', testId: 'invoices-page' },
    detailOf(page, '/tenant/finance/invoices', 'invoices-page', 'invoice-detail'),
    // An issued invoice with no payment yet: its empty payments table's text is content, not a
    // disabled control, and must be readable (4.5:1).
    detailOf(page, '/tenant/finance/invoices', 'invoices-page', 'invoice-detail', { rowText: 'Ödenmedi' }),
    { path: '/tenant/finance/payments', testId: 'payments-page' },
    { path: '/tenant/finance/definitions/bank-accounts', testId: 'bank-accounts-page' },
    { path: '/tenant/finance/definitions/cash-registers', testId: 'cash-registers-page' },
    { path: '/tenant/finance/definitions/invoice-serial-numbers', testId: 'invoice-series-page' },
    { path: '/tenant/finance/definitions/payment-methods', testId: 'payment-methods-page' },
    { path: '/tenant/reports', testId: 'reports-page' },
    { path: '/tenant/settings/general', testId: 'general-settings-page' },
    { path: '/tenant/users', testId: 'users-page' },
    { path: '/tenant/role-management', testId: 'roles-page' },
    { path: '/tenant/settings/audit', testId: 'audit-page' },
    { path: '/profile', testId: 'profile-page' },
  ]);
});

test('Backoffice pages have no accessibility violations', async ({ page }) => {
  await loginAs(page, 'admin@cari.demo');
  await expect(page).toHaveURL('/backoffice');
  await auditPages(page, [
    { path: '/backoffice', testId: 'backoffice-home' },
    { path: '/backoffice/tenant', testId: 'tenants-page' },
    detailOf(page, '/backoffice/tenant', 'tenants-page', 'tenant-detail'),
    { path: '/backoffice/module', testId: 'modules-page' },
    { path: '/backoffice/settings', testId: 'settings-page' },
  ]);
});

test('customer portal pages have no accessibility violations', async ({ page }) => {
  await loginAs(page, 'musteri@teknik.cari.demo');
  await expect(page).toHaveURL('/customer');
  await auditPages(page, [
    { path: '/customer', testId: 'customer-home' },
    { path: '/documents', testId: 'documents-page' },
    detailOf(page, '/documents', 'documents-page', 'document-detail', { kind: true }),
    { path: '/notifications', testId: 'portal-notifications' },
    { path: '/settings', testId: 'portal-settings-form' },
  ]);
});

/*
 * The phone pass: about a third of the pages above, those whose layout changes on a phone (tables
 * that scroll sideways, lists as cards, tabs, the shell's drawer and header), in four tests the two
 * workers share. Every page twice would add several minutes to the suite for screens built from the
 * same parts.
 */
test.describe('on a phone (390 px)', () => {
  test.use(PHONE);

  test('tenant sales pages have no accessibility violations', async ({ page }) => {
    await loginAs(page, 'owner@teknik.cari.demo');
    await expect(page).toHaveURL('/tenant');
    await auditPages(page, [
      { path: '/tenant', testId: 'dashboard-page' },
      { path: '/tenant/customers', testId: 'customers-page' },
      detailOf(page, '/tenant/customers', 'customers-page', 'customer-detail'),
      detailOf(page, '/tenant/offers', 'offers-page', 'offer-detail'),
      detailOf(page, '/tenant/work-orders', 'work-orders-page', 'work-order-detail'),
    ]);
  });

  test('tenant finance and settings pages have no accessibility violations', async ({ page }) => {
    await loginAs(page, 'owner@teknik.cari.demo');
    await expect(page).toHaveURL('/tenant');
    await auditPages(page, [
      detailOf(page, '/tenant/finance/invoices', 'invoices-page', 'invoice-detail', { rowText: 'Ödenmedi' }),
      { path: '/tenant/reports', testId: 'reports-page' },
      { path: '/tenant/users', testId: 'users-page' },
      { path: '/tenant/settings/audit', testId: 'audit-page' },
      { path: '/tenant/finance', testId: 'finance-overview' },
    ]);
    // The accounts table is wider than the phone: the keyboard reaches it and scrolls it sideways.
    const accounts = page.getByRole('region', { name: 'Kasa ve banka hesapları' });
    await expect(accounts).toHaveAttribute('tabindex', '0');
    await accounts.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => accounts.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  });

  test('Backoffice pages have no accessibility violations', async ({ page }) => {
    await loginAs(page, 'admin@cari.demo');
    await expect(page).toHaveURL('/backoffice');
    await auditPages(page, [
      { path: '/backoffice/tenant', testId: 'tenants-page' },
      detailOf(page, '/backoffice/tenant', 'tenants-page', 'tenant-detail'),
    ]);
  });

  test('the login page and the customer portal have no accessibility violations', async ({ page }) => {
    await auditPages(page, [{ path: '/auth/login', testId: 'login-form' }]);
    await loginAs(page, 'musteri@teknik.cari.demo');
    await expect(page).toHaveURL('/customer');
    await auditPages(page, [
      { path: '/customer', testId: 'customer-home' },
      { path: '/documents', testId: 'documents-page' },
      detailOf(page, '/documents', 'documents-page', 'document-detail', { kind: true }),
      { path: '/notifications', testId: 'portal-notifications' },
    ]);
  });
});

test('keyboard: Tab through the tenant shell reaches the menu, the header actions and the primary action, each with a visible focus', async ({
  page,
}) => {
  await loginAs(page, 'owner@teknik.cari.demo');
  await page.goto('/tenant/customers');
  await settle(page, 'customers-page');
  await page.locator('body').click({ position: { x: 1, y: 1 } });

  const reached: { name: string; where: string; visibleFocus: boolean }[] = [];
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return undefined;
      // A text box or select shows its focus on the antd control around the native input.
      const control =
        el.closest<HTMLElement>('.ant-input-affix-wrapper, .ant-select, .ant-picker, .ant-input-number') ?? el;
      const style = getComputedStyle(control);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
      const where = el.closest('[data-testid="sidebar"]')
        ? 'menu'
        : el.closest('header')
          ? 'header'
          : el.closest('main')
            ? 'main'
            : 'other';
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 80);
      return { name, where, visibleFocus: outline || shadow };
    });
    if (focused) reached.push(focused);
  }
  const summary = reached.map((r) => `${r.where}: ${r.name}${r.visibleFocus ? '' : ' (NO VISIBLE FOCUS)'}`).join('\n');
  console.log(summary);
  expect(
    reached.some((r) => r.where === 'menu' && r.name === 'Müşteri Yönetimi'),
    summary,
  ).toBe(true);
  expect(
    reached.some((r) => r.where === 'header' && /Ara/.test(r.name)),
    summary,
  ).toBe(true);
  expect(
    reached.some((r) => r.where === 'header' && /Bildirim/i.test(r.name)),
    summary,
  ).toBe(true);
  expect(
    reached.some((r) => r.where === 'header' && r.name.includes('Profil menüsü')),
    summary,
  ).toBe(true);
  expect(
    reached.some((r) => r.where === 'main' && r.name === 'Yeni Müşteri'),
    summary,
  ).toBe(true);
  expect(
    reached.filter((r) => !r.visibleFocus),
    summary,
  ).toEqual([]);
});
