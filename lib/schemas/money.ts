import { z } from 'zod';

/** Currencies and KDV rates offered for prices (the tenant's general settings use the same lists). */
export { currencies, vatRates } from './tenant-settings';

/**
 * A non-negative amount as a decimal string with at most two fraction digits ("1234.56"): money
 * never becomes a float, from the form to the numeric column and back.
 */
export const moneySchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .regex(/^\d{1,16}(\.\d{1,2})?$/, 'invalidAmount');

export const vatRateSchema = z
  .number({ error: 'required' })
  .refine((r) => r === 0 || r === 1 || r === 10 || r === 20, 'invalidVatRate');

/** Free text that may be left empty; empty answers null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'tooLong')
    .nullish()
    .transform((v) => (v ? v : null));

export const optionalEmail = z
  .string()
  .trim()
  .max(254, 'tooLong')
  .nullish()
  .transform((v) => (v ? v.toLocaleLowerCase('en-US') : null))
  .pipe(z.email('invalidEmail').nullable());

export const optionalPhone = z
  .string()
  .trim()
  .max(30, 'tooLong')
  .regex(/^(\+?[\d\s()-]{7,30})?$/, 'invalidPhone')
  .nullish()
  .transform((v) => (v ? v : null));

export const sortOrderSchema = z.enum(['asc', 'desc'], { error: 'invalidChoice' }).default('asc');
export const versionSchema = z.number({ error: 'required' }).int('invalidNumber').min(1, 'tooSmall');
