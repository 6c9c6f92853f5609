/**
 * `npm run bench -- --lighthouse`: Lighthouse performance scores of the main pages on the production
 * build (`npm run build` first), mobile preset (simulated slow 4G, CPU 4x) and desktop preset.
 *
 * Lighthouse 12.2.3 runs through npx (fetched from the npm registry on first use, not a dependency of
 * the app: 13 wants Node 22). It drives a Chromium we start with a debugging port; Playwright signs in
 * over the same port first, so Lighthouse's tab carries the account's cookies (it clears caches, not
 * cookies). `--lighthouse-runs=N` audits per page and preset (default 1), the median score printed.
 */
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium } from '@playwright/test';
import { REFERENCE_PAGE, startReference } from './bench-reference';
import { freePort } from './bench-server';
import { AREAS, signIn, startServer } from './bench-vitals';

const LIGHTHOUSE = 'lighthouse@12.2.3';
const PRESETS = [
  { label: 'mobile', flags: [] as string[] },
  { label: 'desktop', flags: ['--preset=desktop'] },
];

interface Audit {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
}

async function audit(url: string, port: number, flags: string[]): Promise<Audit> {
  const { stdout } = await promisify(execFile)(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      `--port=${port}`,
      '--only-categories=performance',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      ...flags,
    ],
    { maxBuffer: 64 * 1024 * 1024, env: { ...process.env, NODE_OPTIONS: '' } },
  );
  const report = JSON.parse(stdout) as {
    categories: { performance: { score: number } };
    audits: Record<string, { numericValue: number }>;
  };
  const value = (id: string) => report.audits[id]!.numericValue;
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    si: value('speed-index'),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchLighthouse(runs: number) {
  if (!fs.existsSync(path.join('.next', 'BUILD_ID'))) {
    throw new Error('Lighthouse measures the production build: run `npm run build` first');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cari-lighthouse-'));
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'cari-lighthouse-profile-'));
  const server = await startServer(await freePort(), dataDir);
  const reference = await startReference(await freePort());
  const debugPort = await freePort();
  const browserProcess = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      // The interface in Turkish, as the sign-in form's labels are looked up.
      '--lang=tr-TR',
      '--accept-lang=tr-TR,tr',
      `--remote-debugging-port=${debugPort}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  try {
    let browser;
    for (let i = 0; !browser; i++) {
      browser = await chromium.connectOverCDP(`http://127.0.0.1:${debugPort}`).catch((error) => {
        if (i > 50) throw error;
        return new Promise<undefined>((r) => setTimeout(() => r(undefined), 200));
      });
    }
    const context = browser.contexts()[0]!;
    const rows: { page: string; preset: string; audit: Audit }[] = [];
    for (const area of AREAS) {
      await context.clearCookies();
      if (area.account) {
        const page = await context.newPage();
        await page.goto(server.base);
        await signIn(page, area.account, server.base);
        await page.close();
      }
      for (const page of area.pages) {
        const url = area.reference ? reference.url : server.base + page;
        // One unmeasured load first, as the vitals bench does: the server's own first render of a
        // route (its code loaded and compiled) is not the page's cost, and Lighthouse counts the
        // server's response time into every paint it simulates.
        const warm = await context.newPage();
        await warm.goto(url);
        await warm.waitForLoadState('networkidle');
        await warm.close();
        for (const preset of PRESETS) {
          const audits: Audit[] = [];
          for (let i = 0; i < runs; i++) audits.push(await audit(url, debugPort, preset.flags));
          const keys = Object.keys(audits[0]!) as (keyof Audit)[];
          const result = Object.fromEntries(keys.map((k) => [k, median(audits.map((a) => a[k]))])) as unknown as Audit;
          rows.push({ page, preset: preset.label, audit: result });
        }
      }
    }
    await browser.close();
    print(rows, runs);
  } finally {
    browserProcess.kill('SIGTERM');
    await Promise.all([server.stop(), reference.stop()]);
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

function print(rows: { page: string; preset: string; audit: Audit }[], runs: number) {
  const ms = (n: number) => n.toFixed(0).padStart(7);
  console.log(
    `\nLighthouse 12.2.3 performance (median of ${runs} audit${runs > 1 ? 's' : ''} per page and preset; ±: the score against the ${REFERENCE_PAGE} page)`,
  );
  for (const preset of PRESETS) {
    const reference = rows.find((r) => r.preset === preset.label && r.page === REFERENCE_PAGE)!.audit.score;
    console.log(`\n${preset.label}`);
    console.log(
      `${'page'.padEnd(18)} ${'score'.padStart(5)} ${'±'.padStart(4)} ${'FCP ms'.padStart(7)} ${'LCP ms'.padStart(7)} ${'TBT ms'.padStart(7)} ${'SI ms'.padStart(7)} ${'CLS'.padStart(6)}`,
    );
    for (const { page, audit: a } of rows.filter((r) => r.preset === preset.label)) {
      console.log(
        `${page.padEnd(18)} ${String(a.score).padStart(5)} ${signed(a.score - reference).padStart(4)} ${ms(a.fcp)} ${ms(a.lcp)} ${ms(a.tbt)} ${ms(a.si)} ${a.cls.toFixed(3).padStart(6)}`,
      );
    }
  }
}
