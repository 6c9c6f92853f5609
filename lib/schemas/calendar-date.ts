import './zod-config';
import { z } from 'zod';

/**
 * The years a calendar day may fall in. PostgreSQL refuses year 0000 (and JavaScript's Date does not),
 * so without a bound such a day passed the schema and the query failed with a 500; no business date
 * of this app lies outside these two centuries.
 */
export const CALENDAR_YEAR_MIN = 1900;
export const CALENDAR_YEAR_MAX = 2100;

const isRealDay = (v: string) =>
  !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** A calendar day as 'YYYY-MM-DD' (no time, no zone), checked to be a real date in 1900–2100. */
export const calendarDateSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalidDate')
  .refine(isRealDay, 'invalidDate')
  .refine((v) => {
    const year = Number(v.slice(0, 4));
    return year >= CALENDAR_YEAR_MIN && year <= CALENDAR_YEAR_MAX;
  }, 'dateOutOfRange');

/** An optional calendar day: blank becomes null. */
export const optionalCalendarDate = z
  .preprocess((v) => (v === '' ? null : v), calendarDateSchema.nullish())
  .transform((v) => v ?? null);
