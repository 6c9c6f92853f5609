import 'server-only';

import { Hono } from 'hono';
import { z } from 'zod';
import { pageOf } from '@/lib/schemas/common';
import { permissionOf, tenantModules, type ResourceModuleKey } from '@/lib/modules/tenant-modules';
import type { CrudService } from '../kit/crud-service';
import type { ListQuery } from '../kit/list-page';
import type { AppEnv } from './context';
import { requirePermission, validate } from './middleware';
import { describeRoute } from './openapi-registry';
import { actorOf, idParam } from './routes/tenant/helpers';

export interface CrudSchemas {
  item: z.ZodType;
  /** The list's row, when it is smaller than the record. */
  listItem?: z.ZodType;
  listQuery: z.ZodType;
  create: z.ZodType;
  /** Absent for records that are never edited (payments: a reversal instead). */
  update?: z.ZodType;
}

/** The operations a resource offers: reads always; a write the service lacks has no route (append-only records). */
export type CrudRouteService<Input, Q extends ListQuery> = Pick<CrudService<unknown, Input, Q>, 'list' | 'get'> &
  Partial<Pick<CrudService<unknown, Input, Q>, 'create' | 'update' | 'remove'>>;

/**
 * The five routes of a tenant module's resource, each behind the module's own permission and
 * described in the OpenAPI document: GET / (paged list), GET /:id, POST /, PUT /:id, DELETE /:id.
 * Routes a module adds itself go on `router` before this call, so their paths win over /:id;
 * `list: false` leaves GET / to the module (e.g. an unpaged tree); a service without create, update
 * or remove gets no POST, PUT or DELETE (a module may register its own POST first, e.g. to read an
 * Idempotency-Key).
 */
export function crudRoutes<Input, Q extends ListQuery>(
  key: ResourceModuleKey,
  schemas: CrudSchemas,
  service: CrudRouteService<Input, Q>,
  opts: { router?: Hono<AppEnv>; list?: boolean } = {},
): Hono<AppEnv> {
  const router = opts.router ?? new Hono<AppEnv>();
  const { api, label } = tenantModules[key];
  const base = `/api/${api}`;
  const tag = label.en;
  const can = (action: 'view' | 'create' | 'update' | 'delete') => requirePermission(permissionOf(key, action));

  if (opts.list !== false) {
    const summary = `${label.en}: paged list with Turkish-folded search`;
    describeRoute({
      method: 'get',
      path: base,
      summary,
      tag,
      query: schemas.listQuery,
      response: pageOf(schemas.listItem ?? schemas.item),
    });
    router.get('/', can('view'), validate('query', schemas.listQuery), async (c) => {
      const query = c.req.valid('query') as Q;
      const viewer = actorOf(c);
      return c.json({ data: await service.list(c.var.db, { tenantId: viewer.tenantId, query, viewer }) });
    });
  }

  describeRoute({
    method: 'get',
    path: `${base}/{id}`,
    summary: `${label.en}: one record`,
    tag,
    response: schemas.item,
  });
  router.get('/:id', can('view'), async (c) => {
    const viewer = actorOf(c);
    return c.json({ data: await service.get(c.var.db, { tenantId: viewer.tenantId, id: idParam(c), viewer }) });
  });

  const { create: createOp, update: updateOp, remove: removeOp } = service;
  if (createOp) {
    const create = { summary: `${label.en}: create`, body: schemas.create, response: schemas.item };
    describeRoute({ method: 'post', path: base, tag, ...create });
    router.post('/', can('create'), validate('json', schemas.create), async (c) =>
      c.json({ data: await createOp(c.var.db, actorOf(c), c.req.valid('json') as Input) }, 201),
    );
  }

  const updateSchema = schemas.update;
  if (updateOp && updateSchema) {
    const update = { summary: `${label.en}: update (a stale version answers 409)`, body: updateSchema };
    describeRoute({ method: 'put', path: `${base}/{id}`, tag, response: schemas.item, ...update });
    router.put('/:id', can('update'), validate('json', updateSchema), async (c) => {
      const input = c.req.valid('json') as Input & { version: number };
      return c.json({ data: await updateOp(c.var.db, actorOf(c), idParam(c), input) });
    });
  }

  if (removeOp) {
    describeRoute({ method: 'delete', path: `${base}/{id}`, summary: `${label.en}: delete`, tag });
    router.delete('/:id', can('delete'), async (c) => {
      await removeOp(c.var.db, actorOf(c), idParam(c));
      return c.json({ data: { id: idParam(c) } });
    });
  }
  return router;
}
