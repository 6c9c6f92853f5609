import type { FormInstance } from 'antd';
import { apiErrorOf } from '@/lib/api-client/errors';
import { HTTPError, NetworkError, TimeoutError } from 'ky';

/**
 * Puts the API's translated field messages on the form and returns the general message to show
 * above it (the API's own text, or a fallback for network / unexpected errors).
 */
export function applyApiError(
  form: FormInstance | null,
  error: unknown,
  fallback: { network: string; unexpected: string },
): string {
  const body = apiErrorOf(error);
  if (body) {
    if (form && body.fields) {
      const known = new Set(Object.keys(form.getFieldsValue(true) as object));
      form.setFields(
        Object.entries(body.fields)
          .filter(([name]) => known.has(name))
          .map(([name, message]) => ({ name, errors: [message] })),
      );
    }
    return body.message;
  }
  if (
    error instanceof NetworkError ||
    error instanceof TimeoutError ||
    (error instanceof TypeError && !(error instanceof HTTPError))
  ) {
    return fallback.network;
  }
  return fallback.unexpected;
}
