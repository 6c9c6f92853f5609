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
import { describeRoute } from '../../openapi-registry';
import { adminActor } from './helpers';

/** /api/admin/Module: the specification's admin module calls, plus category create/edit/delete. */
export const moduleRoutes = new Hono<AppEnv>();
const tag = 'Admin modules';
const base = '/api/admin/Module';

describeRoute({
  method: 'get',
  path: base,
  summary: 'Modules in menu order (pageIndex 0-based, searchText, categoryId)',
  tag,
  query: listModulesQuerySchema,
  response: pageOf(moduleSchema),
});
// GET /api/admin/Module
moduleRoutes.get('/', validate('query', listModulesQuerySchema), async (c) =>
  c.json({ data: await listModules(c.var.db, c.req.valid('query')) }),
);

describeRoute({
  method: 'post',
  path: base,
  summary: 'Create a module (duplicate key: 409)',
  tag,
  body: createModuleInputSchema,
  response: moduleSchema,
});
// POST /api/admin/Module
moduleRoutes.post('/', validate('json', createModuleInputSchema), async (c) =>
  c.json({ data: await createModule(c.var.db, { input: c.req.valid('json'), ...adminActor(c) }) }),
);

describeRoute({
  method: 'post',
  path: `${base}/update-module`,
  summary: 'Update a module (stale version or duplicate key: 409)',
  tag,
  body: updateModuleInputSchema,
  response: moduleSchema,
});
// POST /api/admin/Module/update-module
moduleRoutes.post('/update-module', validate('json', updateModuleInputSchema), async (c) =>
  c.json({ data: await updateModule(c.var.db, { input: c.req.valid('json'), ...adminActor(c) }) }),
);

describeRoute({
  method: 'get',
  path: `${base}/module-categories`,
  summary: 'Module categories with their module counts',
  tag,
  query: pagingQuerySchema,
  response: pageOf(moduleCategorySchema),
});
// GET /api/admin/Module/module-categories
moduleRoutes.get('/module-categories', validate('query', pagingQuerySchema), async (c) =>
  c.json({ data: await listModuleCategories(c.var.db, c.req.valid('query')) }),
);

describeRoute({
  method: 'post',
  path: `${base}/save-module-category`,
  summary: 'Create (no id) or update (id + version) a module category',
  tag,
  body: saveModuleCategoryInputSchema,
  response: moduleCategorySchema,
});
// POST /api/admin/Module/save-module-category
moduleRoutes.post('/save-module-category', validate('json', saveModuleCategoryInputSchema), async (c) =>
  c.json({ data: await saveModuleCategory(c.var.db, { input: c.req.valid('json'), ...adminActor(c) }) }),
);

describeRoute({
  method: 'post',
  path: `${base}/delete-module-category`,
  summary: 'Delete a module category; its modules keep no category',
  tag,
  body: idInputSchema,
  response: categoryDeletedSchema,
});
// POST /api/admin/Module/delete-module-category
moduleRoutes.post('/delete-module-category', validate('json', idInputSchema), async (c) =>
  c.json({ data: await deleteModuleCategory(c.var.db, { id: c.req.valid('json').id, ...adminActor(c) }) }),
);

describeRoute({
  method: 'get',
  path: `${base}/module-permissions`,
  summary: "A module's permissions with the number of roles holding each",
  tag,
  query: listModulePermissionsQuerySchema,
  response: pageOf(modulePermissionSchema),
});
// GET /api/admin/Module/module-permissions
moduleRoutes.get('/module-permissions', validate('query', listModulePermissionsQuerySchema), async (c) =>
  c.json({ data: await listModulePermissions(c.var.db, c.req.valid('query')) }),
);

describeRoute({
  method: 'post',
  path: `${base}/save-module-permissions`,
  summary: 'Create (no id) and update (id) a list of permissions in one transaction',
  tag,
  body: saveModulePermissionsInputSchema,
  response: z.array(modulePermissionSchema),
});
// POST /api/admin/Module/save-module-permissions
moduleRoutes.post('/save-module-permissions', validate('json', saveModulePermissionsInputSchema), async (c) =>
  c.json({ data: await saveModulePermissions(c.var.db, { items: c.req.valid('json'), ...adminActor(c) }) }),
);

describeRoute({
  method: 'post',
  path: `${base}/delete-module-permission`,
  summary: 'Delete a permission and remove it from every role holding it',
  tag,
  body: idInputSchema,
  response: permissionDeletedSchema,
});
// POST /api/admin/Module/delete-module-permission
moduleRoutes.post('/delete-module-permission', validate('json', idInputSchema), async (c) =>
  c.json({ data: await deleteModulePermission(c.var.db, { id: c.req.valid('json').id, ...adminActor(c) }) }),
);
