import './zod-config';
import { z } from 'zod';
import { emailSchema, pagingQuerySchema, singleLineText, uuidSchema } from './common';
import { userStatuses } from './values/tenant-users';

export const userStatusSchema = z.enum(userStatuses, { error: 'invalidChoice' });
export type UserStatus = z.infer<typeof userStatusSchema>;

/** A user holds at least one role; duplicates are dropped. */
const roleIdsSchema = z
  .array(uuidSchema, { error: 'selectAtLeastOneRole' })
  .min(1, 'selectAtLeastOneRole')
  .max(50, 'tooBig')
  .transform((ids) => [...new Set(ids)]);

const personName = singleLineText(100);

export const inviteUserInputSchema = z.strictObject({
  name: personName,
  surname: personName,
  email: emailSchema,
  roleIds: roleIdsSchema,
});
export type InviteUserInput = z.input<typeof inviteUserInputSchema>;

export const updateUserRolesInputSchema = z.strictObject({
  roleIds: roleIdsSchema,
  version: z.number({ error: 'required' }).int('invalidNumber').min(1, 'tooSmall'),
});
export type UpdateUserRolesInput = z.input<typeof updateUserRolesInputSchema>;

/** Disable / enable: the version is optional because the change is idempotent. */
export const userStatusChangeInputSchema = z.strictObject({
  version: z.number().int('invalidNumber').min(1, 'tooSmall').optional(),
});
export type UserStatusChangeInput = z.input<typeof userStatusChangeInputSchema>;

export const listUsersQuerySchema = pagingQuerySchema.extend({
  status: userStatusSchema.optional(),
});
export type ListUsersQuery = z.infer<typeof listUsersQuerySchema>;

export const userRoleRefSchema = z.object({ id: z.string(), name: z.string(), isOwner: z.boolean() });
export type UserRoleRef = z.infer<typeof userRoleRefSchema>;

export const tenantUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  status: userStatusSchema,
  roles: z.array(userRoleRefSchema),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TenantUser = z.infer<typeof tenantUserSchema>;

/** The resource bundle of the kit: staff users are invited (POST /invite), never created through POST /. */
export const userSchemas = {
  item: tenantUserSchema,
  listQuery: listUsersQuerySchema,
};
