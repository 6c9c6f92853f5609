import 'server-only';

import { createMiddleware } from 'hono/factory';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './context';
import { AppError } from '../errors';

/** Every request body but an upload: JSON payloads of this app are a few kilobytes. */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;

const limit = bodyLimit({
  maxSize: JSON_BODY_MAX_BYTES,
  onError: () => {
    throw new AppError(413, 'payload_too_large', { params: { max: JSON_BODY_MAX_BYTES / 1024 / 1024 } });
  },
});

/**
 * Caps a request body before anything reads it: by Content-Length when given, else while it streams
 * in. Multipart uploads are left to their routes, which set their own caps (customer import, logo).
 */
export const requestBodyLimit = createMiddleware<AppEnv>(async (c, next) => {
  if ((c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) return next();
  return limit(c, next);
});
