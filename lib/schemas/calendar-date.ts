import './zod-config';
import { z } from 'zod';

/** A calendar day as 'YYYY-MM-DD' (no time, no zone), checked to be a real date. */
export const calendarDateSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalidDate')
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    'invalidDate',
  );

/** An optional calendar day: blank becomes null. */
export const optionalCalendarDate = z
  .preprocess((v) => (v === '' ? null : v), calendarDateSchema.nullish())
  .transform((v) => v ?? null);
