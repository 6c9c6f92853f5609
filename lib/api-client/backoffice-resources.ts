import { tenantStatuses } from '@/lib/schemas/values/backoffice-tenants';
import { backofficeKeys } from './backoffice-keys';
import {
  fetchAllModuleCategories,
  fetchAllModules,
  fetchModuleCategories,
  fetchModulePermissions,
  fetchModules,
} from './backoffice-requests';
import { fetchTenant, fetchTenants } from './backoffice-tenant-requests';
import { idParam, oneOf, type ListParams, type ListQueryBase } from './list-params';
import { listQuery, readQuery, type Page, type TypedQueryOptions } from './resource';

/**
 * The Backoffice's records are the platform's, not a tenant's: where the tenant kit puts the tenant
 * id in its queries, the Backoffice has this one scope.
 */
const PLATFORM = 'platform';

/** A Backoffice list: its first query, what it keeps in the address (list-params.ts) and its query. */
export interface PlatformList<Row, Q extends ListQueryBase> {
  initialQuery: Q;
  params: ListParams<Q>;
  listOptions(query: Q): TypedQueryOptions<Page<Row>>;
}

/** A list under `root`: the writes that refresh `root` refresh it. */
function platformList<Row, Q extends ListQueryBase>(
  root: () => readonly unknown[],
  fetch: (query: Q) => Promise<Page<Row>>,
  initialQuery: NoInfer<Q>,
  params: NoInfer<ListParams<Q>>,
): PlatformList<Row, Q> {
  return {
    initialQuery,
    params,
    listOptions: (query) => listQuery(PLATFORM, [...root(), 'list', query], () => fetch(query)),
  };
}

/** Another read as a `queryOptions` factory under `root`. */
function platformQuery<T, A extends unknown[]>(
  root: () => readonly unknown[],
  name: string,
  fetch: (...args: A) => Promise<T>,
) {
  const options = readQuery(root, name, fetch);
  return (...args: A) => options(PLATFORM, ...args);
}

/** /backoffice/tenant: newest first, searched and filtered by status. */
export const tenantList = platformList(
  backofficeKeys.tenants,
  fetchTenants,
  { pageIndex: 0, pageSize: 20 },
  { filters: { status: oneOf(tenantStatuses) } },
);
/** One tenant with its staff, portal account count and enabled modules. */
export const tenantOptions = platformQuery(backofficeKeys.tenants, 'detail', fetchTenant);

/** /backoffice/module: in menu order, searched and filtered by category. */
export const moduleList = platformList(
  backofficeKeys.modules,
  fetchModules,
  { pageIndex: 0, pageSize: 20 },
  { filters: { categoryId: idParam } },
);
/** The whole catalogue in menu order, for pickers. */
export const allModulesOptions = platformQuery(backofficeKeys.modules, 'all', fetchAllModules);
/** A page of the categories (their drawer) and all of them (filter and form pickers). */
export const moduleCategoriesOptions = platformQuery(backofficeKeys.modules, 'categories', fetchModuleCategories);
export const allModuleCategoriesOptions = platformQuery(
  backofficeKeys.modules,
  'all-categories',
  fetchAllModuleCategories,
);
/** A module's permissions (ListModulePermissionsQuery: the module and a search). */
export const modulePermissionsOptions = platformQuery(backofficeKeys.modules, 'permissions', fetchModulePermissions);
