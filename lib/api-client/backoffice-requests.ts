import { z } from 'zod';
import { dashboardSchema } from '@/lib/schemas/backoffice-dashboard';
import {
  moduleCategorySchema,
  modulePermissionSchema,
  moduleSchema,
  type createModuleInputSchema,
  type ListModulePermissionsQuery,
  type ListModulesQuery,
  type saveModuleCategoryInputSchema,
  type saveModulePermissionsInputSchema,
  type updateModuleInputSchema,
} from '@/lib/schemas/backoffice-modules';
import {
  platformSettingsSchema,
  sendTestEmailResultSchema,
  type updatePlatformSettingsInputSchema,
} from '@/lib/schemas/backoffice-settings';
import { pageOf, type PagingQuery } from '@/lib/schemas/common';
import { api } from './client';
import { PICKER_PAGE_SIZE } from './backoffice-keys';
import { parseData, toSearchParams } from './envelope';

type In<T extends z.ZodType> = z.input<T>;

export const fetchBackofficeDashboard = () => parseData(api.get('admin/Dashboard').json(), dashboardSchema);

export const fetchModules = (query: ListModulesQuery) =>
  parseData(api.get('admin/Module', { searchParams: toSearchParams(query) }).json(), pageOf(moduleSchema));
export const createModule = (input: In<typeof createModuleInputSchema>) =>
  parseData(api.post('admin/Module', { json: input }).json(), moduleSchema);
export const updateModule = (input: In<typeof updateModuleInputSchema>) =>
  parseData(api.post('admin/Module/update-module', { json: input }).json(), moduleSchema);

export const fetchModuleCategories = (query: PagingQuery) =>
  parseData(
    api.get('admin/Module/module-categories', { searchParams: toSearchParams(query) }).json(),
    pageOf(moduleCategorySchema),
  );
export const saveModuleCategory = (input: In<typeof saveModuleCategoryInputSchema>) =>
  parseData(api.post('admin/Module/save-module-category', { json: input }).json(), moduleCategorySchema);
export const deleteModuleCategory = (id: string) =>
  parseData(
    api.post('admin/Module/delete-module-category', { json: { id } }).json(),
    z.object({ ok: z.boolean(), detachedModules: z.number() }),
  );

export const fetchModulePermissions = (query: ListModulePermissionsQuery) =>
  parseData(
    api.get('admin/Module/module-permissions', { searchParams: toSearchParams(query) }).json(),
    pageOf(modulePermissionSchema),
  );
export const saveModulePermissions = (items: In<typeof saveModulePermissionsInputSchema>) =>
  parseData(api.post('admin/Module/save-module-permissions', { json: items }).json(), z.array(modulePermissionSchema));
export const deleteModulePermission = (id: string) =>
  parseData(
    api.post('admin/Module/delete-module-permission', { json: { id } }).json(),
    z.object({ ok: z.boolean(), removedFromRoles: z.number() }),
  );

/** Every page of a list, for pickers: the lists are catalogues of tens of rows. */
async function fetchAll<T>(
  fetchPage: (q: { pageIndex: number; pageSize: number }) => Promise<{ items: T[]; totalCount: number }>,
) {
  const items: T[] = [];
  for (let pageIndex = 0; ; pageIndex++) {
    const page = await fetchPage({ pageIndex, pageSize: PICKER_PAGE_SIZE });
    items.push(...page.items);
    if (items.length >= page.totalCount || page.items.length === 0) return items;
  }
}
export const fetchAllModules = () => fetchAll(fetchModules);
export const fetchAllModuleCategories = () => fetchAll(fetchModuleCategories);

export const fetchPlatformSettings = () => parseData(api.get('admin/Settings').json(), platformSettingsSchema);
export const updatePlatformSettings = (input: In<typeof updatePlatformSettingsInputSchema>) =>
  parseData(api.put('admin/Settings', { json: input }).json(), platformSettingsSchema);
export const sendTestEmail = (to?: string | null) =>
  parseData(api.post('admin/Settings/send-test-email', { json: to ? { to } : {} }).json(), sendTestEmailResultSchema);
