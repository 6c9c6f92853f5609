import type { z } from 'zod';

/**
 * A response schema the browser loads on its first use. The schema modules and zod itself (about
 * 30 kB gzip, and the building of every schema on the main thread) stay off a page's first load:
 * the page's first data is rendered on the server, so the first parse comes with the first request
 * the user makes, and the schema loads alongside that request.
 */
export type LazySchema<T extends z.ZodType> = () => Promise<T>;

export function lazySchema<T extends z.ZodType>(load: () => Promise<T>): LazySchema<T> {
  let schema: Promise<T> | undefined;
  return () =>
    (schema ??= load().catch((error: unknown) => {
      schema = undefined; // a chunk that failed to load is tried again on the next request
      throw error;
    }));
}

/** The paging envelope `{ items, totalCount, … }` around a lazily loaded row schema. */
export const lazyPage = <T extends z.ZodType>(load: () => Promise<T>) =>
  lazySchema(async () => (await import('@/lib/schemas/common')).pageOf(await load()));

/** An array of a lazily loaded item schema. */
export const lazyArray = <T extends z.ZodType>(load: () => Promise<T>) =>
  lazySchema(async () => (await import('@/lib/schemas/common')).arrayOf(await load()));

/** Validates the `{ data }` envelope of an answer against the response schema. */
export async function parseData<T extends z.ZodType>(
  promise: Promise<unknown>,
  schema: LazySchema<T>,
): Promise<z.infer<T>> {
  const [body, parser] = await Promise.all([promise, schema()]);
  if (typeof body !== 'object' || body === null || !('data' in body)) {
    throw new Error('The answer has no { data } envelope');
  }
  return parser.parse(body.data) as z.infer<T>;
}

/** Drops empty filters so `?searchText=` is never sent. */
export function toSearchParams(query: object): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as Record<string, string | number>;
}
