import zlib from 'node:zlib';
import { expect, type Page } from '@playwright/test';

/** Scripts' size as gzip bytes. */
export const gzipWeight = (files: Buffer[]) => files.reduce((sum, b) => sum + zlib.gzipSync(b, { level: 9 }).length, 0);

/**
 * Whether the chart library (recharts) is among those scripts: its Surface component, which every
 * chart draws into, carries this class name through minification.
 */
export const CHART_LIBRARY_MARKER = 'recharts-surface';
export const loadsChartLibrary = (files: Buffer[]) => files.some((b) => b.includes(CHART_LIBRARY_MARKER));

/**
 * Whether zod is among those scripts: its error class keeps this name through minification. A page
 * whose first data came from the server parses nothing in the browser, so zod (and the schemas)
 * should load only with a form or the first request (lib/api-client/envelope.ts).
 */
export const SCHEMA_LIBRARY_MARKER = 'ZodError';
export const loadsSchemaLibrary = (files: Buffer[]) => files.some((b) => b.includes(SCHEMA_LIBRARY_MARKER));

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

export interface FirstVisit {
  /** Cumulative layout shift, as web-vitals counts it (shifts without recent input). */
  cls: number;
  /** Every script the page loaded (what the browser received, uncompressed). */
  scripts: Buffer[];
  /** The hrefs of the links in the page's main area, to find a record's detail page. */
  links: string[];
}

/**
 * Loads `path` in a fresh page and measures it from the first paint until the network is idle (and,
 * with `until`, that selector shows: a chart drawn after its data and lazy chunk). CLS_DEBUG=1 prints
 * the nodes that shifted.
 */
export async function firstVisit(page: Page, path: string, until?: string): Promise<FirstVisit> {
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
  const bodies: Promise<Buffer | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body().catch(() => null));
  });
  await page.goto(path);
  if (until) await page.locator(until).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const { cls, shifts, timing, links } = await page.evaluate(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    // When the page was painted, parsed and hydrated-ready, to tell a shift while the HTML was still
    // arriving (before domInteractive) from one after hydration.
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const paint = performance.getEntriesByName('first-paint')[0]?.startTime ?? 0;
    const ms = (n = 0) => Math.round(n);
    const timing = `first paint ${ms(paint)} ms, dom interactive ${ms(nav?.domInteractive)} ms, loaded ${ms(nav?.domContentLoadedEventEnd)} ms`;
    const links = [...document.querySelectorAll('main a[href]')].map((a) => a.getAttribute('href') ?? '');
    return { cls: w.__cls, shifts: w.__shifts, timing, links };
  });
  if (process.env.CLS_DEBUG && shifts.length) console.log(`${path} (${timing})\n${shifts.join('\n')}`);
  const scripts = (await Promise.all(bodies)).filter((b): b is Buffer => b !== null);
  return { cls, scripts, links };
}

/**
 * The path to open for a page key: the key itself, or for a detail page ('/tenant/customers/:id') the
 * first record its list page linked to (`<list>/<uuid>`, or `<list>/<kind>/<uuid>` for the portal's
 * documents), from the links of the pages measured so far.
 */
export function detailPath(key: string, linksByPage: Map<string, string[]>): string {
  if (!key.endsWith('/:id')) return key;
  const list = key.slice(0, -'/:id'.length);
  const pattern = new RegExp(`^${list}/([a-z-]+/)?[0-9a-f-]{36}$`);
  const href = linksByPage.get(list)?.find((h) => pattern.test(h));
  expect(href, `a record linked from ${list}, measured before ${key}`).toBeTruthy();
  return href!;
}
