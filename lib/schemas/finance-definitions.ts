import './zod-config';
import { z } from 'zod';
import { normalizeIban, ibanChecksumOk, isTrIbanShape } from '@/lib/utils/iban';
import { optionalCalendarDate } from './calendar-date';
import {
  optionalSingleLineText,
  optionalText,
  optionalUuid,
  pageOf,
  pagingQuerySchema,
  singleLineText,
  sortOrderSchema,
  versionSchema,
} from './common';
import { moneySchema } from './money';
import { currencies } from './values/money';

const activeFilter = z.enum(['true', 'false'], { error: 'invalidChoice' }).optional();
const currency = z.enum(currencies, { error: 'invalidChoice' }).default('TRY');
const active = z.boolean({ error: 'invalidValue' }).default(true);
const openingBalance = moneySchema.default('0');

/** TR + 24 digits with a valid ISO 13616 check; spaces are dropped before the check and the store. */
export const ibanSchema = z
  .string({ error: 'required' })
  .transform(normalizeIban)
  .pipe(
    z
      .string()
      .min(1, 'required')
      .refine(isTrIbanShape, 'ibanFormat')
      .refine((v) => !isTrIbanShape(v) || ibanChecksumOk(v), 'ibanChecksum'),
  );

// Bank accounts
export const createBankAccountInputSchema = z.strictObject({
  bankName: singleLineText(120),
  branch: optionalSingleLineText(120),
  accountName: singleLineText(200),
  iban: ibanSchema,
  currency,
  openingBalance,
  openingDate: optionalCalendarDate,
  active,
});
export type CreateBankAccountInput = z.input<typeof createBankAccountInputSchema>;
export const bankAccountSchema = z.object({
  id: z.string(),
  bankName: z.string(),
  branch: z.string().nullable(),
  accountName: z.string(),
  iban: z.string(),
  currency: z.string(),
  openingBalance: z.string(),
  openingDate: z.string().nullable(),
  /** Opening balance plus every movement of the ledger. */
  balance: z.string(),
  active: z.boolean(),
  version: z.number(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

// Cash registers
export const createCashRegisterInputSchema = z.strictObject({
  name: singleLineText(120),
  currency,
  openingBalance,
  openingDate: optionalCalendarDate,
  responsibleUserId: optionalUuid,
  active,
});
export type CreateCashRegisterInput = z.input<typeof createCashRegisterInputSchema>;
export const cashRegisterSchema = z.object({
  id: z.string(),
  name: z.string(),
  currency: z.string(),
  openingBalance: z.string(),
  openingDate: z.string().nullable(),
  responsibleUserId: z.string().nullable(),
  responsibleUserName: z.string().nullable(),
  /** Opening balance plus every movement of the ledger. */
  balance: z.string(),
  active: z.boolean(),
  version: z.number(),
});
export type CashRegister = z.infer<typeof cashRegisterSchema>;

// Payment methods
export const paymentMethodKinds = ['cash', 'credit_card', 'bank_transfer', 'cheque', 'promissory_note'] as const;
export type PaymentMethodKind = (typeof paymentMethodKinds)[number];
export const createPaymentMethodInputSchema = z.strictObject({
  name: singleLineText(120),
  kind: z.enum(paymentMethodKinds, { error: 'invalidChoice' }),
  cashRegisterId: optionalUuid,
  bankAccountId: optionalUuid,
  active,
});
export type CreatePaymentMethodInput = z.input<typeof createPaymentMethodInputSchema>;
export const paymentMethodSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.string(),
  cashRegisterId: z.string().nullable(),
  cashRegisterName: z.string().nullable(),
  bankAccountId: z.string().nullable(),
  bankAccountName: z.string().nullable(),
  active: z.boolean(),
  version: z.number(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

// Invoice serial numbers: GİB layout code (3 of A-Z, 0-9) + year + 9-digit sequence.
export const INVOICE_SEQUENCE_MAX = 999_999_999;
export const invoiceSeriesCodeSchema = z
  .string({ error: 'required' })
  .trim()
  .transform((v) => v.toLocaleUpperCase('tr-TR'))
  .pipe(
    z
      .string()
      .min(1, 'required')
      .regex(/^[A-Z0-9]{3}$/, 'seriesCode'),
  );
export const createInvoiceSeriesInputSchema = z.strictObject({
  code: invoiceSeriesCodeSchema,
  description: optionalText(200),
  year: z.number({ error: 'required' }).int('invalidNumber').min(2000, 'seriesYear').max(2099, 'seriesYear'),
  nextSequence: z
    .number({ error: 'required' })
    .int('invalidNumber')
    .min(1, 'numberMin')
    .max(INVOICE_SEQUENCE_MAX, 'numberMax')
    .default(1),
  isDefault: z.boolean({ error: 'invalidValue' }).default(false),
  active,
});
export type CreateInvoiceSeriesInput = z.input<typeof createInvoiceSeriesInputSchema>;
export const invoiceSeriesSchema = z.object({
  id: z.string(),
  code: z.string(),
  description: z.string().nullable(),
  year: z.number(),
  nextSequence: z.number(),
  /** The number the next issued invoice gets, e.g. ABC2026000000001. */
  nextNumber: z.string(),
  /** An invoice has been issued from it: code and year are fixed, the sequence only moves on. */
  used: z.boolean(),
  isDefault: z.boolean(),
  active: z.boolean(),
  version: z.number(),
});
export type InvoiceSeries = z.infer<typeof invoiceSeriesSchema>;

/** The GİB invoice number: ABC + 2026 + 000000001. */
export const gibInvoiceNumber = (code: string, year: number, sequence: number) =>
  `${code}${year}${String(sequence).padStart(9, '0')}`;
export const gibNumberPattern = (code: string) => `${code}{YYYY}{000000000}`;

const definitionListQuery = <F extends readonly [string, ...string[]]>(sortFields: F) =>
  pagingQuerySchema.extend({
    active: activeFilter,
    sortField: z.enum(sortFields, { error: 'invalidChoice' }).default(sortFields[0] as F[number]),
    sortOrder: sortOrderSchema,
  });

const bundle = <I extends z.ZodObject, C extends z.ZodObject, Q extends z.ZodType>(
  item: I,
  create: C,
  listQuery: Q,
) => ({
  item,
  listQuery,
  create,
  update: create.extend({ version: versionSchema }),
});

export const bankAccountSchemas = bundle(
  bankAccountSchema,
  createBankAccountInputSchema,
  definitionListQuery(['name', 'createdAt'] as const),
);
export const cashRegisterSchemas = bundle(
  cashRegisterSchema,
  createCashRegisterInputSchema,
  definitionListQuery(['name', 'createdAt'] as const),
);
export const paymentMethodSchemas = bundle(
  paymentMethodSchema,
  createPaymentMethodInputSchema,
  definitionListQuery(['name', 'createdAt'] as const),
);
export const invoiceSeriesSchemas = bundle(
  invoiceSeriesSchema,
  createInvoiceSeriesInputSchema,
  definitionListQuery(['code', 'year', 'createdAt'] as const),
);
export type ListDefinitionsQuery = z.output<typeof bankAccountSchemas.listQuery>;
export const bankAccountPageSchema = pageOf(bankAccountSchema);
