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
import { describeRoute } from '../../openapi-registry';
import { actorOf, idParam } from './helpers';

export const userRoutes = new Hono<AppEnv>();
const tag = 'Tenant users';
const base = '/api/tenant/Users';

describeRoute({
  method: 'get',
  path: `${base}/role-options`,
  summary: 'Roles to pick when inviting or editing a user',
  tag,
  response: z.array(userRoleRefSchema),
});
// GET /api/tenant/Users/role-options – so user managers need not hold roles.view
userRoutes.get('/role-options', requirePermission('users.view'), async (c) => {
  const page = await listRoles(c.var.db, { tenantId: actorOf(c).tenantId, query: { pageIndex: 0, pageSize: 1000 } });
  // Least privilege first: the fewest permissions at the top, the owner role (everything) last, so the
  // picker never suggests the strongest role by default.
  const byPrivilege = [...page.items].sort(
    (a, b) => Number(a.isOwner) - Number(b.isOwner) || a.permissionCount - b.permissionCount,
  );
  return c.json({ data: byPrivilege.map(({ id, name, isOwner }) => ({ id, name, isOwner })) });
});

describeRoute({
  method: 'get',
  path: base,
  summary: "The tenant's users",
  tag,
  query: listUsersQuerySchema,
  response: pageOf(tenantUserSchema),
});
// GET /api/tenant/Users – paged; search in name, surname, email; filter by status
userRoutes.get('/', requirePermission('users.view'), validate('query', listUsersQuerySchema), async (c) =>
  c.json({ data: await listUsers(c.var.db, { tenantId: actorOf(c).tenantId, query: c.req.valid('query') }) }),
);

describeRoute({ method: 'get', path: `${base}/{id}`, summary: 'One user', tag, response: tenantUserSchema });
// GET /api/tenant/Users/:id – another tenant's user answers 404
userRoutes.get('/:id', requirePermission('users.view'), async (c) =>
  c.json({ data: await getUserOrThrow(c.var.db, { tenantId: actorOf(c).tenantId, userId: idParam(c) }) }),
);

describeRoute({
  method: 'post',
  path: `${base}/invite`,
  summary: 'Invite a user: pending account and activation email',
  tag,
  body: inviteUserInputSchema,
  response: tenantUserSchema,
});
// POST /api/tenant/Users/invite – 409 on `email` for this tenant's own accounts; an address used elsewhere gets a
// success-shaped answer and creates nothing (services/tenant/user-invitations.ts)
userRoutes.post('/invite', requirePermission('users.create'), validate('json', inviteUserInputSchema), async (c) =>
  c.json({ data: await inviteUser(c.var.db, { ...actorOf(c), input: c.req.valid('json') }) }, 201),
);

describeRoute({
  method: 'post',
  path: `${base}/{id}/resend-invitation`,
  summary: 'Send a new activation link to a pending user',
  tag,
  response: tenantUserSchema,
});
// POST /api/tenant/Users/:id/resend-invitation – earlier links stop working
userRoutes.post('/:id/resend-invitation', requirePermission('users.create'), async (c) =>
  c.json({ data: await resendInvitation(c.var.db, { ...actorOf(c), targetId: idParam(c) }) }),
);

describeRoute({
  method: 'put',
  path: `${base}/{id}/roles`,
  summary: "Replace a user's roles",
  tag,
  body: updateUserRolesInputSchema,
  response: tenantUserSchema,
});
// PUT /api/tenant/Users/:id/roles – not one's own; the last active owner keeps the owner role
userRoutes.put(
  '/:id/roles',
  requirePermission('users.update'),
  validate('json', updateUserRolesInputSchema),
  async (c) =>
    c.json({
      data: await updateUserRoles(c.var.db, { ...actorOf(c), targetId: idParam(c), input: c.req.valid('json') }),
    }),
);

describeRoute({
  method: 'post',
  path: `${base}/{id}/disable`,
  summary: 'Disable a user and end their sessions',
  tag,
  body: userStatusChangeInputSchema,
  response: tenantUserSchema,
});
// POST /api/tenant/Users/:id/disable – not oneself, not the last active owner
userRoutes.post(
  '/:id/disable',
  requirePermission('users.update'),
  validate('json', userStatusChangeInputSchema),
  async (c) =>
    c.json({
      data: await disableUser(c.var.db, { ...actorOf(c), targetId: idParam(c), version: c.req.valid('json').version }),
    }),
);

describeRoute({
  method: 'post',
  path: `${base}/{id}/enable`,
  summary: 'Enable a disabled user',
  tag,
  body: userStatusChangeInputSchema,
  response: tenantUserSchema,
});
// POST /api/tenant/Users/:id/enable
userRoutes.post(
  '/:id/enable',
  requirePermission('users.update'),
  validate('json', userStatusChangeInputSchema),
  async (c) =>
    c.json({
      data: await enableUser(c.var.db, { ...actorOf(c), targetId: idParam(c), version: c.req.valid('json').version }),
    }),
);
