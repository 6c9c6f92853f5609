import 'server-only';

import { Hono } from 'hono';
import {
  activationLinkSchema,
  activationSentSchema,
  createdTenantSchema,
  activationTargetInputSchema,
  type ActivationTargetInput,
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
import type { AppContext, AppEnv } from '../../context';
import { validate } from '../../middleware';
import { doc } from '../../route-doc';
import { idParam } from '../tenant/helpers';
import { adminActor } from './helpers';

/** /api/admin/Tenant: tenant management of the Backoffice. */
export const tenantAdminRoutes = new Hono<AppEnv>();

tenantAdminRoutes.get(
  '/',
  doc({ summary: 'Tenants, newest first (pageIndex 0-based, searchText, status)', response: pageOf(tenantSchema) }),
  validate('query', listTenantsQuerySchema),
  async (c) => c.json({ data: await listTenants(c.var.db, c.req.valid('query')) }),
);

// Owner email already taken: 409
tenantAdminRoutes.post(
  '/',
  doc({
    summary: 'Create a tenant, its owner (pending) and modules; emails the activation link',
    response: createdTenantSchema,
  }),
  validate('json', createTenantInputSchema),
  async (c) => c.json({ data: await createTenant(c.var.db, { input: c.req.valid('json'), ...adminActor(c) }) }),
);

tenantAdminRoutes.get(
  '/:id',
  doc({ summary: 'A tenant with its users and enabled modules', response: tenantDetailSchema }),
  async (c) => c.json({ data: await getTenantDetail(c.var.db, idParam(c)) }),
);

tenantAdminRoutes.put(
  '/:id',
  doc({ summary: 'Edit the company profile (stale version: 409)', response: tenantDetailSchema }),
  validate('json', updateTenantInputSchema),
  async (c) =>
    c.json({ data: await updateTenant(c.var.db, { id: idParam(c), input: c.req.valid('json'), ...adminActor(c) }) }),
);

tenantAdminRoutes.post(
  '/:id/suspend',
  doc({ summary: "Suspend: its users' sessions end and they get 403 tenant_suspended", response: tenantDetailSchema }),
  async (c) =>
    c.json({ data: await setTenantStatus(c.var.db, { id: idParam(c), status: 'suspended', ...adminActor(c) }) }),
);

tenantAdminRoutes.post(
  '/:id/reactivate',
  doc({ summary: 'Reactivate a suspended tenant', response: tenantDetailSchema }),
  async (c) =>
    c.json({ data: await setTenantStatus(c.var.db, { id: idParam(c), status: 'active', ...adminActor(c) }) }),
);

tenantAdminRoutes.put(
  '/:id/modules',
  doc({ summary: "Replace the tenant's enabled modules (stale version: 409)", response: tenantDetailSchema }),
  validate('json', setTenantModulesInputSchema),
  async (c) =>
    c.json({
      data: await setTenantModules(c.var.db, { id: idParam(c), input: c.req.valid('json'), ...adminActor(c) }),
    }),
);

/** The tenant of the path and the user of the body (its pending owner when absent), as the admin. */
const activationTarget = (c: AppContext, { userId }: ActivationTargetInput) => ({
  tenantId: idParam(c),
  userId,
  ...adminActor(c),
});

tenantAdminRoutes.post(
  '/:id/resend-activation',
  doc({
    summary: 'Email a fresh activation link to the pending owner (or userId); 422 when already active',
    response: activationSentSchema,
  }),
  validate('json', activationTargetInputSchema),
  async (c) => c.json({ data: await resendActivation(c.var.db, activationTarget(c, c.req.valid('json'))) }),
);

tenantAdminRoutes.post(
  '/:id/activation-link',
  doc({
    summary: 'A fresh activation link to copy; earlier links of that user stop working',
    response: activationLinkSchema,
  }),
  validate('json', activationTargetInputSchema),
  async (c) => c.json({ data: await createActivationLink(c.var.db, activationTarget(c, c.req.valid('json'))) }),
);
