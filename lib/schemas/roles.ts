import './zod-config';
import { z } from 'zod';
import { optionalText, pagingQuerySchema, singleLineText, uuidSchema, versionSchema } from './common';

/** The permission ids of a role, at most one of each. */
const permissionIdsSchema = z
  .array(uuidSchema, { error: 'invalidValue' })
  .max(1000, 'tooBig')
  .transform((ids) => [...new Set(ids)]);

export const createRoleInputSchema = z.strictObject({
  name: singleLineText(100),
  description: optionalText(500),
  permissionIds: permissionIdsSchema,
});
export type CreateRoleInput = z.input<typeof createRoleInputSchema>;

export const updateRoleInputSchema = createRoleInputSchema.extend({
  version: versionSchema,
});
export type UpdateRoleInput = z.input<typeof updateRoleInputSchema>;

export const listRolesQuerySchema = pagingQuerySchema;
export type ListRolesQuery = z.infer<typeof listRolesQuerySchema>;

export const roleSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  isOwner: z.boolean(),
  userCount: z.number(),
  permissionCount: z.number(),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RoleSummary = z.infer<typeof roleSummarySchema>;

export const roleSchema = roleSummarySchema.extend({ permissionIds: z.array(z.string()) });
export type Role = z.infer<typeof roleSchema>;

export const roleSchemas = {
  item: roleSchema,
  listItem: roleSummarySchema,
  listQuery: listRolesQuerySchema,
  create: createRoleInputSchema,
  update: updateRoleInputSchema,
};

export const permissionActionSchema = z.enum(['view', 'create', 'update', 'delete']);
export type PermissionAction = z.infer<typeof permissionActionSchema>;

/** One row of the permission matrix: an enabled module and its permissions, labelled in the request language. */
export const permissionMatrixModuleSchema = z.object({
  moduleId: z.string(),
  key: z.string(),
  label: z.string(),
  /** Labels of the enclosing menu nodes, outermost first (for grouping in the matrix). */
  path: z.array(z.string()),
  depth: z.number(),
  permissions: z.array(z.object({ id: z.string(), code: z.string(), action: z.string(), label: z.string() })),
});
export type PermissionMatrixModule = z.infer<typeof permissionMatrixModuleSchema>;
