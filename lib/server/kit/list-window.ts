import 'server-only';

import { AsyncLocalStorage } from 'node:async_hooks';
import { log } from '../log';
import { tablesAffectedBy } from './module-tables';

/**
 * The ordered ids of a list (one tenant, one filter, one sort order), up to the list cap, kept for
 * a few seconds so that turning pages, and the totals beside them, cost no second scan.
 *
 * Freshness: every write through the kit bumps the generation of its table, and of the tables its
 * module's writes affect (lib/modules/write-effects.ts), for the tenant: at once on this instance,
 * and, on PostgreSQL, in the database once the request's transactions are over and before its answer
 * goes out (list-generations.ts). A window is used only while both generations it was read under
 * are still the current ones, so the next list read through any app instance shows the write. Rows
 * themselves are always read fresh by id. WINDOW_TTL_MS bounds a window's life whatever happens.
 */

export const WINDOW_TTL_MS = 10_000;
const MAX_WINDOWS = 200;
const MAX_IDS = 1_000_000;

export interface Window {
  ids: string[];
  /** More rows matched than the window holds. */
  capped: boolean;
  /** This instance's generation of the table when the window's query started. */
  generation: number;
  /** The database's generation of the table then (0 without shared generations: PGlite). */
  shared: number;
  at: number;
}

/** The generations every instance on one database sees: PostgreSQL's (list-generations.ts). */
export interface SharedGenerations {
  /** The stored generation of the scope's table (a tenant id, or the platform's). */
  read(scope: string, table: string): Promise<number>;
  /** Bumps the stored generations of `keys` (`scope|table`) in one statement. */
  bump(keys: string[]): Promise<void>;
}

/** A window query under way: requests that miss the same window at once share it while its generations hold. */
export interface WindowLoad {
  promise: Promise<Window>;
  generation: number;
  shared: number;
}

/** One database's list windows in this process (db/client.ts gives each Database its own). */
export class ListWindows {
  private readonly windows = new Map<string, Window>();
  private readonly generations = new Map<string, number>();
  private ids = 0;
  readonly loading = new Map<string, WindowLoad>();

  constructor(readonly shared?: SharedGenerations) {}

  /** The table's generation for the tenant on this instance: read before a window's query, stored with its result. */
  generationOf(tenantId: string, table: string): number {
    return this.generations.get(`${tenantId}|${table}`) ?? 0;
  }

  /** The database's generation (0 without shared generations): read before a query, and to trust a kept window. */
  sharedGenerationOf(tenantId: string, table: string): Promise<number> {
    return this.shared ? this.shared.read(tenantId, table) : Promise.resolve(0);
  }

  /** Bumps this instance's generation of each `tenant|table` key. */
  bumpLocal(keys: Iterable<string>): void {
    for (const key of keys) this.generations.set(key, (this.generations.get(key) ?? 0) + 1);
  }

  /** The kept window of `key` while this instance's generation and its age allow; the shared one is the caller's to check. */
  read(tenantId: string, table: string, key: string): Readonly<Window> | null {
    const window = this.windows.get(key);
    if (!window) return null;
    if (window.generation !== this.generationOf(tenantId, table) || Date.now() - window.at > WINDOW_TTL_MS) {
      this.drop(key, window);
      return null;
    }
    // Map order is insertion order: re-inserting marks it as recently used.
    this.windows.delete(key);
    this.windows.set(key, window);
    return window;
  }

  /**
   * Keeps the window a query read; its generations are those from before that query, so a write
   * that landed while it ran leaves the window already stale.
   */
  write(key: string, window: Omit<Window, 'at'>): Readonly<Window> {
    const previous = this.windows.get(key);
    if (previous) this.drop(key, previous);
    const stored = { ...window, at: Date.now() };
    this.windows.set(key, stored);
    this.ids += stored.ids.length;
    for (const [oldest, window] of this.windows) {
      if (this.windows.size <= MAX_WINDOWS && this.ids <= MAX_IDS) break;
      this.drop(oldest, window);
    }
    return stored;
  }

  private drop(key: string, window: Window) {
    this.windows.delete(key);
    this.ids -= window.ids.length;
  }
}

/** The writes of one API request: their shared generations are bumped once its transactions are over. */
interface WriteScope {
  lists: ListWindows;
  written: Set<string>;
}
const scopes = new AsyncLocalStorage<WriteScope>();

/** Outside a request (pages, jobs): the process database's windows, set by lib/server/database.ts. */
const processLists = ((globalThis as { __cariLists?: { lists?: ListWindows } }).__cariLists ??= {});

export function setProcessLists(lists: ListWindows | undefined): void {
  processLists.lists = lists;
}

/** The windows of the request's database, else of the process's. */
export function listWindows(): ListWindows | undefined {
  return scopes.getStore()?.lists ?? processLists.lists;
}

/**
 * Runs one API request's work; the lists its writes changed are then stale on this instance again
 * (a window read between a write and its transaction's commit) and, on PostgreSQL, in the database,
 * before the answer goes out: the writer's next read, through any instance, shows the write.
 */
export async function withListWrites<T>(lists: ListWindows, work: () => Promise<T>): Promise<T> {
  const scope: WriteScope = { lists, written: new Set() };
  try {
    return await scopes.run(scope, work);
  } finally {
    if (scope.written.size > 0) await publish(lists, [...scope.written]);
  }
}

async function publish(lists: ListWindows, keys: string[]) {
  lists.bumpLocal(keys);
  try {
    await lists.shared?.bump(keys);
  } catch (error) {
    // The write itself stands; other instances see it when their windows expire (WINDOW_TTL_MS).
    log.error('List generations not bumped', { keys, error });
  }
}

/** A write changed `table` for the tenant: its lists, and those of the tables it affects, are read again. */
export function invalidateLists(tenantId: string, table: string): void {
  const keys = tablesAffectedBy(table).map((affected) => `${tenantId}|${affected}`);
  const scope = scopes.getStore();
  const lists = scope?.lists ?? processLists.lists;
  if (!lists) return;
  lists.bumpLocal(keys);
  if (scope) for (const key of keys) scope.written.add(key);
  // A job's write outside a request: its transaction is over (tenantWrite's finally).
  else if (lists.shared) void publish(lists, keys);
}
