import 'server-only';

import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isValueOutOfRange } from '../db/errors';
import { AppError } from '../errors';
import { langFromHeader, translate } from '../i18n';
import { log } from '../log';
import type { AppEnv } from './context';

/** The API's one error mapping: every failure answers `{ error: { code, message, fields?, details? } }`. */
export const apiErrorHandler: ErrorHandler<AppEnv> = (err, c) => {
  const lang = c.var.lang ?? langFromHeader(c.req.header('accept-language'));
  if (err instanceof AppError) {
    const { params, fields, headers, details } = err.options;
    const translatedFields = fields
      ? Object.fromEntries(
          Object.entries(fields).map(([f, m]) => [f, translate(lang, `Validation.${m.key}`, m.params)]),
        )
      : undefined;
    for (const [name, value] of Object.entries(headers ?? {})) c.header(name, value);
    return c.json(
      {
        error: {
          code: err.code,
          message: translate(lang, `ApiErrors.${err.code}`, params),
          fields: translatedFields,
          details,
        },
      },
      err.status,
    );
  }
  if (err instanceof HTTPException && err.status < 500) {
    // Malformed JSON and the like: the body could not be read at all.
    const code = err.status === 400 ? 'validation_failed' : 'internal_error';
    return c.json(
      { error: { code, message: translate(lang, `ApiErrors.${code}`) } },
      err.status as ContentfulStatusCode,
    );
  }
  if (isValueOutOfRange(err)) {
    // A number or date the schemas let through but PostgreSQL cannot hold: the input's fault, so a
    // 400. Logged (one line), since it shows a schema that should have refused the value itself.
    log.warn('API input out of range', { method: c.req.method, path: c.req.path, error: errorMessage(err) });
    return c.json({ error: { code: 'out_of_range', message: translate(lang, 'ApiErrors.out_of_range') } }, 400);
  }
  log.error('Unhandled API error', { method: c.req.method, path: c.req.path, error: err });
  return c.json({ error: { code: 'internal_error', message: translate(lang, 'ApiErrors.internal_error') } }, 500);
};

const errorMessage = (error: Error) => (error.cause instanceof Error ? error.cause.message : error.message);
