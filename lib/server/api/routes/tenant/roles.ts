import 'server-only';

import { Hono } from 'hono';
import { z } from 'zod';
import { okSchema, pageOf } from '@/lib/schemas/common';
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
import { doc } from '../../route-doc';
import { actorOf, idParam } from './helpers';

export const roleRoutes = new Hono<AppEnv>();

// What a role may contain, in the request language
roleRoutes.get(
  '/permission-matrix',
  doc({
    summary: 'Permissions of the enabled modules, grouped by module',
    response: z.array(permissionMatrixModuleSchema),
  }),
  requirePermission('roles.view'),
  async (c) =>
    c.json({ data: await getPermissionMatrix(c.var.db, { tenantId: actorOf(c).tenantId, lang: c.var.lang }) }),
);

// Paged, searchable by name, owner role first
roleRoutes.get(
  '/',
  doc({ summary: "The tenant's roles", response: pageOf(roleSummarySchema) }),
  requirePermission('roles.view'),
  validate('query', listRolesQuerySchema),
  async (c) =>
    c.json({ data: await listRoles(c.var.db, { tenantId: actorOf(c).tenantId, query: c.req.valid('query') }) }),
);

// Another tenant's role answers 404
roleRoutes.get(
  '/:id',
  doc({ summary: 'One role with its permission ids', response: roleSchema }),
  requirePermission('roles.view'),
  async (c) => c.json({ data: await getRoleOrThrow(c.var.db, { tenantId: actorOf(c).tenantId, roleId: idParam(c) }) }),
);

// Name unique in the tenant, permissions of enabled modules only
roleRoutes.post(
  '/',
  doc({ summary: 'Create a role', response: roleSchema }),
  requirePermission('roles.create'),
  validate('json', createRoleInputSchema),
  async (c) => c.json({ data: await createRole(c.var.db, { ...actorOf(c), input: c.req.valid('json') }) }, 201),
);

// Replaces name, description and permissions
roleRoutes.put(
  '/:id',
  doc({ summary: 'Update a role (stale version: 409; owner role: 422)', response: roleSchema }),
  requirePermission('roles.update'),
  validate('json', updateRoleInputSchema),
  async (c) =>
    c.json({ data: await updateRole(c.var.db, { ...actorOf(c), roleId: idParam(c), input: c.req.valid('json') }) }),
);

roleRoutes.delete(
  '/:id',
  doc({ summary: 'Delete a role no user holds (held: 409; owner role: 422)', response: okSchema }),
  requirePermission('roles.delete'),
  async (c) => {
    await deleteRole(c.var.db, { ...actorOf(c), roleId: idParam(c) });
    return c.json({ data: { ok: true } });
  },
);
