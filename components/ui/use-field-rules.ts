'use client';

import type { Rule } from 'antd/es/form';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { zodRule } from '@/lib/utils/zod-rules';

/**
 * antd rules from the API's own zod schema of a field, so the form shows the same Turkish
 * messages the API would answer: `rules(schema)` (required) or `rules(schema, { required: false })`.
 */
export function useFieldRules() {
  const tv = useTranslations('Validation');
  return (schema: z.ZodType, opts: { required?: boolean } = {}): Rule[] => [
    ...(opts.required === false ? [] : [{ required: true, message: tv('required') }]),
    zodRule(schema, tv, tv.has),
  ];
}
