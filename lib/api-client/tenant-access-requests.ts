import type { CreateRoleInput, ListRolesQuery, UpdateRoleInput } from '@/lib/schemas/roles';
import type { UpdateGeneralSettingsInput } from '@/lib/schemas/tenant-settings';
import type { InviteUserInput, ListUsersQuery } from '@/lib/schemas/tenant-users';
import { api } from './client';
import { lazyArray, lazyPage, lazySchema, parseData as parse, toSearchParams as searchParams } from './envelope';

const roles = () => import('@/lib/schemas/roles');
const dashboard = () => import('@/lib/schemas/tenant-dashboard');
const settings = () => import('@/lib/schemas/tenant-settings');
const users = () => import('@/lib/schemas/tenant-users');
const myPermissionsSchema = lazySchema(() => dashboard().then((m) => m.myPermissionsSchema));
const dashboardSchema = lazySchema(() => dashboard().then((m) => m.dashboardSchema));
const roleSchema = lazySchema(() => roles().then((m) => m.roleSchema));
const rolePage = lazyPage(() => roles().then((m) => m.roleSummarySchema));
const permissionMatrixSchema = lazyArray(() => roles().then((m) => m.permissionMatrixModuleSchema));
const tenantUserSchema = lazySchema(() => users().then((m) => m.tenantUserSchema));
const tenantUserPage = lazyPage(() => users().then((m) => m.tenantUserSchema));
const roleOptionsSchema = lazyArray(() => users().then((m) => m.userRoleRefSchema));
const generalSettingsSchema = lazySchema(() => settings().then((m) => m.generalSettingsSchema));
const logoAnswerSchema = lazySchema(() => settings().then((m) => m.logoAnswerSchema));

export const fetchMyPermissions = () => parse(api.get('tenant/Me/permissions').json(), myPermissionsSchema);
export const fetchDashboard = () => parse(api.get('tenant/Dashboard').json(), dashboardSchema);

export const fetchRoles = (query: ListRolesQuery) =>
  parse(api.get('tenant/Roles', { searchParams: searchParams(query) }).json(), rolePage);
export const fetchRole = (id: string) => parse(api.get(`tenant/Roles/${id}`).json(), roleSchema);
export const fetchPermissionMatrix = () =>
  parse(api.get('tenant/Roles/permission-matrix').json(), permissionMatrixSchema);
export const createRole = (input: CreateRoleInput) =>
  parse(api.post('tenant/Roles', { json: input }).json(), roleSchema);
export const updateRole = ({ id, ...input }: UpdateRoleInput & { id: string }) =>
  parse(api.put(`tenant/Roles/${id}`, { json: input }).json(), roleSchema);
export const deleteRole = async (id: string) => {
  await api.delete(`tenant/Roles/${id}`);
};

export const fetchUsers = (query: ListUsersQuery) =>
  parse(api.get('tenant/Users', { searchParams: searchParams(query) }).json(), tenantUserPage);
export const fetchRoleOptions = () => parse(api.get('tenant/Users/role-options').json(), roleOptionsSchema);
export const inviteUser = (input: InviteUserInput) =>
  parse(api.post('tenant/Users/invite', { json: input }).json(), tenantUserSchema);
export const resendInvitation = (id: string) =>
  parse(api.post(`tenant/Users/${id}/resend-invitation`).json(), tenantUserSchema);
export const updateUserRoles = ({ id, ...input }: { id: string; roleIds: string[]; version: number }) =>
  parse(api.put(`tenant/Users/${id}/roles`, { json: input }).json(), tenantUserSchema);
export const setUserEnabled = ({ id, enabled, version }: { id: string; enabled: boolean; version: number }) =>
  parse(
    api.post(`tenant/Users/${id}/${enabled ? 'enable' : 'disable'}`, { json: { version } }).json(),
    tenantUserSchema,
  );

export const fetchGeneralSettings = () => parse(api.get('tenant/Settings/general').json(), generalSettingsSchema);
export const updateGeneralSettings = (input: UpdateGeneralSettingsInput) =>
  parse(api.put('tenant/Settings/general', { json: input }).json(), generalSettingsSchema);
export const uploadLogo = (file: Blob) => {
  const body = new FormData();
  body.append('file', file);
  return parse(api.put('tenant/Settings/general/logo', { body }).json(), logoAnswerSchema);
};
export const fetchLogo = () => api.get('tenant/Settings/general/logo').blob();
export const deleteLogo = async () => {
  await api.delete('tenant/Settings/general/logo');
};
