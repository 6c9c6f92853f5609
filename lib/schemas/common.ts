import { z } from 'zod';

/**
 * Error messages in schemas are keys of the `Validation` messages namespace, so the API and the
 * forms translate the same rule into the request's language.
 */
export const emailSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .max(254, 'tooLong')
  .pipe(z.email('invalidEmail'))
  .transform((v) => v.toLocaleLowerCase('en-US'));

export const requiredText = (max = 200) =>
  z.string({ error: 'required' }).trim().min(1, 'required').max(max, 'tooLong');

export const uuidSchema = z.uuid('invalidId');

/** Lists take 0-based pageIndex and pageSize (max 100), plus a free search text. */
export const pagingQuerySchema = z.object({
  pageIndex: z.coerce.number({ error: 'invalidNumber' }).int('invalidNumber').min(0, 'tooSmall').default(0),
  pageSize: z.coerce
    .number({ error: 'invalidNumber' })
    .int('invalidNumber')
    .min(1, 'tooSmall')
    .max(100, 'tooBig')
    .default(20),
  searchText: z.string().trim().max(200, 'tooLong').optional(),
});
export type PagingQuery = z.infer<typeof pagingQuerySchema>;

/** A list page; `totalCapped` says there are more rows than totalCount (shown as "10.000+"). */
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
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
