import { globalSearchResultSchema } from '@/lib/schemas/search';
import { api } from './client';
import { parseData } from './envelope';

/** The header search over the tenant's records the user may see. */
export const searchTenant = (q: string, signal?: AbortSignal) =>
  parseData(api.get('tenant/Search', { searchParams: { q }, signal }).json(), globalSearchResultSchema);
