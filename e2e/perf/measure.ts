import zlib from 'node:zlib';
import type { Page } from '@playwright/test';

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
      type Shift = { value: number; hadRecentInput: boolean; sources?: { node?: Element | null }[] };
      for (const entry of list.getEntries() as unknown as Shift[]) {
        if (entry.hadRecentInput) continue;
        w.__cls += entry.value;
        const nodes = (entry.sources ?? []).map((s) =>
          s.node ? `${s.node.nodeName}.${String((s.node as Element).className ?? '').slice(0, 60)}` : '?',
        );
        w.__shifts.push(`${entry.value.toFixed(4)} ${nodes.join(' | ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const { cls, shifts } = await page.evaluate(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    return { cls: w.__cls, shifts: w.__shifts };
  });
  if (process.env.CLS_DEBUG) console.log(path, shifts.join('\n'));
  return cls;
}
