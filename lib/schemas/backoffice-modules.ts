import './zod-config';
import { z } from 'zod';
import { pagingQuerySchema, requiredText, singleLineText, uuidSchema } from './common';
import { boundedInt, requiredUuid, versionSchema } from './common';
import { menuIconSchema } from './menus';

/** Menu keys as the tenant menu maps them (`CustomerManagement`, `work-orders`). */
export const moduleKeySchema = requiredText(60).regex(/^[A-Za-z][A-Za-z0-9-]*$/, 'moduleKeyFormat');

const moduleFields = {
  key: moduleKeySchema,
  labelTr: singleLineText(100),
  labelEn: singleLineText(100),
  icon: menuIconSchema,
  parentId: uuidSchema.nullish().transform((v) => v ?? null),
  categoryId: uuidSchema.nullish().transform((v) => v ?? null),
  sortOrder: boundedInt(0, 9999).default(0),
};
export const createModuleInputSchema = z.strictObject(moduleFields);
export const updateModuleInputSchema = z.strictObject({ id: requiredUuid, version: versionSchema, ...moduleFields });
export type CreateModuleInput = z.infer<typeof createModuleInputSchema>;
export type UpdateModuleInput = z.infer<typeof updateModuleInputSchema>;

export const listModulesQuerySchema = pagingQuerySchema.extend({ categoryId: uuidSchema.optional() });
export type ListModulesQuery = z.infer<typeof listModulesQuerySchema>;

export const moduleSchema = z.object({
  id: z.string(),
  key: z.string(),
  labelTr: z.string(),
  labelEn: z.string(),
  icon: z.string(),
  parentId: z.string().nullable(),
  parentKey: z.string().nullable(),
  categoryId: z.string().nullable(),
  sortOrder: z.number(),
  /** 0 for a top-level module; the list is in menu (tree) order. */
  depth: z.number(),
  permissionCount: z.number(),
  version: z.number(),
});
export type Module = z.infer<typeof moduleSchema>;

export const moduleCategorySchema = z.object({
  id: z.string(),
  nameTr: z.string(),
  nameEn: z.string(),
  sortOrder: z.number(),
  moduleCount: z.number(),
  version: z.number(),
});
export type ModuleCategory = z.infer<typeof moduleCategorySchema>;

/** Without `id` it creates a category; with `id` (and its `version`) it updates one. */
export const saveModuleCategoryInputSchema = z
  .strictObject({
    id: uuidSchema.optional(),
    version: versionSchema.optional(),
    nameTr: singleLineText(100),
    nameEn: singleLineText(100),
    sortOrder: boundedInt(0, 9999).default(0),
  })
  .refine((v) => !v.id || v.version !== undefined, { path: ['version'], message: 'required' });
export type SaveModuleCategoryInput = z.infer<typeof saveModuleCategoryInputSchema>;

export const permissionActions = ['view', 'create', 'update', 'delete'] as const;

export const listModulePermissionsQuerySchema = pagingQuerySchema.extend({ moduleId: requiredUuid });
export type ListModulePermissionsQuery = z.infer<typeof listModulePermissionsQuerySchema>;

export const modulePermissionSchema = z.object({
  id: z.string(),
  moduleId: z.string(),
  code: z.string(),
  action: z.string(),
  labelTr: z.string(),
  labelEn: z.string(),
  /** How many roles hold it: deleting it removes it from them. */
  roleCount: z.number(),
});
export type ModulePermission = z.infer<typeof modulePermissionSchema>;

/** One permission of the list save: without `id` it is created, with `id` updated. */
export const modulePermissionInputSchema = z
  .strictObject({
    id: uuidSchema.optional(),
    moduleId: requiredUuid,
    code: requiredText(100).regex(/^[a-z][a-z0-9-]*\.[a-z]+$/, 'permissionCodeFormat'),
    action: z.enum(permissionActions, { error: 'invalidChoice' }),
    labelTr: singleLineText(150),
    labelEn: singleLineText(150),
  })
  // The menu and handlers read the action from the code's suffix, so the two must agree.
  .refine((v) => v.code.endsWith(`.${v.action}`), { path: ['code'], message: 'permissionCodeAction' });
export type ModulePermissionInput = z.infer<typeof modulePermissionInputSchema>;

export const saveModulePermissionsInputSchema = z
  .array(modulePermissionInputSchema)
  .min(1, 'required')
  .max(100, 'tooBig');
export type SaveModulePermissionsInput = z.infer<typeof saveModulePermissionsInputSchema>;

/** What deleting a category answers: how many modules it was detached from. */
export const categoryDeletedSchema = z.object({ ok: z.boolean(), detachedModules: z.number() });
/** What deleting a permission answers: how many roles lost it. */
export const permissionDeletedSchema = z.object({ ok: z.boolean(), removedFromRoles: z.number() });
