import './zod-config';
import { z } from 'zod';

/** What the header search looks through, in the order its groups are shown. */
export const searchKinds = ['customers', 'offers', 'invoices', 'workOrders', 'products'] as const;
export type SearchKind = (typeof searchKinds)[number];

/** Hits per kind: the search jumps to a record, the module's list is where one browses. */
export const SEARCH_LIMIT_PER_KIND = 5;

export const globalSearchQuerySchema = z.strictObject({
  q: z.string({ error: 'required' }).trim().max(100, 'tooLong'),
});

export const searchHitSchema = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  href: z.string(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const globalSearchResultSchema = z.object({
  groups: z.array(z.object({ kind: z.enum(searchKinds), items: z.array(searchHitSchema) })),
});
export type GlobalSearchResult = z.infer<typeof globalSearchResultSchema>;
