import { z } from 'zod';
import {
  activationLinkSchema,
  tenantDetailSchema,
  tenantSchema,
  type createTenantInputSchema,
  type ListTenantsQuery,
  type updateTenantInputSchema,
} from '@/lib/schemas/backoffice-tenants';
import { pageOf } from '@/lib/schemas/common';
import { api } from './client';
import { parseData, toSearchParams } from './envelope';

export const fetchTenants = (query: ListTenantsQuery) =>
  parseData(api.get('admin/Tenant', { searchParams: toSearchParams(query) }).json(), pageOf(tenantSchema));
export const fetchTenant = (id: string) => parseData(api.get(`admin/Tenant/${id}`).json(), tenantDetailSchema);
export const createTenant = (input: z.input<typeof createTenantInputSchema>) =>
  parseData(
    api.post('admin/Tenant', { json: input }).json(),
    tenantDetailSchema.extend({ activationEmailSent: z.boolean() }),
  );
export const updateTenant = ({ id, ...input }: z.input<typeof updateTenantInputSchema> & { id: string }) =>
  parseData(api.put(`admin/Tenant/${id}`, { json: input }).json(), tenantDetailSchema);
export const setTenantStatus = ({ id, suspended }: { id: string; suspended: boolean }) =>
  parseData(api.post(`admin/Tenant/${id}/${suspended ? 'suspend' : 'reactivate'}`).json(), tenantDetailSchema);
export const setTenantModules = ({ id, ...input }: { id: string; moduleIds: string[]; version: number }) =>
  parseData(api.put(`admin/Tenant/${id}/modules`, { json: input }).json(), tenantDetailSchema);
export const resendTenantActivation = (id: string) =>
  parseData(api.post(`admin/Tenant/${id}/resend-activation`, { json: {} }).json(), z.object({ email: z.string() }));
export const createTenantActivationLink = (id: string) =>
  parseData(api.post(`admin/Tenant/${id}/activation-link`, { json: {} }).json(), activationLinkSchema);
