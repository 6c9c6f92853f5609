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
  update: z.ZodType;
}

/**
 * The five routes of a tenant module's resource, each behind the module's own permission and
 * described in the OpenAPI document: GET / (paged list), GET /:id, POST /, PUT /:id, DELETE /:id.
 * Routes a module adds itself go on `router` before this call, so their paths win over /:id;
 * `list: false` leaves GET / to the module (e.g. an unpaged tree).
 */
export function crudRoutes<Input, Q extends ListQuery>(
  key: ResourceModuleKey,
  schemas: CrudSchemas,
  service: CrudService<unknown, Input, Q>,
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

  const create = { summary: `${label.en}: create`, body: schemas.create, response: schemas.item };
  describeRoute({ method: 'post', path: base, tag, ...create });
  router.post('/', can('create'), validate('json', schemas.create), async (c) =>
    c.json({ data: await service.create(c.var.db, actorOf(c), c.req.valid('json') as Input) }, 201),
  );

  const update = { summary: `${label.en}: update (a stale version answers 409)`, body: schemas.update };
  describeRoute({ method: 'put', path: `${base}/{id}`, tag, response: schemas.item, ...update });
  router.put('/:id', can('update'), validate('json', schemas.update), async (c) => {
    const input = c.req.valid('json') as Input & { version: number };
    return c.json({ data: await service.update(c.var.db, actorOf(c), idParam(c), input) });
  });

  describeRoute({ method: 'delete', path: `${base}/{id}`, summary: `${label.en}: delete`, tag });
  router.delete('/:id', can('delete'), async (c) => {
    await service.remove(c.var.db, actorOf(c), idParam(c));
    return c.json({ data: { id: idParam(c) } });
  });
  return router;
}
