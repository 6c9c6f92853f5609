import { z } from 'zod';
import { pageOf } from '@/lib/schemas/common';
import {
  permissionMatrixModuleSchema,
  roleSchema,
  roleSummarySchema,
  type CreateRoleInput,
  type ListRolesQuery,
  type UpdateRoleInput,
} from '@/lib/schemas/roles';
import { dashboardSchema, myPermissionsSchema } from '@/lib/schemas/tenant-dashboard';
import { generalSettingsSchema, type UpdateGeneralSettingsInput } from '@/lib/schemas/tenant-settings';
import {
  tenantUserSchema,
  userRoleRefSchema,
  type InviteUserInput,
  type ListUsersQuery,
} from '@/lib/schemas/tenant-users';
import { api } from './client';
import { parseData as parse, toSearchParams as searchParams } from './envelope';

export const fetchMyPermissions = () => parse(api.get('tenant/Me/permissions').json(), myPermissionsSchema);
export const fetchDashboard = () => parse(api.get('tenant/Dashboard').json(), dashboardSchema);

export const fetchRoles = (query: ListRolesQuery) =>
  parse(api.get('tenant/Roles', { searchParams: searchParams(query) }).json(), pageOf(roleSummarySchema));
export const fetchRole = (id: string) => parse(api.get(`tenant/Roles/${id}`).json(), roleSchema);
export const fetchPermissionMatrix = () =>
  parse(api.get('tenant/Roles/permission-matrix').json(), z.array(permissionMatrixModuleSchema));
export const createRole = (input: CreateRoleInput) =>
  parse(api.post('tenant/Roles', { json: input }).json(), roleSchema);
export const updateRole = ({ id, ...input }: UpdateRoleInput & { id: string }) =>
  parse(api.put(`tenant/Roles/${id}`, { json: input }).json(), roleSchema);
export const deleteRole = async (id: string) => {
  await api.delete(`tenant/Roles/${id}`);
};

export const fetchUsers = (query: ListUsersQuery) =>
  parse(api.get('tenant/Users', { searchParams: searchParams(query) }).json(), pageOf(tenantUserSchema));
export const fetchRoleOptions = () => parse(api.get('tenant/Users/role-options').json(), z.array(userRoleRefSchema));
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
  return parse(
    api.put('tenant/Settings/general/logo', { body }).json(),
    z.object({ mimeType: z.string(), size: z.number(), updatedAt: z.string() }),
  );
};
export const fetchLogo = () => api.get('tenant/Settings/general/logo').blob();
export const deleteLogo = async () => {
  await api.delete('tenant/Settings/general/logo');
};
