import 'server-only';

import type { AppError } from '../errors';
import type { AppContext } from './context';

/**
 * The multipart `file` field, or `invalid()` thrown: a body that only claims to be multipart (no
 * boundary, cut short) makes the parser throw, and that is the client's mistake, not a 500.
 */
export async function multipartFile(c: AppContext, invalid: () => AppError): Promise<File> {
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) throw invalid();
  const body = await c.req.parseBody().catch(() => {
    throw invalid();
  });
  const file = body.file;
  if (!(file instanceof File)) throw invalid();
  return file;
}
