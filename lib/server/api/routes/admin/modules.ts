import 'server-only';

import { Hono } from 'hono';
import { z } from 'zod';
import { idInputSchema } from '@/lib/schemas/common';
import {
  categoryDeletedSchema,
  createModuleInputSchema,
  listModulePermissionsQuerySchema,
  listModulesQuerySchema,
  moduleCategorySchema,
  modulePermissionSchema,
  moduleSchema,
  permissionDeletedSchema,
  saveModuleCategoryInputSchema,
  saveModulePermissionsInputSchema,
  updateModuleInputSchema,
} from '@/lib/schemas/backoffice-modules';
import { pageOf, pagingQuerySchema } from '@/lib/schemas/common';
import {
  deleteModuleCategory,
  listModuleCategories,
  saveModuleCategory,
} from '../../../services/backoffice/module-categories';
import {
  deleteModulePermission,
  listModulePermissions,
  saveModulePermissions,
} from '../../../services/backoffice/module-permissions';
import { createModule, listModules, updateModule } from '../../../services/backoffice/modules';
import type { AppEnv } from '../../context';
import { validate } from '../../middleware';
import { doc } from '../../route-doc';
import { adminActor } from './helpers';

/** /api/admin/Module: the specification's admin module calls, plus category create/edit/delete. */
export const moduleRoutes = new Hono<AppEnv>();

moduleRoutes.get(
  '/',
  doc({ summary: 'Modules in menu order (pageIndex 0-based, searchText, categoryId)', response: pageOf(moduleSchema) }),
  validate('query', listModulesQuerySchema),
  async (c) => c.json({ data: await listModules(c.var.db, c.req.valid('query')) }),
);

moduleRoutes.post(
  '/',
  doc({ summary: 'Create a module (duplicate key: 409)', response: moduleSchema }),
  validate('json', createModuleInputSchema),
  async (c) => c.json({ data: await createModule(c.var.db, { input: c.req.valid('json'), ...adminActor(c) }) }),
);

moduleRoutes.post(
  '/update-module',
  doc({ summary: 'Update a module (stale version or duplicate key: 409)', response: moduleSchema }),
  validate('json', updateModuleInputSchema),
  async (c) => c.json({ data: await updateModule(c.var.db, { input: c.req.valid('json'), ...adminActor(c) }) }),
);

moduleRoutes.get(
  '/module-categories',
  doc({ summary: 'Module categories with their module counts', response: pageOf(moduleCategorySchema) }),
  validate('query', pagingQuerySchema),
  async (c) => c.json({ data: await listModuleCategories(c.var.db, c.req.valid('query')) }),
);

moduleRoutes.post(
  '/save-module-category',
  doc({ summary: 'Create (no id) or update (id + version) a module category', response: moduleCategorySchema }),
  validate('json', saveModuleCategoryInputSchema),
  async (c) => c.json({ data: await saveModuleCategory(c.var.db, { input: c.req.valid('json'), ...adminActor(c) }) }),
);

moduleRoutes.post(
  '/delete-module-category',
  doc({ summary: 'Delete a module category; its modules keep no category', response: categoryDeletedSchema }),
  validate('json', idInputSchema),
  async (c) => c.json({ data: await deleteModuleCategory(c.var.db, { id: c.req.valid('json').id, ...adminActor(c) }) }),
);

moduleRoutes.get(
  '/module-permissions',
  doc({
    summary: "A module's permissions with the number of roles holding each",
    response: pageOf(modulePermissionSchema),
  }),
  validate('query', listModulePermissionsQuerySchema),
  async (c) => c.json({ data: await listModulePermissions(c.var.db, c.req.valid('query')) }),
);

moduleRoutes.post(
  '/save-module-permissions',
  doc({
    summary: 'Create (no id) and update (id) a list of permissions in one transaction',
    response: z.array(modulePermissionSchema),
  }),
  validate('json', saveModulePermissionsInputSchema),
  async (c) =>
    c.json({ data: await saveModulePermissions(c.var.db, { items: c.req.valid('json'), ...adminActor(c) }) }),
);

moduleRoutes.post(
  '/delete-module-permission',
  doc({ summary: 'Delete a permission and remove it from every role holding it', response: permissionDeletedSchema }),
  validate('json', idInputSchema),
  async (c) =>
    c.json({ data: await deleteModulePermission(c.var.db, { id: c.req.valid('json').id, ...adminActor(c) }) }),
);
