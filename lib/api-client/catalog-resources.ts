import { apiPath } from '@/lib/modules/module-links';
import { api } from './client';
import { lazyArray, parseData } from './envelope';
import { flagParam, idParam } from './list-params';
import { defineResource } from './resource';

const schemas = () => import('@/lib/schemas/catalog');

const byName = { pageIndex: 0, pageSize: 20, sortField: 'name', sortOrder: 'asc' } as const;

const catalogFilters = { categoryId: idParam, active: flagParam };

export const productResource = defineResource('product', () => schemas().then((m) => m.productSchemas), byName, {
  sort: ['name', 'code', 'createdAt'],
  filters: catalogFilters,
});
export const laborResource = defineResource('labor', () => schemas().then((m) => m.laborSchemas), byName, {
  sort: ['name', 'createdAt'],
  filters: catalogFilters,
});
/** The first active products or labor items by name matching a typed search: what a document line's picker offers. */
export const pickerQuery = (searchText: string | undefined) => ({ ...byName, active: 'true', searchText }) as const;
export const categoryResource = defineResource(
  'category',
  () => schemas().then((m) => m.categorySchemas),
  { pageIndex: 0, pageSize: 20 },
  {},
);

/** The whole category tree is one list (GET /Categories answers every category, flat). */
const categoryTreeSchema = lazyArray(() => schemas().then((m) => m.categorySchema));
export const fetchCategoryTree = () => parseData(api.get(apiPath('category')).json(), categoryTreeSchema);
export const categoryTreeOptions = categoryResource.query('tree', fetchCategoryTree);
