import type { Messages } from 'next-intl';
import type { z } from 'zod';

type ValidationKey = keyof Messages['Validation'];
type Translate = (key: ValidationKey, values?: Record<string, string | number>) => string;
type Has = (key: ValidationKey) => boolean;

/** Turns a zod issue (whose message is a `Validation` key) into a translated text. */
export function translateIssue(issue: z.core.$ZodIssue, t: Translate, has: Has): string {
  // A schema's message is a plain string; `has` is the runtime check that it names a Validation text.
  const isKey = (message: string): message is ValidationKey => has(message as ValidationKey);
  const key = isKey(issue.message) ? issue.message : 'invalidValue';
  const values: Record<string, string | number> = {};
  if ('maximum' in issue && issue.maximum !== undefined) values.max = Number(issue.maximum);
  if ('minimum' in issue && issue.minimum !== undefined) values.min = Number(issue.minimum);
  return t(key, values);
}

/**
 * An antd Form rule that validates one field with the schema the API uses, so the form shows
 * the same messages. `t`/`has` come from `useTranslations('Validation')`.
 */
export function zodRule(schema: z.ZodType, t: Translate, has: Has) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      const result = await schema.safeParseAsync(value === '' ? undefined : value);
      if (!result.success) throw new Error(translateIssue(result.error.issues[0]!, t, has));
    },
  };
}
