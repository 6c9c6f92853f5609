import type { HTTPError } from 'ky';
import type { ErrorResponse } from '@/lib/schemas/common';

export type ApiErrorBody = ErrorResponse['error'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `errorResponseSchema`'s shape, checked by hand: every screen reads failed calls through here, and
 * zod stays off a page's first load (envelope.ts). errors.test.ts holds the two to the same answers.
 */
export function errorBodyOf(data: unknown): ApiErrorBody | null {
  if (!isRecord(data) || !isRecord(data.error)) return null;
  const { code, message, fields, details } = data.error;
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  if (fields !== undefined && !(isRecord(fields) && Object.values(fields).every((v) => typeof v === 'string'))) {
    return null;
  }
  if (details !== undefined && !isRecord(details)) return null;
  return {
    code,
    message,
    ...(fields === undefined ? {} : { fields: fields as Record<string, string> }),
    ...(details === undefined ? {} : { details }),
  };
}

/**
 * ky's error for an answer outside 2xx. Told by its name, not `instanceof`: ky loads with the first
 * request (client.ts), and a screen that reads errors must not load it first.
 */
export const isHttpError = (error: unknown): error is HTTPError =>
  error instanceof Error && error.name === 'HTTPError' && 'response' in error;

/** The API's `{ error: { code, message, fields? } }` of a failed call, or null (network error, other body). */
export function apiErrorOf(error: unknown): (ApiErrorBody & { status: number }) | null {
  if (!isHttpError(error)) return null;
  const body = errorBodyOf(error.data);
  return body && { ...body, status: error.response.status };
}
