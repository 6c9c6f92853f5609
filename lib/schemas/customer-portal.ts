import './zod-config';
import { z } from 'zod';
import { optionalText, pageOf, pagingQuerySchema, pricedLineShape } from './common';
import { portalDocumentKinds, portalDocumentStatuses } from './values/customer-portal';

export type PortalDocumentKind = (typeof portalDocumentKinds)[number];

export type PortalDocumentStatus = (typeof portalDocumentStatuses)[number];

export const listPortalDocumentsQuerySchema = pagingQuerySchema.extend({
  kind: z.enum(portalDocumentKinds, { error: 'invalidChoice' }).optional(),
  status: z.enum(portalDocumentStatuses, { error: 'invalidChoice' }).optional(),
});
export type ListPortalDocumentsQuery = z.infer<typeof listPortalDocumentsQuerySchema>;

export const portalDocumentSchema = z.object({
  kind: z.enum(portalDocumentKinds),
  id: z.string(),
  number: z.string(),
  date: z.string(),
  /** An offer's valid-until day, an invoice's due date. */
  dueDate: z.string(),
  /** An offer's subject; null for an invoice. */
  subject: z.string().nullable(),
  status: z.enum(portalDocumentStatuses),
  currency: z.string(),
  grandTotal: z.string(),
  /** What the customer pays: the grand total less the KDV it withholds (tevkifat). */
  payableTotal: z.string(),
  /** An issued sales invoice: what its collections and returns settled, and what is left (null otherwise). */
  paidAmount: z.string().nullable(),
  remaining: z.string().nullable(),
});
export type PortalDocument = z.infer<typeof portalDocumentSchema>;
export const portalDocumentPageSchema = pageOf(portalDocumentSchema);

export const portalDocumentLineSchema = z.object({
  name: z.string(),
  description: z.string().nullable(),
  ...pricedLineShape,
});
export type PortalDocumentLine = z.infer<typeof portalDocumentLineSchema>;

/** One document as the customer sees it (no internal notes, no staff-only fields). */
export const portalDocumentDetailSchema = portalDocumentSchema.extend({
  /** Offers: intro and terms; invoices: notes. */
  intro: z.string().nullable(),
  terms: z.string().nullable(),
  lines: z.array(portalDocumentLineSchema),
  subtotal: z.string(),
  documentDiscount: z.string(),
  netTotal: z.string(),
  vat: z.array(z.object({ rate: z.number(), base: z.string(), amount: z.string() })),
  vatTotal: z.string(),
  withholdingTotal: z.string(),
  /** Offers: whether the customer may still answer (sent and not expired). */
  canAnswer: z.boolean(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
  /** Offers: the version the answer must name. */
  version: z.number(),
  /** An invoice with something left to pay: where to pay it (the tenant's first active bank account). */
  payTo: z.object({ bankName: z.string(), accountName: z.string(), iban: z.string() }).nullable(),
});
export type PortalDocumentDetail = z.infer<typeof portalDocumentDetailSchema>;

/** The customer's answer to a sent offer, with an optional comment. */
export const portalOfferAnswerInputSchema = z.strictObject({
  status: z.enum(['accepted', 'rejected'], { error: 'invalidChoice' }),
  note: optionalText(1000),
});
export type PortalOfferAnswerInput = z.input<typeof portalOfferAnswerInputSchema>;

/** The portal home: the company, the offers awaiting an answer, the unpaid invoices and their total. */
export const portalHomeSchema = z.object({
  companyName: z.string(),
  customerName: z.string(),
  openOffers: z.array(portalDocumentSchema),
  unpaidInvoices: z.array(portalDocumentSchema),
  /** The sum of the listed invoices' remaining amounts. */
  unpaidTotal: z.string(),
  /** The same sum over the listed overdue ones. */
  overdueTotal: z.string(),
  /** Collections not yet settled against an invoice, less refunds: the balance is unpaidTotal − advance. */
  advance: z.string(),
  /** What the customer owes now (the ledger's balance; negative: an advance in its favour). */
  balance: z.string(),
  /** Its latest work orders and where each stands. */
  workOrders: z.array(
    z.object({ id: z.string(), number: z.string(), title: z.string(), status: z.string(), updatedAt: z.string() }),
  ),
});
export type PortalHome = z.infer<typeof portalHomeSchema>;
