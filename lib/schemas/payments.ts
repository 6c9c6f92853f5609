import './zod-config';
import { z } from 'zod';
import { calendarDateSchema, optionalCalendarDate } from './calendar-date';
import {
  optionalSingleLineText,
  optionalText,
  optionalUuid,
  pagingQuerySchema,
  requiredText,
  requiredUuid,
  uuidSchema,
} from './common';
import { paymentStatuses } from './values/invoices';
import { moneySchema } from './money';
import { paymentKinds, paymentRecordStatuses } from './values/payments';

export type PaymentKind = (typeof paymentKinds)[number];
export type PaymentRecordStatus = (typeof paymentRecordStatuses)[number];
/** auto: the customer's open invoices oldest due first; manual: exactly the listed allocations. */
export const allocationModes = ['auto', 'manual'] as const;

const positiveMoney = moneySchema.refine((v) => Number(v) > 0, 'amountPositive');

export const allocationInputSchema = z.strictObject({ invoiceId: requiredUuid, amount: positiveMoney });
export type AllocationInput = z.infer<typeof allocationInputSchema>;

const cents = (v: string) => Math.round(Number(v) * 100);

/** Manual allocations: each invoice once, and together no more than the amount they split. */
const allocationRules = (
  v: { allocation: 'auto' | 'manual'; allocations: AllocationInput[]; amount?: string },
  ctx: z.RefinementCtx,
) => {
  if (v.allocation === 'auto') return;
  const seen = new Set<string>();
  v.allocations.forEach((a, i) => {
    if (seen.has(a.invoiceId))
      ctx.addIssue({ code: 'custom', path: ['allocations', i, 'invoiceId'], message: 'duplicateInvoice' });
    seen.add(a.invoiceId);
  });
  const total = v.allocations.reduce((s, a) => s + cents(a.amount), 0);
  if (v.amount !== undefined && total > cents(v.amount)) {
    ctx.addIssue({ code: 'custom', path: ['allocations'], message: 'allocationsExceedAmount' });
  }
};

const allocationFields = {
  allocation: z.enum(allocationModes, { error: 'invalidChoice' }).default('auto'),
  allocations: z.array(allocationInputSchema).max(200, 'tooMany').default([]),
};

export const createPaymentInputSchema = z
  .strictObject({
    kind: z.enum(paymentKinds, { error: 'invalidChoice' }).default('collection'),
    customerId: requiredUuid,
    paymentDate: calendarDateSchema,
    amount: positiveMoney,
    paymentMethodId: requiredUuid,
    /** Where the money moves; blank takes the payment method's default. */
    cashRegisterId: optionalUuid,
    bankAccountId: optionalUuid,
    reference: optionalSingleLineText(100),
    chequeNumber: optionalSingleLineText(50),
    chequeDueDate: optionalCalendarDate,
    note: optionalText(1000),
    ...allocationFields,
  })
  .superRefine((v, ctx) => {
    if (v.cashRegisterId && v.bankAccountId) {
      ctx.addIssue({ code: 'custom', path: ['bankAccountId'], message: 'oneAccountOnly' });
    }
    if (v.kind === 'payment' && v.allocation === 'manual' && v.allocations.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['allocations'], message: 'paymentNotAllocated' });
    }
    allocationRules(v, ctx);
  });
export type CreatePaymentInput = z.input<typeof createPaymentInputSchema>;
export type CreatePaymentValues = z.output<typeof createPaymentInputSchema>;

/** Allocating a payment's unallocated remainder (an advance) later. */
export const allocatePaymentInputSchema = z.strictObject(allocationFields).superRefine(allocationRules);
export type AllocatePaymentInput = z.input<typeof allocatePaymentInputSchema>;

export const reversePaymentInputSchema = z.strictObject({ reason: requiredText(500) });
export type ReversePaymentInput = z.input<typeof reversePaymentInputSchema>;

export const paymentListItemSchema = z.object({
  id: z.string(),
  number: z.string(),
  kind: z.enum(paymentKinds),
  status: z.enum(paymentRecordStatuses),
  customerId: z.string(),
  customerName: z.string(),
  paymentDate: z.string(),
  amount: z.string(),
  currency: z.string(),
  paymentMethodId: z.string(),
  paymentMethodName: z.string(),
  cashRegisterId: z.string().nullable(),
  bankAccountId: z.string().nullable(),
  accountName: z.string(),
  reference: z.string().nullable(),
  /** Live allocations; amount − allocated is the advance (0 once reversed). */
  allocatedAmount: z.string(),
  unallocatedAmount: z.string(),
  reversalOfId: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentListItem = z.infer<typeof paymentListItemSchema>;

export const paymentAllocationSchema = z.object({
  id: z.string(),
  invoiceId: z.string(),
  invoiceNumber: z.string().nullable(),
  invoiceDate: z.string(),
  amount: z.string(),
  freedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentAllocation = z.infer<typeof paymentAllocationSchema>;

const paymentLinkSchema = z.object({ id: z.string(), number: z.string(), paymentDate: z.string() });

export const paymentSchema = paymentListItemSchema.extend({
  chequeNumber: z.string().nullable(),
  chequeDueDate: z.string().nullable(),
  note: z.string().nullable(),
  reversalReason: z.string().nullable(),
  /** On a reversed payment: the row that reversed it (its reason is `reversalReason`). */
  reversedBy: paymentLinkSchema.nullable(),
  /** On a reversal row: the payment it reverses. */
  reversalOf: paymentLinkSchema.nullable(),
  allocations: z.array(paymentAllocationSchema),
});
export type Payment = z.infer<typeof paymentSchema>;

export const listPaymentsQuerySchema = pagingQuerySchema.extend({
  kind: z.enum(paymentKinds, { error: 'invalidChoice' }).optional(),
  status: z.enum(paymentRecordStatuses, { error: 'invalidChoice' }).optional(),
  customerId: uuidSchema.optional(),
  invoiceId: uuidSchema.optional(),
  paymentMethodId: uuidSchema.optional(),
  cashRegisterId: uuidSchema.optional(),
  bankAccountId: uuidSchema.optional(),
  dateFrom: calendarDateSchema.optional(),
  dateTo: calendarDateSchema.optional(),
  sortField: z
    .enum(['paymentDate', 'number', 'amount', 'createdAt'], { error: 'invalidChoice' })
    .default('paymentDate'),
  sortOrder: z.enum(['asc', 'desc'], { error: 'invalidChoice' }).default('desc'),
});
export type ListPaymentsQuery = z.output<typeof listPaymentsQuerySchema>;

/** An issued sales invoice of the customer with something left to pay (the allocation form). */
export const openInvoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  invoiceDate: z.string(),
  dueDate: z.string(),
  grandTotal: z.string(),
  /** What the customer pays (grand total less tevkifat): remaining is of this. */
  payableTotal: z.string(),
  allocatedAmount: z.string(),
  returnedAmount: z.string(),
  remaining: z.string(),
  paymentStatus: z.enum(paymentStatuses).nullable(),
});
export type OpenInvoice = z.infer<typeof openInvoiceSchema>;

/** A payment allocated to an invoice (the invoice's payments table); `freedAt` once it was reversed. */
export const invoicePaymentSchema = z.object({
  paymentId: z.string(),
  number: z.string(),
  paymentDate: z.string(),
  amount: z.string(),
  freedAt: z.string().nullable(),
});

/** A customer's balance (what the customer owes, a decimal string). */
export const customerBalanceSchema = z.object({ balance: z.string() });
export const openInvoicesQuerySchema = z.object({ customerId: requiredUuid });

/** A date range of a statement or a movement list; both ends optional and inclusive. */
export const dateRangeQuerySchema = z
  .object({ dateFrom: calendarDateSchema.optional(), dateTo: calendarDateSchema.optional() })
  .superRefine((v, ctx) => {
    if (v.dateFrom && v.dateTo && v.dateTo < v.dateFrom) {
      ctx.addIssue({ code: 'custom', path: ['dateTo'], message: 'dateRangeInvalid' });
    }
  });
export type DateRangeQuery = z.output<typeof dateRangeQuerySchema>;

export const ledgerMovements = [
  'invoice',
  'invoice_cancel',
  'return',
  'return_cancel',
  'collection',
  'payment',
  'collection_reversal',
  'payment_reversal',
] as const;
export type LedgerMovementKind = (typeof ledgerMovements)[number];

/** One line of a customer statement (cari hesap ekstresi): debit raises what the customer owes. */
export const statementLineSchema = z.object({
  id: z.string(),
  date: z.string(),
  movement: z.enum(ledgerMovements),
  documentNumber: z.string().nullable(),
  invoiceId: z.string().nullable(),
  paymentId: z.string().nullable(),
  description: z.string().nullable(),
  /** An invoice or return with KDV withholding (tevkifat): its grand total and the KDV withheld; the amount is what is left to pay. */
  withholding: z.object({ grandTotal: z.string(), withholdingTotal: z.string() }).nullable(),
  debit: z.string(),
  credit: z.string(),
  balance: z.string(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const statementSchema = z.object({
  customerId: z.string(),
  customerName: z.string(),
  dateFrom: z.string().nullable(),
  dateTo: z.string().nullable(),
  openingBalance: z.string(),
  totalDebit: z.string(),
  totalCredit: z.string(),
  closingBalance: z.string(),
  lines: z.array(statementLineSchema),
});
export type Statement = z.infer<typeof statementSchema>;

/** A movement of a cash register or bank account: + in, − out. */
export const accountMovementSchema = z.object({
  id: z.string(),
  entryDate: z.string(),
  movement: z.enum(ledgerMovements),
  amount: z.string(),
  paymentId: z.string().nullable(),
  paymentNumber: z.string().nullable(),
  customerName: z.string().nullable(),
  reference: z.string().nullable(),
});
export type AccountMovement = z.infer<typeof accountMovementSchema>;
export const listMovementsQuerySchema = pagingQuerySchema.extend({
  dateFrom: calendarDateSchema.optional(),
  dateTo: calendarDateSchema.optional(),
});
export type ListMovementsQuery = z.output<typeof listMovementsQuerySchema>;
export const accountBalanceSchema = z.object({ openingBalance: z.string(), balance: z.string() });

export const paymentSchemas = {
  item: paymentSchema,
  listItem: paymentListItemSchema,
  listQuery: listPaymentsQuerySchema,
  create: createPaymentInputSchema,
};
