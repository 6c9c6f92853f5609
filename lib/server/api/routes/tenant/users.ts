import 'server-only';

import { Hono } from 'hono';
import { z } from 'zod';
import { pageOf } from '@/lib/schemas/common';
import {
  inviteUserInputSchema,
  listUsersQuerySchema,
  tenantUserSchema,
  updateUserRolesInputSchema,
  userRoleRefSchema,
  userStatusChangeInputSchema,
} from '@/lib/schemas/tenant-users';
import { listRoles } from '../../../services/tenant/role-queries';
import { disableUser, enableUser, updateUserRoles } from '../../../services/tenant/user-admin';
import { inviteUser, resendInvitation } from '../../../services/tenant/user-invitations';
import { getUserOrThrow, listUsers } from '../../../services/tenant/user-queries';
import type { AppEnv } from '../../context';
import { requirePermission, validate } from '../../middleware';
import { doc } from '../../route-doc';
import { actorOf, idParam } from './helpers';

export const userRoutes = new Hono<AppEnv>();

// So user managers need not hold roles.view
userRoutes.get(
  '/role-options',
  doc({ summary: 'Roles to pick when inviting or editing a user', response: z.array(userRoleRefSchema) }),
  requirePermission('users.view'),
  async (c) => {
    const page = await listRoles(c.var.db, { tenantId: actorOf(c).tenantId, query: { pageIndex: 0, pageSize: 1000 } });
    // Least privilege first: the fewest permissions at the top, the owner role (everything) last, so the
    // picker never suggests the strongest role by default.
    const byPrivilege = [...page.items].sort(
      (a, b) => Number(a.isOwner) - Number(b.isOwner) || a.permissionCount - b.permissionCount,
    );
    return c.json({ data: byPrivilege.map(({ id, name, isOwner }) => ({ id, name, isOwner })) });
  },
);

// Paged; search in name, surname, email; filter by status
userRoutes.get(
  '/',
  doc({ summary: "The tenant's users", response: pageOf(tenantUserSchema) }),
  requirePermission('users.view'),
  validate('query', listUsersQuerySchema),
  async (c) =>
    c.json({ data: await listUsers(c.var.db, { tenantId: actorOf(c).tenantId, query: c.req.valid('query') }) }),
);

// Another tenant's user answers 404
userRoutes.get(
  '/:id',
  doc({ summary: 'One user', response: tenantUserSchema }),
  requirePermission('users.view'),
  async (c) => c.json({ data: await getUserOrThrow(c.var.db, { tenantId: actorOf(c).tenantId, userId: idParam(c) }) }),
);

// 409 on `email` for this tenant's own accounts; an address used elsewhere gets a
// success-shaped answer and creates nothing (services/tenant/user-invitations.ts)
userRoutes.post(
  '/invite',
  doc({ summary: 'Invite a user: pending account and activation email', response: tenantUserSchema }),
  requirePermission('users.create'),
  validate('json', inviteUserInputSchema),
  async (c) => c.json({ data: await inviteUser(c.var.db, { ...actorOf(c), input: c.req.valid('json') }) }, 201),
);

// Earlier links stop working
userRoutes.post(
  '/:id/resend-invitation',
  doc({ summary: 'Send a new activation link to a pending user', response: tenantUserSchema }),
  requirePermission('users.create'),
  async (c) => c.json({ data: await resendInvitation(c.var.db, { ...actorOf(c), targetId: idParam(c) }) }),
);

// Not one's own; the last active owner keeps the owner role
userRoutes.put(
  '/:id/roles',
  doc({ summary: "Replace a user's roles", response: tenantUserSchema }),
  requirePermission('users.update'),
  validate('json', updateUserRolesInputSchema),
  async (c) =>
    c.json({
      data: await updateUserRoles(c.var.db, { ...actorOf(c), targetId: idParam(c), input: c.req.valid('json') }),
    }),
);

// Not oneself, not the last active owner
userRoutes.post(
  '/:id/disable',
  doc({ summary: 'Disable a user and end their sessions', response: tenantUserSchema }),
  requirePermission('users.update'),
  validate('json', userStatusChangeInputSchema),
  async (c) =>
    c.json({
      data: await disableUser(c.var.db, { ...actorOf(c), targetId: idParam(c), version: c.req.valid('json').version }),
    }),
);

userRoutes.post(
  '/:id/enable',
  doc({ summary: 'Enable a disabled user', response: tenantUserSchema }),
  requirePermission('users.update'),
  validate('json', userStatusChangeInputSchema),
  async (c) =>
    c.json({
      data: await enableUser(c.var.db, { ...actorOf(c), targetId: idParam(c), version: c.req.valid('json').version }),
    }),
);
