import { z } from 'zod';

/** Validates the `{ data }` envelope of an answer against the response schema. */
export async function parseData<T extends z.ZodType>(promise: Promise<unknown>, schema: T): Promise<z.infer<T>> {
  const body = z.object({ data: z.unknown() }).parse(await promise);
  return schema.parse(body.data) as z.infer<T>;
}

/** Drops empty filters so `?searchText=` is never sent. */
export function toSearchParams(query: object): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as Record<string, string | number>;
}
