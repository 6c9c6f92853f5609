import { api } from './client';
import { lazySchema, parseData } from './envelope';

const globalSearchResultSchema = lazySchema(() =>
  import('@/lib/schemas/search').then((m) => m.globalSearchResultSchema),
);

/** The header search over the tenant's records the user may see. */
export const searchTenant = (q: string, signal?: AbortSignal) =>
  parseData(api.get('tenant/Search', { searchParams: { q }, signal }).json(), globalSearchResultSchema);
