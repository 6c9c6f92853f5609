import type { z } from 'zod';
import type {
  createTenantInputSchema,
  ListTenantsQuery,
  updateTenantInputSchema,
} from '@/lib/schemas/backoffice-tenants';
import { api } from './client';
import { lazyPage, lazySchema, parseData, toSearchParams } from './envelope';

const schemas = () => import('@/lib/schemas/backoffice-tenants');
const tenantPage = lazyPage(() => schemas().then((m) => m.tenantSchema));
const tenantDetailSchema = lazySchema(() => schemas().then((m) => m.tenantDetailSchema));
const createdTenantSchema = lazySchema(() => schemas().then((m) => m.createdTenantSchema));
const activationSentSchema = lazySchema(() => schemas().then((m) => m.activationSentSchema));
const activationLinkSchema = lazySchema(() => schemas().then((m) => m.activationLinkSchema));

export const fetchTenants = (query: ListTenantsQuery) =>
  parseData(api.get('admin/Tenant', { searchParams: toSearchParams(query) }).json(), tenantPage);
export const fetchTenant = (id: string) => parseData(api.get(`admin/Tenant/${id}`).json(), tenantDetailSchema);
export const createTenant = (input: z.input<typeof createTenantInputSchema>) =>
  parseData(api.post('admin/Tenant', { json: input }).json(), createdTenantSchema);
export const updateTenant = ({ id, ...input }: z.input<typeof updateTenantInputSchema> & { id: string }) =>
  parseData(api.put(`admin/Tenant/${id}`, { json: input }).json(), tenantDetailSchema);
export const setTenantStatus = ({ id, suspended }: { id: string; suspended: boolean }) =>
  parseData(api.post(`admin/Tenant/${id}/${suspended ? 'suspend' : 'reactivate'}`).json(), tenantDetailSchema);
export const setTenantModules = ({ id, ...input }: { id: string; moduleIds: string[]; version: number }) =>
  parseData(api.put(`admin/Tenant/${id}/modules`, { json: input }).json(), tenantDetailSchema);
export const resendTenantActivation = (id: string) =>
  parseData(api.post(`admin/Tenant/${id}/resend-activation`, { json: {} }).json(), activationSentSchema);
export const createTenantActivationLink = (id: string) =>
  parseData(api.post(`admin/Tenant/${id}/activation-link`, { json: {} }).json(), activationLinkSchema);
