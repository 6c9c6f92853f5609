import 'server-only';

import { tablesAffectedBy } from './module-tables';

/**
 * The ordered ids of a list (one tenant, one filter, one sort order), up to the list cap, kept for
 * a few seconds so that turning pages, and the totals beside them, cost no second scan.
 *
 * Freshness: every write through the kit bumps the generation of its table, and of the tables its
 * module's writes affect (lib/modules/write-effects.ts), for the tenant, which drops that tenant's
 * windows of those tables at once on this instance; other app instances see the change when their
 * window expires (WINDOW_TTL_MS). Rows themselves are always read fresh by id, so a cached window
 * can at most show a just-created row late or a just-deleted one missing.
 */

export const WINDOW_TTL_MS = 10_000;
const MAX_WINDOWS = 200;
const MAX_IDS = 1_000_000;

export interface Window {
  ids: string[];
  /** More rows matched than the window holds. */
  capped: boolean;
  generation: number;
  at: number;
}

interface Store {
  windows: Map<string, Window>;
  generations: Map<string, number>;
  ids: number;
}
const store = ((globalThis as { __cariListWindows?: Store }).__cariListWindows ??= {
  windows: new Map(),
  generations: new Map(),
  ids: 0,
});

/** The table's generation for the tenant: read before a window's query, stored with its result. */
export const generationOf = (tenantId: string, table: string) => store.generations.get(`${tenantId}|${table}`) ?? 0;

/** A write changed `table` for the tenant: its lists, and those of the tables it affects, are read again. */
export function invalidateLists(tenantId: string, table: string): void {
  for (const affected of tablesAffectedBy(table)) {
    const key = `${tenantId}|${affected}`;
    store.generations.set(key, (store.generations.get(key) ?? 0) + 1);
  }
}

export function readWindow(tenantId: string, table: string, key: string): Readonly<Window> | null {
  const window = store.windows.get(key);
  if (!window) return null;
  if (window.generation !== generationOf(tenantId, table) || Date.now() - window.at > WINDOW_TTL_MS) {
    drop(key, window);
    return null;
  }
  // Map order is insertion order: re-inserting marks it as recently used.
  store.windows.delete(key);
  store.windows.set(key, window);
  return window;
}

/**
 * Keeps the window a query read; `generation` is the table's generation from before that query,
 * so a write that landed while it ran leaves the window already stale.
 */
export function writeWindow(
  key: string,
  window: { ids: string[]; capped: boolean; generation: number },
): Readonly<Window> {
  const previous = store.windows.get(key);
  if (previous) drop(key, previous);
  const stored = { ...window, at: Date.now() };
  store.windows.set(key, stored);
  store.ids += stored.ids.length;
  for (const [oldest, window] of store.windows) {
    if (store.windows.size <= MAX_WINDOWS && store.ids <= MAX_IDS) break;
    drop(oldest, window);
  }
  return stored;
}

function drop(key: string, window: Window) {
  store.windows.delete(key);
  store.ids -= window.ids.length;
}
