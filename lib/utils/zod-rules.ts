import type { z } from 'zod';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** Turns a zod issue (whose message is a `Validation` key) into a translated text. */
export function translateIssue(issue: z.core.$ZodIssue, t: Translate, has: (key: string) => boolean): string {
  const key = has(issue.message) ? issue.message : 'invalidValue';
  const values: Record<string, string | number> = {};
  if ('maximum' in issue && issue.maximum !== undefined) values.max = Number(issue.maximum);
  if ('minimum' in issue && issue.minimum !== undefined) values.min = Number(issue.minimum);
  return t(key, values);
}

/**
 * An antd Form rule that validates one field with the schema the API uses, so the form shows
 * the same messages. `t`/`has` come from `useTranslations('Validation')`.
 */
export function zodRule(schema: z.ZodType, t: Translate, has: (key: string) => boolean) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      const result = await schema.safeParseAsync(value === '' ? undefined : value);
      if (!result.success) throw new Error(translateIssue(result.error.issues[0]!, t, has));
    },
  };
}
