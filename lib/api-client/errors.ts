import { HTTPError } from 'ky';
import { errorResponseSchema, type ErrorResponse } from '@/lib/schemas/common';

export type ApiErrorBody = ErrorResponse['error'];

/** The API's `{ error: { code, message, fields? } }` of a failed call, or null (network error, other body). */
export function apiErrorOf(error: unknown): (ApiErrorBody & { status: number }) | null {
  if (!(error instanceof HTTPError)) return null;
  const parsed = errorResponseSchema.safeParse(error.data);
  if (!parsed.success) return null;
  return { ...parsed.data.error, status: error.response.status };
}
