import zlib from 'node:zlib';
import { expect, type Page } from '@playwright/test';

/**
 * Every script a page loads until the network is idle (what the browser received, uncompressed);
 * with `until`, not before that selector shows (a chart drawn after its data and lazy chunk).
 */
export async function scriptBodies(page: Page, path: string, until?: string): Promise<Buffer[]> {
  const bodies: Promise<Buffer | null>[] = [];
  const onResponse = (response: import('@playwright/test').Response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body().catch(() => null));
  };
  page.on('response', onResponse);
  await page.goto(path);
  if (until) await page.locator(until).first().waitFor();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return (await Promise.all(bodies)).filter((b): b is Buffer => b !== null);
}

/**
 * The JavaScript a page loads, as gzip bytes (what the wire carries with compression), summed
 * over every script response until the network is idle.
 */
export async function javascriptWeight(page: Page, path: string): Promise<{ files: number; gzip: number }> {
  const files = await scriptBodies(page, path);
  return { files: files.length, gzip: gzipWeight(files) };
}

/** Scripts' size as gzip bytes. */
export const gzipWeight = (files: Buffer[]) => files.reduce((sum, b) => sum + zlib.gzipSync(b, { level: 9 }).length, 0);

/**
 * Whether the chart library (recharts) is among those scripts: its Surface component, which every
 * chart draws into, carries this class name through minification.
 */
export const CHART_LIBRARY_MARKER = 'recharts-surface';
export const loadsChartLibrary = (files: Buffer[]) => files.some((b) => b.includes(CHART_LIBRARY_MARKER));

/** RSC requests (prefetches and navigations) the page fires from now on. */
export function rscRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const headers = request.headers();
    if (headers.rsc === '1' || new URL(request.url()).searchParams.has('_rsc'))
      seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

/**
 * Cumulative layout shift of a page load, as web-vitals counts it (shifts without recent input),
 * observed from the first paint until the page has settled.
 */
export async function layoutShift(page: Page, path: string): Promise<number> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    w.__cls = 0;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      type Rect = { x: number; y: number; width: number; height: number };
      type Source = { node?: Element | null; previousRect: Rect; currentRect: Rect };
      type Shift = { value: number; startTime: number; hadRecentInput: boolean; sources?: Source[] };
      const box = (r: Rect) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
      for (const entry of list.getEntries() as unknown as Shift[]) {
        if (entry.hadRecentInput) continue;
        w.__cls += entry.value;
        // Which node moved, and from where to where (x,y width x height), to find the cause.
        const nodes = (entry.sources ?? []).map((s) =>
          s.node
            ? `${s.node.nodeName}.${String((s.node as Element).className ?? '').slice(0, 60)} ${box(s.previousRect)} -> ${box(s.currentRect)}`
            : '?',
        );
        w.__shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms\n  ${nodes.join('\n  ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const { cls, shifts, timing } = await page.evaluate(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    // When the page was painted, parsed and hydrated-ready, to tell a shift while the HTML was still
    // arriving (before domInteractive) from one after hydration.
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const paint = performance.getEntriesByName('first-paint')[0]?.startTime ?? 0;
    const ms = (n = 0) => Math.round(n);
    const timing = `first paint ${ms(paint)} ms, dom interactive ${ms(nav?.domInteractive)} ms, loaded ${ms(nav?.domContentLoadedEventEnd)} ms`;
    return { cls: w.__cls, shifts: w.__shifts, timing };
  });
  if (process.env.CLS_DEBUG && shifts.length) console.log(`${path} (${timing})\n${shifts.join('\n')}`);
  return cls;
}

/**
 * A detail page ('/tenant/customers/:id'): the first record linked from its list page (the link to
 * `<list>/<uuid>`, or `<list>/<kind>/<uuid>` for the portal's documents).
 */
export async function detailPath(page: Page, key: string) {
  if (!key.endsWith('/:id')) return key;
  const list = key.slice(0, -'/:id'.length);
  const pattern = new RegExp(`^${list}/([a-z-]+/)?[0-9a-f-]{36}$`);
  await page.goto(list);
  let href: string | undefined;
  await expect
    .poll(async () => {
      const hrefs = await page.locator('main a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      href = hrefs.find((h): h is string => pattern.test(h ?? ''));
      return href;
    })
    .toBeTruthy();
  return href!;
}
