import './zod-config';
import { z } from 'zod';
import { emailSchema, optionalSingleLineText, pagingQuerySchema, singleLineText, uuidSchema } from './common';
import { optionalEmail, optionalText, versionSchema } from './common';
import { taxNumberSchema } from './tax-number';
import { tenantStatuses } from './values/backoffice-tenants';

export const tenantStatusSchema = z.enum(tenantStatuses, { error: 'invalidChoice' });
export type TenantStatus = z.infer<typeof tenantStatusSchema>;

export const listTenantsQuerySchema = pagingQuerySchema.extend({ status: tenantStatusSchema.optional() });
export type ListTenantsQuery = z.infer<typeof listTenantsQuerySchema>;

const phoneSchema = optionalText(30).refine((v) => !v || /^\+?[0-9 ()-]{7,20}$/.test(v), 'invalidPhone');

/** The tenant's company profile: what the Backoffice may edit after creation. */
const profileFields = {
  name: singleLineText(200),
  taxNumber: taxNumberSchema,
  taxOffice: singleLineText(100),
  contactName: optionalSingleLineText(200),
  contactEmail: optionalEmail,
  contactPhone: phoneSchema,
};
const moduleIdsSchema = z.array(uuidSchema, { error: 'invalidValue' }).max(200, 'tooBig');

export const createTenantInputSchema = z.strictObject({
  ...profileFields,
  ownerName: singleLineText(100),
  ownerSurname: singleLineText(100),
  ownerEmail: emailSchema,
  moduleIds: moduleIdsSchema.min(1, 'selectAtLeastOne'),
});
export type CreateTenantInput = z.infer<typeof createTenantInputSchema>;

export const updateTenantInputSchema = z.strictObject({ ...profileFields, version: versionSchema });
export type UpdateTenantInput = z.infer<typeof updateTenantInputSchema>;

export const setTenantModulesInputSchema = z.strictObject({ moduleIds: moduleIdsSchema, version: versionSchema });
export type SetTenantModulesInput = z.infer<typeof setTenantModulesInputSchema>;

/** Which pending user a link is for; the tenant's owner when omitted. */
export const activationTargetInputSchema = z.strictObject({ userId: uuidSchema.optional() });
export type ActivationTargetInput = z.infer<typeof activationTargetInputSchema>;

export const tenantUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  /** 'pending' | 'active' | 'disabled' */
  status: z.string(),
  isOwner: z.boolean(),
  createdAt: z.string(),
});
export type TenantUser = z.infer<typeof tenantUserSchema>;

export const tenantSchema = z.object({
  id: z.string(),
  name: z.string(),
  taxNumber: z.string().nullable(),
  taxOffice: z.string().nullable(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  status: tenantStatusSchema,
  owner: tenantUserSchema.nullable(),
  userCount: z.number(),
  moduleCount: z.number(),
  createdAt: z.string(),
  version: z.number(),
});
export type Tenant = z.infer<typeof tenantSchema>;

export const tenantDetailSchema = tenantSchema.extend({
  /** The tenant's staff (Tenant accounts); portal customers are only counted. */
  users: z.array(tenantUserSchema),
  customerAccountCount: z.number(),
  moduleIds: z.array(z.string()),
});
export type TenantDetail = z.infer<typeof tenantDetailSchema>;

/** A new tenant, and whether its owner's activation mail went out. */
export const createdTenantSchema = tenantDetailSchema.extend({ activationEmailSent: z.boolean() });
/** Where a resent activation mail went. */
export const activationSentSchema = z.object({ email: z.string() });

export const activationLinkSchema = z.object({ link: z.string(), userId: z.string(), expiresAt: z.string() });
export type ActivationLink = z.infer<typeof activationLinkSchema>;
