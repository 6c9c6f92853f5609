import 'server-only';

import { Hono } from 'hono';
import { z } from 'zod';
import { pageOf } from '@/lib/schemas/common';
import { permissionOf, tenantModules, type PermissionCode, type ResourceModuleKey } from '@/lib/modules/tenant-modules';
import type { CrudService } from '../kit/crud-service';
import type { ListQuery } from '../kit/list-page';
import type { AppEnv } from './context';
import { requirePermission, validate } from './middleware';
import { doc } from './route-doc';
import { actorOf, idParam, keyedAnswer } from './routes/tenant/helpers';

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
 * described in the OpenAPI document: GET / (paged list), GET /:id, POST /, PUT /:id, DELETE /:id,
 * under whatever path the router is mounted at (routes/tenant/index.ts mounts it at the module's `api`).
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
  const named = { label: tenantModules[key].label, permission: (action: CrudAction) => permissionOf(key, action) };
  return crudRoutesOf(named, schemas, service, opts);
}

type CrudAction = 'view' | 'create' | 'update' | 'delete';

/** crudRoutes for a module named by its descriptor's label and permissions (a simple module's too: kit/simple-module.ts). */
export function crudRoutesOf<Input, Q extends ListQuery>(
  mod: { label: { en: string }; permission: (action: CrudAction) => PermissionCode },
  schemas: CrudSchemas,
  service: CrudRouteService<Input, Q>,
  opts: { router?: Hono<AppEnv>; list?: boolean } = {},
): Hono<AppEnv> {
  const router = opts.router ?? new Hono<AppEnv>();
  const { label } = mod;
  const can = (action: CrudAction) => requirePermission(mod.permission(action));
  const { create: createOp, update: updateOp, remove: removeOp } = service;

  if (opts.list !== false) {
    const page = pageOf(schemas.listItem ?? schemas.item);
    const summary = `${label.en}: paged list with Turkish-folded search`;
    router.get('/', doc({ summary, response: page }), can('view'), validate('query', schemas.listQuery), async (c) => {
      const query = c.req.valid('query') as Q;
      const viewer = actorOf(c);
      return c.json({ data: await service.list(c.var.db, { tenantId: viewer.tenantId, query, viewer }) });
    });
  }

  router.get('/:id', doc({ summary: `${label.en}: one record`, response: schemas.item }), can('view'), async (c) => {
    const viewer = actorOf(c);
    return c.json({ data: await service.get(c.var.db, { tenantId: viewer.tenantId, id: idParam(c), viewer }) });
  });

  if (createOp) {
    const created = doc({ summary: `${label.en}: create (Idempotency-Key)`, response: schemas.item });
    router.post('/', created, can('create'), validate('json', schemas.create), async (c) =>
      keyedAnswer(c, mod.permission('create'), 201, (db) => createOp(db, actorOf(c), c.req.valid('json') as Input)),
    );
  }

  const updateSchema = schemas.update;
  if (updateOp && updateSchema) {
    const updated = doc({ summary: `${label.en}: update (a stale version answers 409)`, response: schemas.item });
    router.put('/:id', updated, can('update'), validate('json', updateSchema), async (c) => {
      const input = c.req.valid('json') as Input & { version: number };
      return c.json({ data: await updateOp(c.var.db, actorOf(c), idParam(c), input) });
    });
  }

  if (removeOp) {
    const removed = doc({ summary: `${label.en}: delete`, response: z.object({ id: z.uuid() }) });
    router.delete('/:id', removed, can('delete'), async (c) => {
      await removeOp(c.var.db, actorOf(c), idParam(c));
      return c.json({ data: { id: idParam(c) } });
    });
  }
  return router;
}
