import './zod-config';
import { z } from 'zod';

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

/** A positive quantity, up to 3 decimals, as a decimal string (document lines). */
export const quantitySchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .regex(/^\d{1,12}(\.\d{1,3})?$/, 'invalidQuantity')
  .refine((v) => Number(v) > 0, 'invalidQuantity');

/** A discount percent 0..100 with up to 2 decimals. */
export const percentSchema = z
  .string({ error: 'invalidValue' })
  .trim()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, 'invalidPercent')
  .refine((v) => Number(v) <= 100, 'invalidPercent');
