import './zod-config';
import { z } from 'zod';
import { calendarDateSchema } from './calendar-date';
import {
  optionalEmail,
  optionalText,
  optionalUuid,
  pagingQuerySchema,
  pricedLineShape,
  requiredText,
  requiredUuid,
  uuidSchema,
  versionSchema,
} from './common';
import {
  documentDiscountSchema,
  documentWithinLimits,
  keepExemptionAtZero,
  LINE_TEXT_MAX,
  pricedLineInputShape,
  storedDiscountSchema,
  vatExemptionCodes,
  withholdingNeedsVat,
} from './document-lines';
import { percentSchema, quantitySchema } from './money';
import {
  eDocumentProfiles,
  eDocumentStates,
  eDocumentTypes,
  invoiceKinds,
  invoiceStatuses,
  paymentStatuses,
  lineItemKinds,
} from './values/invoices';

export type InvoiceKind = (typeof invoiceKinds)[number];
export type InvoiceStatus = (typeof invoiceStatuses)[number];
export type PaymentStatus = (typeof paymentStatuses)[number];
export type EDocumentState = (typeof eDocumentStates)[number];

export { percentSchema, quantitySchema, vatExemptionCodes };

/** A priced line: product, labor or free text; KDV 0 needs a GİB exemption reason code. */
export const invoiceLineInputSchema = z
  .strictObject({
    itemKind: z.enum(lineItemKinds, { error: 'invalidChoice' }).default('text'),
    productId: optionalUuid,
    laborId: optionalUuid,
    description: requiredText(LINE_TEXT_MAX),
    ...pricedLineInputShape,
  })
  .superRefine((line, ctx) => {
    if (line.vatRate === 0 && !line.vatExemptionCode) {
      ctx.addIssue({ code: 'custom', path: ['vatExemptionCode'], message: 'vatExemptionRequired' });
    }
    withholdingNeedsVat(line, ctx);
  })
  .transform(keepExemptionAtZero);
export type InvoiceLineInput = z.input<typeof invoiceLineInputSchema>;

const invoiceFields = {
  kind: z.enum(invoiceKinds, { error: 'invalidChoice' }).default('sales'),
  customerId: requiredUuid,
  seriesId: optionalUuid,
  originalInvoiceId: optionalUuid,
  invoiceDate: calendarDateSchema,
  dueDate: calendarDateSchema,
  currency: z.literal('TRY', { error: 'invalidChoice' }).default('TRY'),
  notes: optionalText(2000),
  discount: documentDiscountSchema,
  lines: z.array(invoiceLineInputSchema, { error: 'required' }).min(1, 'linesRequired').max(200, 'tooMany'),
};

const invoiceRules = <
  T extends { kind: InvoiceKind; originalInvoiceId: string | null; invoiceDate: string; dueDate: string } & Parameters<
    typeof documentWithinLimits
  >[0],
>(
  v: T,
  ctx: z.RefinementCtx,
) => {
  if (v.kind === 'return' && !v.originalInvoiceId) {
    ctx.addIssue({ code: 'custom', path: ['originalInvoiceId'], message: 'originalRequired' });
  }
  if (v.dueDate < v.invoiceDate) ctx.addIssue({ code: 'custom', path: ['dueDate'], message: 'dueBeforeDate' });
  documentWithinLimits(v, ctx);
};

export const createInvoiceInputSchema = z.strictObject(invoiceFields).superRefine(invoiceRules);
export type CreateInvoiceInput = z.input<typeof createInvoiceInputSchema>;
export const updateInvoiceInputSchema = z
  .strictObject({ ...invoiceFields, version: versionSchema })
  .superRefine(invoiceRules);
export type UpdateInvoiceInput = z.input<typeof updateInvoiceInputSchema>;

export const invoiceLineSchema = z.object({
  id: z.string(),
  itemKind: z.string(),
  productId: z.string().nullable(),
  laborId: z.string().nullable(),
  description: z.string(),
  ...pricedLineShape,
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoiceListItemSchema = z.object({
  id: z.string(),
  kind: z.enum(invoiceKinds),
  status: z.enum(invoiceStatuses),
  paymentStatus: z.enum(paymentStatuses).nullable(),
  number: z.string().nullable(),
  customerId: z.string(),
  customerName: z.string(),
  invoiceDate: z.string(),
  dueDate: z.string(),
  currency: z.string(),
  netTotal: z.string(),
  vatTotal: z.string(),
  grandTotal: z.string(),
  /** KDV withheld by the buyer (tevkifat) and what is left to pay: payments, balances and ageing use it. */
  withholdingTotal: z.string(),
  payableTotal: z.string(),
  allocatedAmount: z.string(),
  /** The e-document's state; null for a draft (and an invoice issued before e-documents). */
  eState: z.enum(eDocumentStates).nullable(),
  version: z.number(),
});
export type InvoiceListItem = z.infer<typeof invoiceListItemSchema>;

export const invoiceSchema = invoiceListItemSchema.extend({
  seriesId: z.string().nullable(),
  seriesCode: z.string().nullable(),
  customerTaxNumber: z.string().nullable(),
  customerTaxOffice: z.string().nullable(),
  customerAddress: z.string().nullable(),
  customerEmail: z.string().nullable(),
  notes: z.string().nullable(),
  originalInvoiceId: z.string().nullable(),
  originalInvoiceNumber: z.string().nullable(),
  workOrderId: z.string().nullable(),
  offerId: z.string().nullable(),
  /** The accepted offer the invoice comes from (directly or through its work order), to compare totals before issuing. */
  acceptedOffer: z.object({ number: z.string(), grandTotal: z.string() }).nullable(),
  subtotal: z.string(),
  discount: storedDiscountSchema,
  documentDiscount: z.string(),
  vatBreakdown: z.array(z.object({ rate: z.number(), base: z.string(), amount: z.string() })),
  returnedAmount: z.string(),
  issuedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  sentAt: z.string().nullable(),
  /** The e-document fixed at issue: its ETTN, GİB scenario and type (null for a draft). */
  ettn: z.string().nullable(),
  eProfile: z.enum(eDocumentProfiles).nullable(),
  eType: z.enum(eDocumentTypes).nullable(),
  amountInWords: z.string(),
  lines: z.array(invoiceLineSchema),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const listInvoicesQuerySchema = pagingQuerySchema.extend({
  status: z.enum(invoiceStatuses, { error: 'invalidChoice' }).optional(),
  paymentStatus: z.enum(paymentStatuses, { error: 'invalidChoice' }).optional(),
  kind: z.enum(invoiceKinds, { error: 'invalidChoice' }).optional(),
  customerId: uuidSchema.optional(),
  offerId: uuidSchema.optional(),
  workOrderId: uuidSchema.optional(),
  dateFrom: calendarDateSchema.optional(),
  dateTo: calendarDateSchema.optional(),
  dueFrom: calendarDateSchema.optional(),
  dueTo: calendarDateSchema.optional(),
  sortField: z
    .enum(['invoiceDate', 'number', 'dueDate', 'grandTotal', 'createdAt'], { error: 'invalidChoice' })
    .default('invoiceDate'),
  sortOrder: z.enum(['asc', 'desc'], { error: 'invalidChoice' }).default('desc'),
});
export type ListInvoicesQuery = z.output<typeof listInvoicesQuerySchema>;

/** Totals of every invoice the list's filters match (not just the page), for its footer. */
export const invoiceTotalsSchema = z.object({
  count: z.number(),
  netTotal: z.string(),
  vatTotal: z.string(),
  grandTotal: z.string(),
});
export type InvoiceTotals = z.infer<typeof invoiceTotalsSchema>;

export const issueInvoiceInputSchema = z.strictObject({ seriesId: optionalUuid.optional() });
export const cancelInvoiceInputSchema = z.strictObject({ reason: requiredText(500) });
export const sendInvoiceInputSchema = z.strictObject({ to: optionalEmail, message: optionalText(2000) });
export type SendInvoiceInput = z.input<typeof sendInvoiceInputSchema>;

/** The issued invoices whose e-documents (XML and PDF) one export takes: inclusive calendar days. */
export const eDocumentExportQuerySchema = z
  .object({ from: calendarDateSchema, to: calendarDateSchema })
  .refine((v) => v.from <= v.to, { path: ['to'], message: 'dateRangeInvalid' });
export type EDocumentExportQuery = z.output<typeof eDocumentExportQuerySchema>;

export const invoiceSchemas = {
  item: invoiceSchema,
  listItem: invoiceListItemSchema,
  listQuery: listInvoicesQuerySchema,
  create: createInvoiceInputSchema,
  update: updateInvoiceInputSchema,
};
