import 'server-only';

import { createMiddleware } from 'hono/factory';
import { AppError } from '../errors';
import { countEvent, retryAfter, uncountEvent } from '../services/auth/rate-counter';
import { whenAnswered } from './after-commit';
import type { AppEnv } from './context';

/**
 * Offers and invoices a user may mail within an hour, together. The send routes mail the PDF to an
 * address the user chooses (an invoice's `to`, a contact they can edit) through the platform's own
 * mail server, so without a limit one account could use it to mail anyone, again and again.
 */
export const MAX_DOCUMENT_SENDS_PER_HOUR = 20;
const WINDOW_MS = 60 * 60_000;

/**
 * Counts a document send against its user before it runs, in the database (rate_counters), so the
 * limit holds across app instances; past it, 429 send_rate_limited with Retry-After. A send that
 * fails (4xx/5xx: not found, not sendable, invalid, its PDF not rendered), in the request's
 * transaction or after it, mailed nothing and takes its count back.
 */
export const documentSendLimit = createMiddleware<AppEnv>(async (c, next) => {
  const key = `document-send:${c.var.auth.user.id}`;
  const { count, resetsAt } = await countEvent(c.var.db, key, WINDOW_MS);
  if (count > MAX_DOCUMENT_SENDS_PER_HOUR) {
    const { headers, params } = retryAfter(resetsAt);
    throw new AppError(429, 'send_rate_limited', { headers, params: { ...params, max: MAX_DOCUMENT_SENDS_PER_HOUR } });
  }
  await next();
  await whenAnswered(c, async (answer) => {
    // After a failed statement the request's transaction rolls back, and the count with it; after
    // that transaction (a PDF that did not render) the count is taken back on its own.
    if (!answer || answer.status >= 400) await uncountEvent(c.var.db, key).catch(() => {});
  });
});
