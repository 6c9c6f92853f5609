import 'server-only';

import type { z } from 'zod';

export type ErrorCode =
  | 'validation_failed'
  | 'out_of_range'
  | 'invalid_credentials'
  | 'account_pending'
  | 'account_disabled'
  | 'tenant_suspended'
  | 'rate_limited'
  | 'too_many_requests'
  | 'send_rate_limited'
  | 'payload_too_large'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'duplicate'
  | 'invalid_token'
  | 'wrong_password'
  | 'internal_error'
  | 'pdf_render_failed'
  | 'service_unavailable'
  // tenant access (roles, users)
  | 'owner_role_locked'
  | 'role_in_use'
  | 'name_taken'
  | 'email_taken'
  | 'last_owner'
  | 'self_action'
  | 'owner_only'
  | 'not_pending'
  | 'permission_not_held'
  | 'own_role_locked'
  // customers and catalogue
  | 'in_use'
  | 'duplicate_customer'
  | 'already_invited'
  | 'import_file_invalid'
  // documents (offers, work orders, invoices, payments)
  | 'invalid_transition'
  | 'not_editable'
  // finance
  | 'definition_in_use'
  | 'invoice_has_payments'
  | 'invoice_has_returns'
  | 'invoice_not_issued'
  | 'already_invoiced'
  | 'vat_exemption_missing'
  | 'return_exceeds_original'
  | 'series_required'
  | 'series_year_mismatch'
  | 'series_inactive'
  // e-documents (e-Fatura, e-Arşiv)
  | 'e_document_invalid'
  | 'e_document_company_incomplete'
  | 'e_document_export_range'
  | 'e_document_export_too_many'
  | 'e_document_cancel_unsupported'
  // payments
  | 'allocation_exceeds_remaining'
  | 'allocation_exceeds_payment'
  | 'invoice_not_open'
  | 'already_reversed'
  | 'reversal_not_reversible'
  | 'nothing_to_allocate'
  | 'payment_not_allocatable'
  | 'idempotency_key_reused'
  // offers
  | 'offer_expired'
  | 'offer_answered'
  | 'no_recipient';

/** A failure with its HTTP status; the message is translated when the response is written. */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 503,
    readonly code: ErrorCode,
    readonly options: {
      params?: Record<string, string | number>;
      /** field -> Validation message key (with its params) */
      fields?: Record<string, { key: string; params?: Record<string, string | number> }>;
      headers?: Record<string, string>;
      /** Data the client acts on (e.g. the existing record a duplicate matches). */
      details?: Record<string, unknown>;
    } = {},
  ) {
    super(code);
  }
}

export const notFound = () => new AppError(404, 'not_found');
export const forbidden = () => new AppError(403, 'forbidden');
export const unauthorized = () => new AppError(401, 'unauthorized');
export const staleVersion = () => new AppError(409, 'conflict');

/** Turns zod issues into per-field Validation keys (the first issue of each field wins). */
export function validationError(issues: z.core.$ZodIssue[]): AppError {
  const fields: Record<string, { key: string; params?: Record<string, string | number> }> = {};
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[[...issue.path, key].join('.')] ??= { key: 'unknownField' };
      continue;
    }
    const field = issue.path.join('.') || '_';
    fields[field] ??= issueToKey(issue);
  }
  return new AppError(400, 'validation_failed', { fields });
}

function issueToKey(issue: z.core.$ZodIssue): { key: string; params?: Record<string, string | number> } {
  const params: Record<string, string | number> = {};
  if ('minimum' in issue) params.min = Number(issue.minimum);
  if ('maximum' in issue) params.max = Number(issue.maximum);
  // Our schemas carry Validation keys as messages; zod's own defaults are sentences with spaces.
  if (/^[a-zA-Z]+$/.test(issue.message)) return { key: issue.message, params };
  switch (issue.code) {
    case 'invalid_type':
      return { key: issue.input === undefined ? 'required' : 'invalidValue' };
    case 'too_small':
      return { key: issue.origin === 'string' ? 'tooShort' : 'tooSmall', params };
    case 'too_big':
      return { key: issue.origin === 'string' ? 'tooLong' : 'tooBig', params };
    case 'invalid_format':
      return { key: issue.format === 'email' ? 'invalidEmail' : 'invalidValue' };
    case 'invalid_value':
      return { key: 'invalidChoice' };
    default:
      return { key: 'invalidValue' };
  }
}
