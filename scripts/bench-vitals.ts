/**
 * `npm run bench -- --vitals`: web-vitals figures of the main pages, measured on the production build
 * (`npm run build` first) started on a fresh demo data folder, in Debian's Chromium.
 *
 * Per page and viewport (390 px with the CPU slowed 4x and a phone's user agent, as Lighthouse's
 * mobile preset does, and 1280 px unthrottled) the median of `--vitals-runs` fresh loads (default 3)
 * of: LCP, FCP, CLS, total blocking time (the part over 50 ms of every long task from the first paint
 * until the network is idle, from a PerformanceObserver 'longtask') and the JavaScript the page
 * loaded, as gzip. Ratios are to the bare antd page (scripts/bench-reference.ts) measured in the
 * same run at the same size: the customers list's antd components and nothing else. Local network, no
 * throttling of it: the figures are the page's own cost (bundle, hydration, rendering), not a
 * connection's.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, devices, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { gzipWeight } from '../e2e/perf/measure';
import { REFERENCE_PAGE, startReference } from './bench-reference';
import { freePort, whenServing } from './bench-server';

const PASSWORD = 'Demo.1234';

/** The pages measured, by the account that opens them (none: signed out); `reference`: the bare antd page. */
export const AREAS: { account?: string; reference?: boolean; pages: string[] }[] = [
  { reference: true, pages: [REFERENCE_PAGE] },
  { pages: ['/auth/login'] },
  {
    account: 'owner@teknik.cari.demo',
    pages: ['/tenant', '/tenant/customers', '/tenant/products', '/tenant/offers'],
  },
  { account: 'admin@cari.demo', pages: ['/backoffice'] },
  { account: 'musteri@teknik.cari.demo', pages: ['/customer'] },
];

const VIEWPORTS = [
  { label: '390 px, CPU 4x', width: 390, height: 844, cpuSlowdown: 4, mobile: true },
  { label: '1280 px', width: 1280, height: 800, cpuSlowdown: 1, mobile: false },
];

interface Vitals {
  lcp: number;
  fcp: number;
  cls: number;
  tbt: number;
  js: number;
}

/** The production server as the e2e tests start it (scripts/e2e-server.mjs), on PGlite in `dataDir`. */
export async function startServer(port: number, dataDir: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, E2E_PORT: String(port), E2E_DATA_DIR: dataDir };
  // The bench itself runs under the react-server condition and may point at PostgreSQL; the server does neither.
  delete env.NODE_OPTIONS;
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['scripts/e2e-server.mjs'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://localhost:${port}`;
  return { base, stop: await whenServing(child, `${base}/api/health`, 'the server', 180_000) };
}

export async function signIn(page: Page, email: string, base = '') {
  await page.goto(`${base}/auth/login`);
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Şifre').fill(PASSWORD);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/login'), { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

/**
 * Observers installed before any page script runs; their figures are read once the page is idle.
 * A string, not a function: the bench's compiler would wrap a function's inner functions in a
 * helper the page does not have.
 */
const OBSERVE_VITALS = `(() => {
  const v = (window.__vitals = { lcp: 0, fcp: 0, cls: 0, longTasks: [] });
  const watch = (type, each) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(each)).observe({ type, buffered: true });
    } catch {}
  };
  watch('largest-contentful-paint', (e) => { v.lcp = e.startTime; });
  watch('paint', (e) => { if (e.name === 'first-contentful-paint') v.fcp = e.startTime; });
  watch('layout-shift', (e) => { if (!e.hadRecentInput) v.cls += e.value; });
  watch('longtask', (e) => { v.longTasks.push([e.startTime, e.duration]); });
})();`;

async function measure(context: BrowserContext, url: string, cpuSlowdown: number): Promise<Vitals> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  const scripts: Promise<Buffer | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.body().catch(() => null));
  });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const raw = (await page.evaluate('window.__vitals')) as {
    lcp: number;
    fcp: number;
    cls: number;
    longTasks: number[][];
  };
  if (!raw || !raw.fcp) throw new Error(`${url}: no paint observed`);
  const files = (await Promise.all(scripts)).filter((b): b is Buffer => b !== null);
  await cdp.detach();
  await page.close();
  const tbt = raw.longTasks
    .filter(([start, duration]) => start + duration > raw.fcp)
    .reduce((sum, [start, duration]) => sum + Math.max(0, start + duration - Math.max(start, raw.fcp) - 50), 0);
  return { lcp: raw.lcp, fcp: raw.fcp, cls: raw.cls, tbt, js: gzipWeight(files) };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

export async function benchVitals(runs: number) {
  if (!fs.existsSync(path.join('.next', 'BUILD_ID'))) {
    throw new Error('web vitals measure the production build: run `npm run build` first');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cari-vitals-'));
  const server = await startServer(await freePort(), dataDir);
  const reference = await startReference(await freePort());
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    });
    const results: { page: string; viewport: string; vitals: Vitals }[] = [];
    for (const viewport of VIEWPORTS) {
      for (const area of AREAS) {
        const context = await browser.newContext({
          baseURL: server.base,
          locale: 'tr-TR',
          timezoneId: 'Europe/Istanbul',
          viewport: { width: viewport.width, height: viewport.height },
          isMobile: viewport.mobile,
          hasTouch: viewport.mobile,
          deviceScaleFactor: viewport.mobile ? 3 : 1,
          // A phone's browser: the server renders the shell's phone layout for it.
          userAgent: viewport.mobile ? devices['Pixel 7'].userAgent : undefined,
        });
        await context.addInitScript(OBSERVE_VITALS);
        if (area.account) {
          const page = await context.newPage();
          await signIn(page, area.account);
          await page.close();
        }
        for (const page of area.pages) {
          const url = area.reference ? reference.url : page;
          // One unmeasured load first: the server's own first render of a route is not the page's cost.
          await measure(context, url, 1);
          const samples: Vitals[] = [];
          for (let i = 0; i < runs; i++) samples.push(await measure(context, url, viewport.cpuSlowdown));
          const vitals = Object.fromEntries(
            (['lcp', 'fcp', 'cls', 'tbt', 'js'] as const).map((k) => [k, median(samples.map((s) => s[k]))]),
          ) as unknown as Vitals;
          results.push({ page, viewport: viewport.label, vitals });
        }
        await context.close();
      }
    }
    printTable(results, runs);
  } finally {
    await browser?.close();
    await Promise.all([server.stop(), reference.stop()]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function printTable(results: { page: string; viewport: string; vitals: Vitals }[], runs: number) {
  const ms = (n: number) => n.toFixed(0).padStart(6);
  // A ratio to a near-zero figure (a blocking time on a desktop) says nothing: '-'.
  const x = (n: number, base: number, floor = 1) => (base >= floor ? (n / base).toFixed(2) : '-').padStart(6);
  console.log(
    `\nWeb vitals of the production build (median of ${runs} fresh loads, cache off; ratios to the ${REFERENCE_PAGE} page at the same size)`,
  );
  for (const viewport of VIEWPORTS) {
    const rows = results.filter((r) => r.viewport === viewport.label);
    const base = rows.find((r) => r.page === REFERENCE_PAGE)!.vitals;
    console.log(`\n${viewport.label}`);
    console.log(
      `${'page'.padEnd(18)} ${'LCP ms'.padStart(6)} ${'x'.padStart(6)} ${'FCP ms'.padStart(6)} ${'x'.padStart(6)} ${'TBT ms'.padStart(6)} ${'x'.padStart(6)} ${'CLS'.padStart(6)} ${'JS kB'.padStart(6)} ${'x'.padStart(6)}`,
    );
    for (const { page, vitals: v } of rows) {
      console.log(
        `${page.padEnd(18)} ${ms(v.lcp)} ${x(v.lcp, base.lcp)} ${ms(v.fcp)} ${x(v.fcp, base.fcp)} ${ms(v.tbt)} ${x(v.tbt, base.tbt, 20)} ${v.cls.toFixed(3).padStart(6)} ${ms(v.js / 1024)} ${x(v.js, base.js)}`,
      );
    }
  }
  console.log(
    '\nTBT: the part over 50 ms of each long task from the first contentful paint until the network is idle (no ratio to a reference TBT under 20 ms); JS: gzip of every script loaded.',
  );
}
