import './zod-config';
import { z } from 'zod';

/**
 * The largest amount any money field accepts: 999.999.999.999,99 (at most 12 integer digits and
 * 2 fraction digits). Every amount column is numeric(18,2) (16 integer digits), so one amount, a
 * line's net and a document's total always fit with room to spare, and sums are computed in SQL as
 * unbounded numeric. The Validation texts 'amountTooLarge' (tr/en) spell this number out.
 */
export const MONEY_MAX = '999999999999.99';

/** Integer digits of MONEY_MAX (the regex of moneySchema says the same). */
const MONEY_INTEGER_DIGITS = 12;
const AMOUNT_SHAPE = /^\d+(\.\d{1,2})?$/;

/** A well-formed amount above MONEY_MAX ('amountTooLarge'), as opposed to one that is no amount ('invalidAmount'). */
const amountIssue = (input: unknown) =>
  typeof input === 'string' &&
  AMOUNT_SHAPE.test(input) &&
  input.split('.')[0]!.replace(/^0+/, '').length > MONEY_INTEGER_DIGITS
    ? 'amountTooLarge'
    : 'invalidAmount';

/**
 * A non-negative amount as a decimal string with at most two fraction digits ("1234.56") and at
 * most MONEY_MAX: money never becomes a float, from the form to the numeric column and back.
 */
export const moneySchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .regex(/^\d{1,12}(\.\d{1,2})?$/, { error: (issue) => amountIssue(issue.input) });

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
