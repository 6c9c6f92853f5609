import type { FormInstance } from 'antd';
import { apiErrorOf } from '@/lib/api-client/errors';

/** 'contacts.0.name' -> ['contacts', 0, 'name'] so antd can show a nested list's field error. */
const toNamePath = (field: string) => field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));

/**
 * Puts the API's field messages (also nested ones) on the form. Answers 'stale' for a 409 version
 * conflict (the form then offers to reload), else the general message to show, or null.
 */
export function showApiError(form: FormInstance, error: unknown, fallback: string): 'stale' | string {
  const body = apiErrorOf(error);
  if (!body) return fallback;
  if (body.status === 409 && body.code === 'conflict') return 'stale';
  if (body.fields)
    form.setFields(
      Object.entries(body.fields).map(([name, message]) => ({ name: toNamePath(name), errors: [message] })),
    );
  return body.message;
}
