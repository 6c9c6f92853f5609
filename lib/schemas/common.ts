import './zod-config';
import { z } from 'zod';

/**
 * Error messages in schemas are keys of the `Validation` messages namespace, so the API and the
 * forms translate the same rule into the request's language.
 */
/**
 * C0 control characters other than tab, line feed and carriage return, and DEL. No text field holds
 * them, PostgreSQL cannot store NUL at all, and a spreadsheet or terminal may act on the others.
 */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function hasControlCharacter(value: string): boolean {
  return CONTROL_CHARACTER.test(value);
}

/** A string with no control characters (field error 'invalidCharacters'); every text helper starts here. */
export const plainString = (error = 'required') =>
  z.string({ error }).refine((v) => !hasControlCharacter(v), 'invalidCharacters');

/**
 * Line breaks: CR, LF and the Unicode line and paragraph separators (and NEL), which log viewers and
 * some CSV readers also take for the end of a line.
 */
const LINE_BREAK = /[\r\n\u0085\u2028\u2029]/;

export function hasLineBreak(value: string): boolean {
  return LINE_BREAK.test(value);
}

/**
 * One-line text (names, titles, subjects, numbers, codes): no control characters, trimmed, and no
 * line break inside (field error 'invalidLineBreak'). A name or subject goes into mail headers, log
 * lines and CSV cells, where a line break would start a forged header, line or row; notes and
 * descriptions stay multi-line (requiredText, optionalText).
 */
const singleLineString = (error: string) =>
  plainString(error)
    .trim()
    .refine((v) => !hasLineBreak(v), 'invalidLineBreak');

/** Required one-line text of at most `max` characters. */
export const singleLineText = (max = 200) => singleLineString('required').min(1, 'required').max(max, 'tooLong');

/** Optional one-line text: blank becomes null. */
export const optionalSingleLineText = (max: number) =>
  singleLineString('invalidValue')
    .max(max, 'tooLong')
    .nullish()
    .transform((v) => (v ? v : null));

export const emailSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .max(254, 'tooLong')
  .pipe(z.email('invalidEmail'))
  .transform((v) => v.toLocaleLowerCase('en-US'));

export const requiredText = (max = 200) => plainString('required').trim().min(1, 'required').max(max, 'tooLong');

export const uuidSchema = z.uuid('invalidId');

/** An id that must be present: 'required' when missing, 'invalidId' when malformed. */
export const requiredUuid = z.uuid({ error: (issue) => (issue.input === undefined ? 'required' : 'invalidId') });

/** An id that may be left out: blank (a cleared select) or absent becomes null. */
export const optionalUuid = z
  .preprocess((v) => (v === '' ? null : v), uuidSchema.nullish())
  .transform((v) => v ?? null);

export const idInputSchema = z.strictObject({ id: requiredUuid });
export type IdInput = z.infer<typeof idInputSchema>;

export const okSchema = z.object({ ok: z.boolean() });

/** The `version` an edit was based on; a stale one answers 409. */
export const versionSchema = z.number({ error: 'required' }).int('invalidNumber').min(1, 'numberMin');

/** A whole number within bounds, with messages that name the bound. */
export const boundedInt = (min: number, max: number) =>
  z.number({ error: 'invalidNumber' }).int('invalidNumber').min(min, 'numberMin').max(max, 'numberMax');

/** Optional free text: blank becomes null so nothing stores an empty string. */
export const optionalText = (max: number) =>
  plainString('invalidValue')
    .trim()
    .max(max, 'tooLong')
    .nullish()
    .transform((v) => (v ? v : null));

/** Optional email: blank becomes null, anything else must be an address (stored lower-cased). */
export const optionalEmail = z
  .string({ error: 'invalidValue' })
  .trim()
  .max(254, 'tooLong')
  .nullish()
  .transform((v) => (v ? v.toLocaleLowerCase('en-US') : null))
  .pipe(z.email('invalidEmail').nullable());

/** Optional phone: digits with +, spaces, brackets and dashes; blank becomes null. */
export const optionalPhone = z
  .string({ error: 'invalidValue' })
  .trim()
  .max(30, 'tooLong')
  .regex(/^(\+?[\d\s()-]{7,30})?$/, 'invalidPhone')
  .nullish()
  .transform((v) => (v ? v : null));

export const sortOrderSchema = z.enum(['asc', 'desc'], { error: 'invalidChoice' }).default('asc');

/** Lists take 0-based pageIndex and pageSize (max 100), plus a free search text. */
export const pagingQuerySchema = z.object({
  pageIndex: z.coerce.number({ error: 'invalidNumber' }).int('invalidNumber').min(0, 'tooSmall').default(0),
  pageSize: z.coerce
    .number({ error: 'invalidNumber' })
    .int('invalidNumber')
    .min(1, 'tooSmall')
    .max(100, 'tooBig')
    .default(20),
  searchText: plainString('invalidValue').trim().max(200, 'tooLong').optional(),
});
export type PagingQuery = z.infer<typeof pagingQuerySchema>;

/** A list page; `totalCapped` says there are more rows than totalCount (shown as "10.000+"). */
export const arrayOf = <T extends z.ZodType>(item: T) => z.array(item);

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    totalCount: z.number(),
    totalCapped: z.boolean().optional(),
    pageIndex: z.number(),
    pageSize: z.number(),
  });

export const errorResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** The priced part of a stored document line as the API answers it (decimal strings, the KDV rate a number). */
export const pricedLineShape = {
  quantity: z.string(),
  unit: z.string(),
  unitPrice: z.string(),
  discountRate: z.string(),
  vatRate: z.number(),
  vatExemptionCode: z.string().nullable(),
  withholdingCode: z.string().nullable(),
  net: z.string(),
};
