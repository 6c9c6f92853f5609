import './zod-config';
import { z } from 'zod';
import { optionalSingleLineText, pageOf, pagingQuerySchema, requiredText } from './common';
import { optionalEmail, optionalPhone, optionalText, singleLineText, sortOrderSchema } from './common';
import { uuidSchema, versionSchema } from './common';
import { eInvoiceAliasSchema, eInvoiceIssues } from './e-documents';
import { taxNumberSchema } from './tax-number';
import { customerKinds } from './values/customers';

export const customerKindSchema = z.enum(customerKinds, { error: 'invalidChoice' });
export type CustomerKind = z.infer<typeof customerKindSchema>;

/** Optional VKN (10 digits) or TCKN (11 digits), each with its check digits. */
const optionalTaxNumber = z
  .preprocess((v) => (v === '' ? null : v), taxNumberSchema.nullish())
  .transform((v) => v ?? null);

const tagsSchema = z
  .array(singleLineText(40), { error: 'invalidValue' })
  .max(20, 'tooBig')
  .default([])
  .transform((tags) => [...new Set(tags)]);

export const customerContactInputSchema = z.strictObject({
  id: uuidSchema.optional(),
  name: singleLineText(120),
  title: optionalSingleLineText(120),
  phone: optionalPhone,
  email: optionalEmail,
});
export type CustomerContactInput = z.input<typeof customerContactInputSchema>;

export const customerAddressInputSchema = z.strictObject({
  id: uuidSchema.optional(),
  title: singleLineText(80),
  line: requiredText(500),
  district: optionalSingleLineText(80),
  city: optionalSingleLineText(80),
  postalCode: optionalSingleLineText(10),
  country: optionalSingleLineText(80),
});
export type CustomerAddressInput = z.input<typeof customerAddressInputSchema>;

const customerFields = {
  kind: customerKindSchema,
  name: singleLineText(200),
  taxNumber: optionalTaxNumber,
  taxOffice: optionalSingleLineText(100),
  email: optionalEmail,
  phone: optionalPhone,
  notes: optionalText(2000),
  tags: tagsSchema,
  /** e-Fatura mükellefi: invoices go to it as e-Fatura; otherwise as e-Arşiv. */
  eInvoiceRegistered: z.boolean({ error: 'invalidYesNo' }).default(false),
  /** Required (a GİB alias) when registered; ignored (stored as null) when not. */
  eInvoiceAlias: eInvoiceAliasSchema,
  contacts: z.array(customerContactInputSchema).max(50, 'tooBig').default([]),
  addresses: z.array(customerAddressInputSchema).max(20, 'tooBig').default([]),
};

type EInvoiceFields = { eInvoiceRegistered: boolean; eInvoiceAlias: string | null; taxNumber: string | null };

/** The e-Fatura rule at its fields (it runs once every field is valid on its own). */
const eInvoiceRule = (c: EInvoiceFields, ctx: z.RefinementCtx) => {
  for (const { path, message } of eInvoiceIssues(c)) ctx.addIssue({ code: 'custom', message, path: [path] });
};
/** A customer that is not an e-Fatura user keeps no alias. */
const dropUnusedAlias = <T extends EInvoiceFields>(c: T): T =>
  c.eInvoiceRegistered ? c : { ...c, eInvoiceAlias: null };

/** Contacts and addresses are saved with the customer: the lists replace the stored ones (ids keep rows). */
export const createCustomerInputSchema = z
  .strictObject({
    ...customerFields,
    /** Save even though a customer with the same VKN/TCKN or email exists (the user's second, explicit choice). */
    allowDuplicate: z.boolean().optional(),
  })
  .superRefine(eInvoiceRule)
  .overwrite(dropUnusedAlias);
export type CreateCustomerInput = z.input<typeof createCustomerInputSchema>;
export type CreateCustomerData = z.output<typeof createCustomerInputSchema>;

/** The `details` of a 409 duplicate_customer: the existing customer a new one matches. */
export const duplicateCustomerSchema = z.object({
  id: z.string(),
  name: z.string(),
  matchedOn: z.enum(['taxNumber', 'email']),
});
export type DuplicateCustomer = z.infer<typeof duplicateCustomerSchema>;

export const updateCustomerInputSchema = z
  .strictObject({ ...customerFields, version: versionSchema })
  .superRefine(eInvoiceRule)
  .overwrite(dropUnusedAlias);
export type UpdateCustomerInput = z.input<typeof updateCustomerInputSchema>;

export const customerSortFields = ['name', 'createdAt', 'balance'] as const;

/** Filters shared by the list and the export. */
export const customerFilterSchema = z.object({
  searchText: pagingQuerySchema.shape.searchText,
  kind: customerKindSchema.optional(),
  tag: z.string().trim().max(40, 'tooLong').optional(),
  sortField: z.enum(customerSortFields, { error: 'invalidChoice' }).default('name'),
  sortOrder: sortOrderSchema,
});
export const listCustomersQuerySchema = pagingQuerySchema.extend(customerFilterSchema.shape);
export type ListCustomersQuery = z.output<typeof listCustomersQuerySchema>;

export const exportCustomersQuerySchema = customerFilterSchema.extend({
  format: z.enum(['csv', 'xlsx'], { error: 'invalidChoice' }).default('csv'),
});

export const customerContactSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** Null until invited; then 'pending' until the invited person sets a password. */
  portalStatus: z.string().nullable(),
});
export type CustomerContact = z.infer<typeof customerContactSchema>;

export const customerAddressSchema = z.object({
  id: z.string(),
  title: z.string(),
  line: z.string(),
  district: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
});
export type CustomerAddress = z.infer<typeof customerAddressSchema>;

export const customerListItemSchema = z.object({
  id: z.string(),
  kind: customerKindSchema,
  name: z.string(),
  taxNumber: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  tags: z.array(z.string()),
  createdAt: z.string(),
  version: z.number(),
  /**
   * What the customer owes (the statement's Güncel bakiye; negative: an advance), a decimal string;
   * null for a user without payments.view, who sees no money.
   */
  balance: z.string().nullable(),
  /** An issued invoice of the customer is past its due date and not fully paid (null as balance). */
  overdue: z.boolean().nullable(),
});
export type CustomerListItem = z.infer<typeof customerListItemSchema>;

export const customerSchema = customerListItemSchema.extend({
  taxOffice: z.string().nullable(),
  eInvoiceRegistered: z.boolean(),
  eInvoiceAlias: z.string().nullable(),
  notes: z.string().nullable(),
  contacts: z.array(customerContactSchema),
  addresses: z.array(customerAddressSchema),
  updatedAt: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

/** totalCount is exact up to `countCap`; past it `totalCapped` is true (DESIGN: totals from a cheap source). */
export const customerPageSchema = pageOf(customerListItemSchema).extend({ totalCapped: z.boolean() });
export type CustomerPage = z.infer<typeof customerPageSchema>;

export const importRowResultSchema = z.object({
  rowNumber: z.number(),
  name: z.string(),
  /** The row's cells as decoded, in the file's column order (for the preview and the rejected-rows file). */
  cells: z.array(z.string()),
  errors: z.record(z.string(), z.string()),
  /** The live customer this row matches by VKN/TCKN, then email: the import updates or skips it. */
  existing: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export const importEncodings = ['utf-8', 'utf-16le', 'utf-16be', 'windows-1254', 'xlsx'] as const;
export const importPreviewSchema = z.object({
  /** The header row as decoded. */
  header: z.array(z.string()),
  encoding: z.enum(importEncodings),
  /** Characters in the file that nobody typed (a wrong encoding or an already garbled file). */
  unreadable: z.number(),
  rows: z.array(importRowResultSchema),
  validCount: z.number(),
  errorCount: z.number(),
  /** Valid rows that match an existing customer. */
  existingCount: z.number(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** What an import does with a row that matches an existing customer. */
export const importModes = ['skip', 'update'] as const;
export const importModeSchema = z.enum(importModes, { error: 'invalidChoice' }).default('skip');
export type ImportMode = (typeof importModes)[number];

/** created: new customers; updated/skipped: rows that matched one; rejected: invalid rows, not written. */
export const importCommitSchema = z.object({
  created: z.number(),
  updated: z.number(),
  skipped: z.number(),
  rejected: z.number(),
});
export type ImportCommitResult = z.infer<typeof importCommitSchema>;

/** The payloads of the customers resource, for its routes and its client resource. */
export const customerSchemas = {
  item: customerSchema,
  listItem: customerListItemSchema,
  listQuery: listCustomersQuerySchema,
  create: createCustomerInputSchema,
  update: updateCustomerInputSchema,
};

/** A customer's portal account as its tenant sees it: who, its state and when it last signed in. */
export const portalAccountSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  status: z.enum(['pending', 'active', 'disabled']),
  lastLoginAt: z.string().nullable(),
});
export type PortalAccount = z.infer<typeof portalAccountSchema>;
