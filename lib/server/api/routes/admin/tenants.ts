import 'server-only';

import { Hono } from 'hono';
import {
  activationLinkSchema,
  activationSentSchema,
  createdTenantSchema,
  activationTargetInputSchema,
  createTenantInputSchema,
  listTenantsQuerySchema,
  setTenantModulesInputSchema,
  tenantDetailSchema,
  tenantSchema,
  updateTenantInputSchema,
} from '@/lib/schemas/backoffice-tenants';
import { pageOf } from '@/lib/schemas/common';
import { createActivationLink, resendActivation } from '../../../services/backoffice/tenant-activation';
import { getTenantDetail, listTenants } from '../../../services/backoffice/tenant-queries';
import { createTenant, setTenantModules, setTenantStatus, updateTenant } from '../../../services/backoffice/tenants';
import type { AppEnv } from '../../context';
import { validate } from '../../middleware';
import { describeRoute } from '../../openapi-registry';
import { idParam } from '../tenant/helpers';
import { adminActor } from './helpers';

/** /api/admin/Tenant: tenant management of the Backoffice. */
export const tenantAdminRoutes = new Hono<AppEnv>();
const tag = 'Admin tenants';
const base = '/api/admin/Tenant';

describeRoute({
  method: 'get',
  path: base,
  summary: 'Tenants, newest first (pageIndex 0-based, searchText, status)',
  tag,
  query: listTenantsQuerySchema,
  response: pageOf(tenantSchema),
});
// GET /api/admin/Tenant
tenantAdminRoutes.get('/', validate('query', listTenantsQuerySchema), async (c) =>
  c.json({ data: await listTenants(c.var.db, c.req.valid('query')) }),
);

describeRoute({
  method: 'post',
  path: base,
  summary: 'Create a tenant, its owner (pending) and modules; emails the activation link',
  tag,
  body: createTenantInputSchema,
  response: createdTenantSchema,
});
// POST /api/admin/Tenant – owner email already taken: 409
tenantAdminRoutes.post('/', validate('json', createTenantInputSchema), async (c) =>
  c.json({ data: await createTenant(c.var.db, { input: c.req.valid('json'), ...adminActor(c) }) }),
);

describeRoute({
  method: 'get',
  path: `${base}/{id}`,
  summary: 'A tenant with its users and enabled modules',
  tag,
  response: tenantDetailSchema,
});
// GET /api/admin/Tenant/:id
tenantAdminRoutes.get('/:id', async (c) => c.json({ data: await getTenantDetail(c.var.db, idParam(c)) }));

describeRoute({
  method: 'put',
  path: `${base}/{id}`,
  summary: 'Edit the company profile (stale version: 409)',
  tag,
  body: updateTenantInputSchema,
  response: tenantDetailSchema,
});
// PUT /api/admin/Tenant/:id
tenantAdminRoutes.put('/:id', validate('json', updateTenantInputSchema), async (c) =>
  c.json({ data: await updateTenant(c.var.db, { id: idParam(c), input: c.req.valid('json'), ...adminActor(c) }) }),
);

describeRoute({
  method: 'post',
  path: `${base}/{id}/suspend`,
  summary: "Suspend: its users' sessions end and they get 403 tenant_suspended",
  tag,
  response: tenantDetailSchema,
});
// POST /api/admin/Tenant/:id/suspend
tenantAdminRoutes.post('/:id/suspend', async (c) =>
  c.json({ data: await setTenantStatus(c.var.db, { id: idParam(c), status: 'suspended', ...adminActor(c) }) }),
);

describeRoute({
  method: 'post',
  path: `${base}/{id}/reactivate`,
  summary: 'Reactivate a suspended tenant',
  tag,
  response: tenantDetailSchema,
});
// POST /api/admin/Tenant/:id/reactivate
tenantAdminRoutes.post('/:id/reactivate', async (c) =>
  c.json({ data: await setTenantStatus(c.var.db, { id: idParam(c), status: 'active', ...adminActor(c) }) }),
);

describeRoute({
  method: 'put',
  path: `${base}/{id}/modules`,
  summary: "Replace the tenant's enabled modules (stale version: 409)",
  tag,
  body: setTenantModulesInputSchema,
  response: tenantDetailSchema,
});
// PUT /api/admin/Tenant/:id/modules
tenantAdminRoutes.put('/:id/modules', validate('json', setTenantModulesInputSchema), async (c) =>
  c.json({ data: await setTenantModules(c.var.db, { id: idParam(c), input: c.req.valid('json'), ...adminActor(c) }) }),
);

describeRoute({
  method: 'post',
  path: `${base}/{id}/resend-activation`,
  summary: 'Email a fresh activation link to the pending owner (or userId); 422 when already active',
  tag,
  body: activationTargetInputSchema,
  response: activationSentSchema,
});
// POST /api/admin/Tenant/:id/resend-activation
tenantAdminRoutes.post('/:id/resend-activation', validate('json', activationTargetInputSchema), async (c) =>
  c.json({
    data: await resendActivation(c.var.db, {
      tenantId: idParam(c),
      userId: c.req.valid('json').userId,
      ...adminActor(c),
    }),
  }),
);

describeRoute({
  method: 'post',
  path: `${base}/{id}/activation-link`,
  summary: 'A fresh activation link to copy; earlier links of that user stop working',
  tag,
  body: activationTargetInputSchema,
  response: activationLinkSchema,
});
// POST /api/admin/Tenant/:id/activation-link
tenantAdminRoutes.post('/:id/activation-link', validate('json', activationTargetInputSchema), async (c) =>
  c.json({
    data: await createActivationLink(c.var.db, {
      tenantId: idParam(c),
      userId: c.req.valid('json').userId,
      ...adminActor(c),
    }),
  }),
);
