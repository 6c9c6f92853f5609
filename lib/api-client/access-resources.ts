import type { InviteUserInput } from '@/lib/schemas/tenant-users';
import { userStatuses } from '@/lib/schemas/values/tenant-users';
import { apiPath } from '@/lib/modules/module-links';
import { api } from './client';
import { lazyArray, lazySchema, parseData } from './envelope';
import { oneOf } from './list-params';
import { defineResource } from './resource';
import { tenantAccessKeys } from './tenant-access-keys';

const users = () => import('@/lib/schemas/tenant-users');
const roles = () => import('@/lib/schemas/roles');
const tenantUserSchema = lazySchema(() => users().then((m) => m.tenantUserSchema));
const roleRefsSchema = lazyArray(() => users().then((m) => m.userRoleRefSchema));
const permissionMatrixSchema = lazyArray(() => roles().then((m) => m.permissionMatrixModuleSchema));

/** The tenant's staff accounts by name, filtered by status; they are invited, never created through POST /. */
export const userResource = defineResource(
  'UserManagement',
  () => users().then((m) => m.userSchemas),
  { pageIndex: 0, pageSize: 20 },
  { filters: { status: oneOf(userStatuses) } },
);

/** The tenant's roles, the owner role first. */
export const roleResource = defineResource(
  'tenant-role-management',
  () => roles().then((m) => m.roleSchemas),
  { pageIndex: 0, pageSize: 20 },
  {},
);

/** The roles a user may be given (users.view is enough, roles.view is not needed), least privilege first. */
export const assignableRolesOptions = userResource.query('role-options', () =>
  parseData(api.get(apiPath('UserManagement', 'role-options')).json(), roleRefsSchema),
);

/** What a role may contain, labelled in the request's language (the key carries it). */
export const permissionMatrixOptions = roleResource.query('permission-matrix', (_lang: string) =>
  parseData(api.get(apiPath('tenant-role-management', 'permission-matrix')).json(), permissionMatrixSchema),
);

export const inviteUser = (input: InviteUserInput) =>
  parseData(api.post(apiPath('UserManagement', 'invite'), { json: input }).json(), tenantUserSchema);
export const resendInvitation = (id: string) =>
  parseData(api.post(apiPath('UserManagement', id, 'resend-invitation')).json(), tenantUserSchema);
export const updateUserRoles = ({ id, ...input }: { id: string; roleIds: string[]; version: number }) =>
  parseData(api.put(apiPath('UserManagement', id, 'roles'), { json: input }).json(), tenantUserSchema);
export const setUserEnabled = ({ id, enabled, version }: { id: string; enabled: boolean; version: number }) =>
  parseData(
    api.post(apiPath('UserManagement', id, enabled ? 'enable' : 'disable'), { json: { version } }).json(),
    tenantUserSchema,
  );

/** Users and roles decide what the signed-in user may do and see: their menu, buttons and dashboard counts. */
export const accessQueries = [
  { keys: { all: tenantAccessKeys.myPermissions } },
  { keys: { all: tenantAccessKeys.dashboard } },
  { keys: { all: () => ['menus'] } },
];
