/*
 * A list's state in the address, so a shared link or a reload opens the same list: `page` (from 1),
 * `size`, `sort`, `order`, `q` and each filter under its own name, defaults left out. The server page
 * reads the address with the same function as the browser, so its prefetch lands under the very
 * query key the list asks for. A value that does not fit falls back to the default: a hand-edited
 * address opens a list, never an error.
 */

/** The paging part of every list query. */
export interface ListQueryBase {
  pageIndex: number;
  pageSize: number;
  searchText?: string;
  sortField?: string;
  sortOrder?: 'asc' | 'desc';
}

type PagingKey = keyof ListQueryBase;

/** A filter's check of its address value: the value, or undefined when it does not fit. */
export type Param<V> = (raw: string) => V | undefined;

/** What a list keeps in the address beyond paging and search: its sort fields and its filters. */
export interface ListParams<Q> {
  /** The fields the list's API sorts by (any other `sort` falls back to the default). */
  sort?: readonly NonNullable<Q extends { sortField?: infer S } ? S : never>[];
  filters?: { [K in Exclude<keyof Q, PagingKey>]?: Param<NonNullable<Q[K]>> };
}

/** The largest page the API serves (pagingQuerySchema). */
const MAX_PAGE_SIZE = 100;
const MAX_SEARCH = 200;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^(\d{4})-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** One of a fixed set of values (a status, a kind, 'true' / 'false'). */
export const oneOf =
  <const V extends string>(values: readonly V[]): Param<V> =>
  (raw) =>
    values.find((v) => v === raw);

/** A yes / no filter as the API takes it ('active', 'readyToInvoice'). */
export const flagParam = oneOf(['true', 'false']);

/** A record's id. */
export const idParam: Param<string> = (raw) => (UUID.test(raw) ? raw : undefined);

/** A calendar day 'YYYY-MM-DD' that exists, in the years the API accepts (1900–2100). */
export const dayParam: Param<string> = (raw) => {
  const year = Number(DAY.exec(raw)?.[1]);
  const real = year >= 1900 && year <= 2100 && new Date(`${raw}T00:00:00Z`).toISOString().startsWith(raw);
  return real ? raw : undefined;
};

/** A moment with its offset ('2026-03-02T00:00:00+03:00'). */
export const instantParam: Param<string> = (raw) =>
  INSTANT.test(raw) && !Number.isNaN(Date.parse(raw)) ? raw : undefined;

/** Free text up to `max` characters, trimmed; blank is no filter. */
export const textParam =
  (max: number): Param<string> =>
  (raw) => {
    const text = raw.trim();
    return text && text.length <= max ? text : undefined;
  };

const wholeNumber = (raw: string | null, min: number, max: number) => {
  const n = raw !== null && /^\d+$/.test(raw) ? Number(raw) : NaN;
  return n >= min && n <= max ? n : undefined;
};

type Read = Pick<URLSearchParams, 'get'>;

/** The list query an address asks for (`initial` fills in what it leaves out or gets wrong). */
export function readListQuery<Q extends ListQueryBase>(search: Read, initial: Q, params: ListParams<Q>): Q {
  const query = { ...initial } as Record<string, unknown>;
  const page = wholeNumber(search.get('page'), 1, Number.MAX_SAFE_INTEGER);
  if (page !== undefined) query.pageIndex = page - 1;
  query.pageSize = wholeNumber(search.get('size'), 1, MAX_PAGE_SIZE) ?? initial.pageSize;
  const sort = search.get('sort');
  if (sort !== null && params.sort?.some((field) => field === sort)) query.sortField = sort;
  const order = search.get('order');
  if (order === 'asc' || order === 'desc') query.sortOrder = order;
  const q = textParam(MAX_SEARCH)(search.get('q') ?? '');
  if (q !== undefined) query.searchText = q;
  for (const [name, check] of filterEntries(params)) {
    const raw = search.get(name);
    const value = raw === null ? undefined : check(raw);
    if (value !== undefined) query[name] = value;
  }
  return query as Q;
}

/** The address of a list query: only what differs from `initial`, in a fixed order. */
export function writeListQuery<Q extends ListQueryBase>(query: Q, initial: Q, params: ListParams<Q>): URLSearchParams {
  const out = new URLSearchParams();
  const put = (name: string, value: unknown, fallback: unknown) => {
    if (value !== undefined && value !== null && value !== '' && value !== fallback) out.set(name, String(value));
  };
  put('page', query.pageIndex + 1, initial.pageIndex + 1);
  put('size', query.pageSize, initial.pageSize);
  put('sort', query.sortField, initial.sortField);
  put('order', query.sortOrder, initial.sortOrder);
  put('q', query.searchText?.trim(), initial.searchText);
  const values = query as Record<string, unknown>;
  const defaults = initial as Record<string, unknown>;
  for (const [name] of filterEntries(params)) put(name, values[name], defaults[name]);
  return out;
}

/** Whether a query searches or filters beyond the list's defaults (an empty answer then means "no match"). */
export function isFiltered<Q extends ListQueryBase>(query: Q, initial: Q, params: ListParams<Q>): boolean {
  const values = query as Record<string, unknown>;
  const defaults = initial as Record<string, unknown>;
  const differs = (name: string) => ![undefined, '', defaults[name]].includes(values[name]);
  return differs('searchText') || filterEntries(params).some(([name]) => differs(name));
}

/** A page's `searchParams` (Next's record) as the URLSearchParams the browser would see. */
export function searchParamsOf(record: Record<string, string | string[] | undefined>): URLSearchParams {
  const out = new URLSearchParams();
  for (const [name, value] of Object.entries(record)) {
    for (const v of [value ?? []].flat()) out.append(name, v);
  }
  return out;
}

const filterEntries = <Q>(params: ListParams<Q>) => Object.entries(params.filters ?? {}) as [string, Param<unknown>][];
