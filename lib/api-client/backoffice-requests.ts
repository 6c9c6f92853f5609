import type { z } from 'zod';
import type {
  createModuleInputSchema,
  ListModulePermissionsQuery,
  ListModulesQuery,
  saveModuleCategoryInputSchema,
  saveModulePermissionsInputSchema,
  updateModuleInputSchema,
} from '@/lib/schemas/backoffice-modules';
import type { updatePlatformSettingsInputSchema } from '@/lib/schemas/backoffice-settings';
import type { PagingQuery } from '@/lib/schemas/common';
import { api } from './client';
import { lazyArray, lazyPage, lazySchema, parseData, toSearchParams } from './envelope';

const modules = () => import('@/lib/schemas/backoffice-modules');
const settings = () => import('@/lib/schemas/backoffice-settings');
const dashboardSchemas = () => import('@/lib/schemas/backoffice-dashboard');
const dashboardSchema = lazySchema(() => dashboardSchemas().then((m) => m.dashboardSchema));
const pendingCountSchema = lazySchema(() => dashboardSchemas().then((m) => m.pendingCountSchema));
const moduleSchema = lazySchema(() => modules().then((m) => m.moduleSchema));
const modulePage = lazyPage(() => modules().then((m) => m.moduleSchema));
const moduleCategorySchema = lazySchema(() => modules().then((m) => m.moduleCategorySchema));
const moduleCategoryPage = lazyPage(() => modules().then((m) => m.moduleCategorySchema));
const modulePermissionPage = lazyPage(() => modules().then((m) => m.modulePermissionSchema));
const modulePermissionsSchema = lazyArray(() => modules().then((m) => m.modulePermissionSchema));
const categoryDeletedSchema = lazySchema(() => modules().then((m) => m.categoryDeletedSchema));
const permissionDeletedSchema = lazySchema(() => modules().then((m) => m.permissionDeletedSchema));
const platformSettingsSchema = lazySchema(() => settings().then((m) => m.platformSettingsSchema));
const sendTestEmailResultSchema = lazySchema(() => settings().then((m) => m.sendTestEmailResultSchema));

type In<T extends z.ZodType> = z.input<T>;

export const fetchBackofficeDashboard = () => parseData(api.get('admin/Dashboard').json(), dashboardSchema);
export const fetchPendingCount = async () =>
  (await parseData(api.get('admin/Dashboard/pending-count').json(), pendingCountSchema)).pendingCount;

export const fetchModules = (query: ListModulesQuery) =>
  parseData(api.get('admin/Module', { searchParams: toSearchParams(query) }).json(), modulePage);
export const createModule = (input: In<typeof createModuleInputSchema>) =>
  parseData(api.post('admin/Module', { json: input }).json(), moduleSchema);
export const updateModule = (input: In<typeof updateModuleInputSchema>) =>
  parseData(api.post('admin/Module/update-module', { json: input }).json(), moduleSchema);

export const fetchModuleCategories = (query: PagingQuery) =>
  parseData(
    api.get('admin/Module/module-categories', { searchParams: toSearchParams(query) }).json(),
    moduleCategoryPage,
  );
export const saveModuleCategory = (input: In<typeof saveModuleCategoryInputSchema>) =>
  parseData(api.post('admin/Module/save-module-category', { json: input }).json(), moduleCategorySchema);
export const deleteModuleCategory = (id: string) =>
  parseData(api.post('admin/Module/delete-module-category', { json: { id } }).json(), categoryDeletedSchema);

export const fetchModulePermissions = (query: ListModulePermissionsQuery) =>
  parseData(
    api.get('admin/Module/module-permissions', { searchParams: toSearchParams(query) }).json(),
    modulePermissionPage,
  );
export const saveModulePermissions = (items: In<typeof saveModulePermissionsInputSchema>) =>
  parseData(api.post('admin/Module/save-module-permissions', { json: items }).json(), modulePermissionsSchema);
export const deleteModulePermission = (id: string) =>
  parseData(api.post('admin/Module/delete-module-permission', { json: { id } }).json(), permissionDeletedSchema);

/** Pickers (module checklist, parent and category selects) read whole lists in pages of the maximum size. */
const PICKER_PAGE_SIZE = 100;

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
