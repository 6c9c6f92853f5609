import './zod-config';
import { z } from 'zod';
import {
  optionalText,
  pageOf,
  pagingQuerySchema,
  pricedLineShape,
  requiredUuid,
  singleLineText,
  uuidSchema,
  versionSchema,
} from './common';
import { isDocumentNumberPattern } from '@/lib/utils/document-number';
import { calendarDateSchema } from './calendar-date';
import {
  documentDiscountSchema,
  documentWithinLimits,
  keepExemptionAtZero,
  pricedLineInputShape,
  withholdingNeedsVat,
  storedDiscountSchema,
} from './document-lines';
import { currencies } from './values/money';
import { offerStatuses, offerDisplayStatuses } from './values/offers';

/**
 * Offers (teklifler): priced quotes with ordered lines, a document discount and KDV. The totals
 * are computed with lib/utils/document-totals (the server stores them; forms show them live).
 */

export type StoredOfferStatus = (typeof offerStatuses)[number];
export type OfferStatus = (typeof offerDisplayStatuses)[number];

export const offerLineKinds = ['product', 'labor', 'free'] as const;
export type OfferLineKind = (typeof offerLineKinds)[number];

const isoDate = calendarDateSchema;

const offerLineInputFields = {
  kind: z.enum(offerLineKinds, { error: 'invalidChoice' }),
  /** The catalogue item of a product or labor line (its name, unit, price and KDV are copied, then editable). */
  productId: uuidSchema.nullish().transform((v) => v ?? null),
  laborId: uuidSchema.nullish().transform((v) => v ?? null),
  name: singleLineText(300),
  description: optionalText(1000),
  ...pricedLineInputShape,
};
export const offerLineInputSchema = z
  .strictObject(offerLineInputFields)
  .superRefine(withholdingNeedsVat)
  .transform(keepExemptionAtZero);
export type OfferLineInput = z.input<typeof offerLineInputSchema>;

const offerFields = {
  customerId: requiredUuid,
  contactId: uuidSchema.nullish().transform((v) => v ?? null),
  offerDate: isoDate,
  validUntil: isoDate,
  currency: z.enum(currencies, { error: 'invalidChoice' }).default('TRY'),
  subject: singleLineText(300),
  intro: optionalText(5000),
  terms: optionalText(5000),
  internalNote: optionalText(2000),
  discount: documentDiscountSchema,
  lines: z.array(offerLineInputSchema, { error: 'required' }).min(1, 'linesRequired').max(200, 'tooMany'),
};
const validUntilAfterDate = (o: { offerDate: string; validUntil: string }) => o.validUntil >= o.offerDate;
const validUntilRule = { message: 'validUntilBeforeDate', path: ['validUntil'] };

export const createOfferInputSchema = z
  .strictObject(offerFields)
  .refine(validUntilAfterDate, validUntilRule)
  .superRefine(documentWithinLimits);
export type CreateOfferInput = z.input<typeof createOfferInputSchema>;
export const updateOfferInputSchema = z
  .strictObject({ ...offerFields, version: versionSchema })
  .refine(validUntilAfterDate, validUntilRule)
  .superRefine(documentWithinLimits);
export type UpdateOfferInput = z.input<typeof updateOfferInputSchema>;

export const listOffersQuerySchema = pagingQuerySchema.extend({
  status: z.enum(offerDisplayStatuses, { error: 'invalidChoice' }).optional(),
  customerId: uuidSchema.optional(),
  dateFrom: isoDate.optional(),
  dateTo: isoDate.optional(),
  sortField: z
    .enum(['offerDate', 'number', 'grandTotal', 'createdAt'], { error: 'invalidChoice' })
    .default('offerDate'),
  sortOrder: z.enum(['asc', 'desc'], { error: 'invalidChoice' }).default('desc'),
});
export type ListOffersQuery = z.output<typeof listOffersQuerySchema>;

export const offerVatSchema = z.object({ rate: z.number(), base: z.string(), amount: z.string() });

/** A list row: the header and its totals. */
export const offerListItemSchema = z.object({
  id: z.string(),
  /** The number shown and printed: TKL-2026-00007, or TKL-2026-00007/2 for revision 2. */
  number: z.string(),
  revision: z.number(),
  customerId: z.string(),
  customerName: z.string(),
  subject: z.string(),
  offerDate: z.string(),
  validUntil: z.string(),
  currency: z.string(),
  status: z.enum(offerDisplayStatuses),
  grandTotal: z.string(),
  version: z.number(),
});
export type OfferListItem = z.infer<typeof offerListItemSchema>;

export const offerLineSchema = z.object({
  id: z.string(),
  kind: z.enum(offerLineKinds),
  productId: z.string().nullable(),
  laborId: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  ...pricedLineShape,
  documentDiscount: z.string(),
  taxable: z.string(),
});
export type OfferLine = z.infer<typeof offerLineSchema>;

export const offerHistoryEntrySchema = z.object({
  from: z.string().nullable(),
  to: z.string(),
  comment: z.string().nullable(),
  at: z.string(),
  actorName: z.string().nullable(),
});

/** The whole offer: header, lines in order, totals, KDV breakdown, history and revisions. */
export const offerSchema = offerListItemSchema.extend({
  baseNumber: z.string(),
  contactId: z.string().nullable(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  intro: z.string().nullable(),
  terms: z.string().nullable(),
  internalNote: z.string().nullable(),
  discount: storedDiscountSchema,
  lines: z.array(offerLineSchema),
  subtotal: z.string(),
  documentDiscount: z.string(),
  netTotal: z.string(),
  vat: z.array(offerVatSchema),
  vatTotal: z.string(),
  withholdingTotal: z.string(),
  payableTotal: z.string(),
  sentAt: z.string().nullable(),
  sentByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
  convertedAt: z.string().nullable(),
  /** The work order the offer was converted into. */
  convertedTo: z.string().nullable(),
  history: z.array(offerHistoryEntrySchema),
  revisions: z.array(z.object({ id: z.string(), number: z.string(), revision: z.number(), status: z.string() })),
  createdAt: z.string(),
});
export type Offer = z.infer<typeof offerSchema>;
export const offerPageSchema = pageOf(offerListItemSchema);

/** The customer's answer, recorded by staff (phone, in person) or given in the portal. */
export const offerDecisionInputSchema = z.strictObject({
  status: z.enum(['accepted', 'rejected'], { error: 'invalidChoice' }),
  note: optionalText(1000),
  version: versionSchema,
});
export type OfferDecisionInput = z.input<typeof offerDecisionInputSchema>;

export const offerSendInputSchema = z.strictObject({ version: versionSchema });
export const offerSendResultSchema = z.object({
  id: z.string(),
  status: z.string(),
  sentAt: z.string(),
  to: z.string(),
});

export const offerSchemas = {
  item: offerSchema,
  listItem: offerListItemSchema,
  listQuery: listOffersQuerySchema,
  create: createOfferInputSchema,
  update: updateOfferInputSchema,
};

// Offer templates: the texts, validity and default lines a new offer may start from.
export const offerTemplateInputFields = {
  name: singleLineText(200),
  intro: optionalText(5000),
  terms: optionalText(5000),
  validityDays: z.number({ error: 'required' }).int('invalidNumber').min(1, 'numberMin').max(365, 'numberMax'),
  lines: z.array(offerLineInputSchema, { error: 'invalidValue' }).max(100, 'tooMany').default([]),
};
export const createOfferTemplateInputSchema = z.strictObject(offerTemplateInputFields);
export type CreateOfferTemplateInput = z.input<typeof createOfferTemplateInputSchema>;
export const updateOfferTemplateInputSchema = createOfferTemplateInputSchema.extend({ version: versionSchema });
export const listOfferTemplatesQuerySchema = pagingQuerySchema.extend({
  sortField: z.enum(['name', 'createdAt'], { error: 'invalidChoice' }).default('name'),
  sortOrder: z.enum(['asc', 'desc'], { error: 'invalidChoice' }).default('asc'),
});
export type ListOfferTemplatesQuery = z.output<typeof listOfferTemplatesQuerySchema>;
export const offerTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  intro: z.string().nullable(),
  terms: z.string().nullable(),
  validityDays: z.number(),
  lines: z.array(z.strictObject({ ...offerLineInputFields, discountRate: z.string() }).transform(keepExemptionAtZero)),
  version: z.number(),
});
export type OfferTemplate = z.infer<typeof offerTemplateSchema>;
export const offerTemplateSchemas = {
  item: offerTemplateSchema,
  listQuery: listOfferTemplatesQuerySchema,
  create: createOfferTemplateInputSchema,
  update: updateOfferTemplateInputSchema,
};

/** Per-tenant offer numbering and default validity. */
export const updateOfferSettingsInputSchema = z.strictObject({
  numberPattern: singleLineText(40).refine(isDocumentNumberPattern, 'invalidNumberPattern'),
  validityDays: z.number({ error: 'required' }).int('invalidNumber').min(1, 'numberMin').max(365, 'numberMax'),
  /** 0 when the settings were never saved. */
  version: z.number({ error: 'required' }).int('invalidNumber').min(0, 'tooSmall'),
});
export type UpdateOfferSettingsInput = z.input<typeof updateOfferSettingsInputSchema>;
export const offerSettingsSchema = z.object({
  numberPattern: z.string(),
  validityDays: z.number(),
  version: z.number(),
});
export type OfferSettings = z.infer<typeof offerSettingsSchema>;

export { currencies, documentDiscountSchema };
