'use client';

import type { FormInstance } from 'antd';
import { useTranslations } from 'next-intl';
import { apiErrorOf, isHttpError } from '@/lib/api-client/errors';

/** 'contacts.0.name' -> ['contacts', 0, 'name'] so antd can show a nested list's field error. */
const toNamePath = (field: string) => field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));

/**
 * Puts an API error where the user sees it once: field messages at their fields (then nothing
 * else), a 409 version conflict as 'stale' (the form offers to reload), otherwise the message to
 * show above the form (the API's own text, or ours for a network or unexpected failure).
 */
export function formErrorOf(
  form: FormInstance | null,
  error: unknown,
  texts: { network: string; unexpected: string },
): 'stale' | string | null {
  const body = apiErrorOf(error);
  if (!body) return isHttpError(error) ? texts.unexpected : texts.network;
  if (body.status === 409 && body.code === 'conflict') return 'stale';
  if (!form || !body.fields) return body.message;
  const known = new Set(form.getFieldsError().map((f) => f.name.join('.')));
  const entries = Object.entries(body.fields);
  form.setFields(entries.map(([name, message]) => ({ name: toNamePath(name), errors: [message] })));
  // A message for a field the form does not show still has to reach the user.
  return entries.every(([name]) => known.has(name)) ? null : body.message;
}

/** formErrorOf with the common texts of the interface language. */
export function useFormError(form: FormInstance | null) {
  const tc = useTranslations('Common');
  return (error: unknown) =>
    formErrorOf(form, error, { network: tc('networkError'), unexpected: tc('unexpectedError') });
}
