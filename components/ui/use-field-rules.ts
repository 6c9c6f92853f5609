'use client';

import type { Rule } from 'antd/es/form';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { zodRule } from '@/lib/utils/zod-rules';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * antd rules from the API's own zod schema of a field, so the form shows the same Turkish
 * messages the API would answer: `rules(schema)` (required) or `rules(schema, { required: false })`.
 * An empty required field gets the one 'required' message: the schema's own check waits for a value
 * (antd runs every rule and lists each message, so both would say it).
 */
export function useFieldRules() {
  const tv = useTranslations('Validation');
  return (schema: z.ZodType, opts: { required?: boolean } = {}): Rule[] => {
    const zod = zodRule(schema, tv, tv.has);
    if (opts.required === false) return [zod];
    return [
      { required: true, message: tv('required') },
      { validator: (rule, value) => (isEmpty(value) ? Promise.resolve() : zod.validator(rule, value)) },
    ];
  };
}
