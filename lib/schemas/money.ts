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
