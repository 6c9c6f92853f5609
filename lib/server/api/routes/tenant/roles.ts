import 'server-only';

import { Hono } from 'hono';
import { z } from 'zod';
import { pageOf } from '@/lib/schemas/common';
import {
  createRoleInputSchema,
  listRolesQuerySchema,
  permissionMatrixModuleSchema,
  roleSchema,
  roleSummarySchema,
  updateRoleInputSchema,
} from '@/lib/schemas/roles';
import { getPermissionMatrix } from '../../../services/tenant/permission-matrix';
import { getRoleOrThrow, listRoles } from '../../../services/tenant/role-queries';
import { createRole, deleteRole, updateRole } from '../../../services/tenant/roles';
import type { AppEnv } from '../../context';
import { requirePermission, validate } from '../../middleware';
import { describeRoute } from '../../openapi-registry';
import { actorOf, idParam } from './helpers';

export const roleRoutes = new Hono<AppEnv>();
const tag = 'Tenant roles';
const base = '/api/tenant/Roles';

describeRoute({
  method: 'get',
  path: `${base}/permission-matrix`,
  summary: 'Permissions of the enabled modules, grouped by module',
  tag,
  response: z.array(permissionMatrixModuleSchema),
});
// GET /api/tenant/Roles/permission-matrix – what a role may contain, in the request language
roleRoutes.get('/permission-matrix', requirePermission('roles.view'), async (c) =>
  c.json({ data: await getPermissionMatrix(c.var.db, { tenantId: actorOf(c).tenantId, lang: c.var.lang }) }),
);

describeRoute({
  method: 'get',
  path: base,
  summary: "The tenant's roles",
  tag,
  query: listRolesQuerySchema,
  response: pageOf(roleSummarySchema),
});
// GET /api/tenant/Roles – paged, searchable by name, owner role first
roleRoutes.get('/', requirePermission('roles.view'), validate('query', listRolesQuerySchema), async (c) =>
  c.json({ data: await listRoles(c.var.db, { tenantId: actorOf(c).tenantId, query: c.req.valid('query') }) }),
);

describeRoute({
  method: 'get',
  path: `${base}/{id}`,
  summary: 'One role with its permission ids',
  tag,
  response: roleSchema,
});
// GET /api/tenant/Roles/:id – another tenant's role answers 404
roleRoutes.get('/:id', requirePermission('roles.view'), async (c) =>
  c.json({ data: await getRoleOrThrow(c.var.db, { tenantId: actorOf(c).tenantId, roleId: idParam(c) }) }),
);

describeRoute({
  method: 'post',
  path: base,
  summary: 'Create a role',
  tag,
  body: createRoleInputSchema,
  response: roleSchema,
});
// POST /api/tenant/Roles – name unique in the tenant, permissions of enabled modules only
roleRoutes.post('/', requirePermission('roles.create'), validate('json', createRoleInputSchema), async (c) =>
  c.json({ data: await createRole(c.var.db, { ...actorOf(c), input: c.req.valid('json') }) }, 201),
);

describeRoute({
  method: 'put',
  path: `${base}/{id}`,
  summary: 'Update a role (stale version: 409; owner role: 422)',
  tag,
  body: updateRoleInputSchema,
  response: roleSchema,
});
// PUT /api/tenant/Roles/:id – replaces name, description and permissions
roleRoutes.put('/:id', requirePermission('roles.update'), validate('json', updateRoleInputSchema), async (c) =>
  c.json({ data: await updateRole(c.var.db, { ...actorOf(c), roleId: idParam(c), input: c.req.valid('json') }) }),
);

describeRoute({
  method: 'delete',
  path: `${base}/{id}`,
  summary: 'Delete a role no user holds (held: 409; owner role: 422)',
  tag,
});
// DELETE /api/tenant/Roles/:id
roleRoutes.delete('/:id', requirePermission('roles.delete'), async (c) => {
  await deleteRole(c.var.db, { ...actorOf(c), roleId: idParam(c) });
  return c.json({ data: { ok: true } });
});
