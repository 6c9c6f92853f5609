import 'server-only';

import type { AnyColumn } from 'drizzle-orm';
import { foldTurkish, turkishSortKey } from '@/lib/utils/turkish';

/** The derived columns of a record listed by its name: `searchable` folded for search, `sortable` as a Turkish sort key. */
export const nameColumns = (searchable: string, sortable: string = searchable) => ({
  searchText: foldTurkish(searchable),
  sortName: turkishSortKey(sortable),
});

/** crudService's search and sort of such a record: by its folded search text; by name (the sort key) or creation. */
export const byNameListing = (table: { searchText: AnyColumn; sortName: AnyColumn; createdAt: AnyColumn }) => ({
  search: { folded: table.searchText },
  sort: { name: table.sortName, createdAt: table.createdAt },
});
