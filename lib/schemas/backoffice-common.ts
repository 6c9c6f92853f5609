import { z } from 'zod';

/** The `version` an edit was based on; a stale one answers 409. */
export const versionSchema = z.number({ error: 'required' }).int('invalidNumber').min(1, 'numberMin');

/** A whole number within bounds, with messages that name the bound. */
export const boundedInt = (min: number, max: number) =>
  z.number({ error: 'invalidNumber' }).int('invalidNumber').min(min, 'numberMin').max(max, 'numberMax');

/** Optional free text: blank becomes null so nothing stores an empty string. */
export const optionalText = (max: number) =>
  z
    .string({ error: 'invalidValue' })
    .trim()
    .max(max, 'tooLong')
    .nullish()
    .transform((v) => (v ? v : null));

/** Optional email: blank becomes null, anything else must be an address (stored lower-cased). */
export const optionalEmailSchema = z
  .string({ error: 'invalidValue' })
  .trim()
  .max(254, 'tooLong')
  .nullish()
  .refine((v) => !v || z.email().safeParse(v).success, 'invalidEmail')
  .transform((v) => (v ? v.toLocaleLowerCase('en-US') : null));

/** An id that must be present: 'required' when missing, 'invalidId' when malformed. */
export const requiredUuid = z.uuid({ error: (issue) => (issue.input === undefined ? 'required' : 'invalidId') });

export const idInputSchema = z.strictObject({ id: requiredUuid });
export type IdInput = z.infer<typeof idInputSchema>;

export const okSchema = z.object({ ok: z.boolean() });
