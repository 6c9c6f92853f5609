import { keepPreviousData, queryOptions, type DataTag, type UseQueryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { moduleSpecOf, type ResourceModuleKey } from '@/lib/modules/tenant-modules';
import { api } from './client';
import { lazyPage, lazySchema, parseData, toSearchParams } from './envelope';
import { moduleKey } from './invalidate';
import type { ListParams } from './list-params';

interface ResourceSchemas<
  Item extends z.ZodType,
  Query extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
  Row extends z.ZodType,
> {
  item: Item;
  /** The list's row, when it is smaller than the record (default: the record). */
  listItem?: Row;
  listQuery: Query;
  /** Absent for records made another way (staff users are invited). */
  create?: Create;
  /** Absent for records that are never edited (payments). */
  update?: Update;
}

/**
 * Query options whose key carries the data type: `queryClient.setQueryData(opts.queryKey, data)` in a
 * server prefetch is checked against what the client's query returns.
 */
export type TypedQueryOptions<T> = UseQueryOptions<T, Error, T, readonly unknown[]> & {
  queryKey: DataTag<readonly unknown[], T, Error>;
};

/**
 * One more read of a module (its settings, assignees, totals …) as a `queryOptions` factory: the key
 * is the module's root key, `name` and the arguments, so the module's writes refresh it too.
 */
export function readQuery<T, A extends unknown[]>(
  root: (scope: string) => readonly unknown[],
  name: string,
  fetch: (...args: A) => Promise<T>,
) {
  return (scope: string, ...args: A): TypedQueryOptions<T> =>
    queryOptions<T, Error, T, readonly unknown[]>({
      queryKey: [...root(scope), name, ...args],
      queryFn: () => fetch(...args),
      enabled: Boolean(scope),
    });
}

/** A paged list's query (`scope`: the tenant or portal account in its key); the last page stays on screen while the next loads. */
export function listQuery<T>(
  scope: string,
  queryKey: readonly unknown[],
  fetch: () => Promise<T>,
): TypedQueryOptions<T> {
  return queryOptions<T, Error, T, readonly unknown[]>({
    queryKey,
    queryFn: fetch,
    enabled: Boolean(scope),
    placeholderData: keepPreviousData,
  });
}

/**
 * A tenant module's REST resource for the browser, built from its descriptor and zod schemas:
 * query keys (tenant id inside every key), the five requests (answers parsed through the one
 * envelope parser) and `queryOptions` factories. Server pages prefetch the list page the address
 * asks for (`params`: its sort fields and filters, list-params.ts) under the same key, so a first
 * visit makes no client request. The schemas come as a loader
 * (`() => import('@/lib/schemas/<module>').then((m) => m.<module>Schemas)`): they load with the
 * first request, not with the page (envelope.ts).
 */
export function defineResource<
  Item extends z.ZodType,
  Query extends z.ZodType,
  Create extends z.ZodType = z.ZodNever,
  Update extends z.ZodType = z.ZodNever,
  Row extends z.ZodType = Item,
>(
  key: ResourceModuleKey,
  loadSchemas: () => Promise<ResourceSchemas<Item, Query, Create, Update, Row>>,
  initialQuery: z.output<Query>,
  params: NoInfer<ListParams<z.output<Query>>>,
) {
  type ItemT = z.output<Item>;
  type RowT = z.output<Row>;
  type QueryT = z.output<Query>;
  const path = moduleSpecOf(key)!.api!;
  const item = lazySchema(async () => (await loadSchemas()).item);
  const page = lazyPage(async () => {
    const schemas = await loadSchemas();
    return schemas.listItem ?? schemas.item;
  });
  const keys = {
    all: (tenantId: string) => moduleKey(tenantId, key),
    list: (tenantId: string, query: QueryT) => [...keys.all(tenantId), 'list', query] as const,
    detail: (tenantId: string, id: string) => [...keys.all(tenantId), 'detail', id] as const,
  };
  const requests = {
    list: (query: QueryT): Promise<Page<RowT>> =>
      parseData(api.get(path, { searchParams: toSearchParams(query as object) }).json(), page) as Promise<Page<RowT>>,
    get: (id: string): Promise<ItemT> => parseData(api.get(`${path}/${id}`).json(), item),
    create: (input: z.input<Create>): Promise<ItemT> => parseData(api.post(path, { json: input }).json(), item),
    update: ({ id, ...input }: z.input<Update> & { id: string }): Promise<ItemT> =>
      parseData(api.put(`${path}/${id}`, { json: input }).json(), item),
    remove: (id: string) => api.delete(`${path}/${id}`).json(),
  };
  return {
    key,
    initialQuery,
    params,
    /** The schemas, for the server page to check the query an address asks for. */
    schemas: loadSchemas,
    keys,
    ...requests,
    listOptions: (tenantId: string, query: QueryT) =>
      listQuery(tenantId, keys.list(tenantId, query), () => requests.list(query)),
    detailOptions: (tenantId: string, id: string): TypedQueryOptions<ItemT> =>
      queryOptions<ItemT, Error, ItemT, readonly unknown[]>({
        queryKey: keys.detail(tenantId, id),
        queryFn: () => requests.get(id),
        enabled: Boolean(tenantId && id),
      }),
    /** A `queryOptions` factory for another read of the module (readQuery under its keys). */
    query: <T, A extends unknown[]>(name: string, fetch: (...args: A) => Promise<T>) =>
      readQuery(keys.all, name, fetch),
  };
}

export interface Page<Item> {
  items: Item[];
  totalCount: number;
  totalCapped?: boolean;
  pageIndex: number;
  pageSize: number;
}

/** What writing to a resource needs: its requests and its module (whose writes refresh what they affect). */
export interface ResourceWrites<Item = unknown, Create = unknown, Update = unknown> {
  key: ResourceModuleKey;
  keys: { all(tenantId: string): readonly unknown[] };
  create(input: Create): Promise<Item>;
  update(input: Update & { id: string }): Promise<Item>;
  remove(id: string): Promise<unknown>;
}

/**
 * What generic screens and hooks need of a resource, whatever its schemas. Members are methods so
 * a concrete resource fits a screen typed with wider inputs (method parameters are bivariant).
 */
export interface Resource<
  Item = unknown,
  Query = unknown,
  Create = unknown,
  Update = unknown,
  Detail = Item,
> extends ResourceWrites<Detail, Create, Update> {
  initialQuery: Query;
  params: ListParams<Query>;
  keys: {
    all(tenantId: string): readonly unknown[];
    list(tenantId: string, query: Query): readonly unknown[];
    detail(tenantId: string, id: string): readonly unknown[];
  };
  get(id: string): Promise<Detail>;
  listOptions(tenantId: string, query: Query): TypedQueryOptions<Page<Item>>;
  detailOptions(tenantId: string, id: string): TypedQueryOptions<Detail>;
}
