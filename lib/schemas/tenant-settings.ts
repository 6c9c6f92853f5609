import './zod-config';
import { z } from 'zod';
import { optionalPhone, optionalSingleLineText, optionalText, singleLineText } from './common';
import { taxNumberSchema } from './tax-number';
import { eInvoiceScenarioSchema } from './e-documents';
import { currencies, vatRates } from './values/money';

/** Logos: raster types only (an SVG can carry script), at most 512 KB. */
export const logoMimeTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const LOGO_MAX_BYTES = 512 * 1024;

/** Optional VKN / TCKN with the same check-digit rules as everywhere else. */
const optionalTaxNumberSchema = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .pipe(taxNumberSchema.nullable());

/** Optional MERSİS number: 16 digits (spaces as typed are dropped); blank becomes null. */
const optionalMersisSchema = z
  .string({ error: 'invalidValue' })
  .nullish()
  .transform((v) => v?.replace(/\s+/g, '') || null)
  .refine((v) => v === null || /^\d{16}$/.test(v), 'mersisFormat');

export const updateGeneralSettingsInputSchema = z.strictObject({
  companyName: singleLineText(200),
  taxNumber: optionalTaxNumberSchema,
  taxOffice: optionalSingleLineText(100),
  mersisNumber: optionalMersisSchema,
  address: optionalText(500),
  /** ilçe and il: e-Fatura / e-Arşiv documents need them (issuing refuses without them). */
  district: optionalSingleLineText(100),
  city: optionalSingleLineText(100),
  postalCode: z
    .string({ error: 'invalidValue' })
    .trim()
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || /^\d{5}$/.test(v), 'postalCodeFormat'),
  tradeRegistryNumber: optionalSingleLineText(50),
  phone: optionalPhone,
  email: z
    .string()
    .trim()
    .max(254, 'tooLong')
    .nullish()
    .transform((v) => (v ? v.toLocaleLowerCase('en-US') : null))
    .pipe(z.email('invalidEmail').nullable()),
  currency: z.enum(currencies, { error: 'invalidChoice' }),
  defaultVatRate: z
    .number({ error: 'required' })
    .refine((r) => (vatRates as readonly number[]).includes(r), 'invalidVatRate'),
  /** The e-Fatura profile of invoices to registered e-Fatura users (the issuing reads it). */
  eInvoiceScenario: eInvoiceScenarioSchema.default('TEMELFATURA'),
  /** 0 when the settings were never saved (the defaults come from the tenant record). */
  version: z.number({ error: 'required' }).int('invalidNumber').min(0, 'tooSmall'),
});
export type UpdateGeneralSettingsInput = z.input<typeof updateGeneralSettingsInputSchema>;

/** A stored logo: what an upload answers and what the settings carry. */
export const logoAnswerSchema = z.object({ mimeType: z.string(), size: z.number(), updatedAt: z.string() });

export const generalSettingsSchema = z.object({
  companyName: z.string(),
  taxNumber: z.string().nullable(),
  taxOffice: z.string().nullable(),
  mersisNumber: z.string().nullable(),
  address: z.string().nullable(),
  district: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  tradeRegistryNumber: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  currency: z.enum(currencies),
  defaultVatRate: z.number(),
  eInvoiceScenario: eInvoiceScenarioSchema,
  logo: logoAnswerSchema.nullable(),
  version: z.number(),
});
export type GeneralSettings = z.infer<typeof generalSettingsSchema>;

/** The JSON form of a logo upload (the endpoint also takes multipart with a `file` field). */
export const logoDataUrlInputSchema = z.strictObject({
  dataUrl: z.string({ error: 'required' }).min(1, 'required').max(800_000, 'logoTooLarge'),
});
