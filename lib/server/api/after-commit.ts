import 'server-only';

import type { ErrorHandler } from 'hono';
import { asTenant } from '../database';
import type { Db } from '../db/client';
import { forbidden } from '../errors';
import type { StagedWrite, StoredAnswer } from '../kit/idempotency';
import type { AppContext, AppEnv } from './context';

/**
 * Work a handler leaves for after its request's transaction: a PDF to render, an upload to parse.
 * requestContext runs it once the route is over, its tenant transaction committed and its connection
 * back in the pool (still in the request's audit context and list writes), and answers what it
 * answers. Until then the answer is an empty placeholder (a 500 should nothing run it).
 */
export function afterCommit(c: AppContext, work: () => Promise<Response>): Response {
  c.set('afterCommit', work);
  return c.body(null, 500);
}

/** Runs the request's after-commit work, if its route left some; a failure answers as the route's would. */
export async function runAfterCommit(c: AppContext, onError: ErrorHandler<AppEnv>): Promise<void> {
  const work = c.var.afterCommit;
  if (!work) return;
  c.set('afterCommit', undefined);
  try {
    c.res = await work();
  } catch (error) {
    if (!(error instanceof Error)) throw error;
    c.error = error;
    c.res = await onError(error, c);
  }
}

/**
 * Calls `settle` with the request's answer once it is known: now, or after its after-commit work
 * (undefined when that work threw; the error handler answers it). For a middleware that checks the
 * answer or takes something back when it failed.
 */
export async function whenAnswered(
  c: AppContext,
  settle: (answer: Response | undefined) => Promise<void>,
): Promise<void> {
  const work = c.var.afterCommit;
  if (!work) return settle(c.res);
  c.set('afterCommit', async () => {
    let res: Response;
    try {
      res = await work();
    } catch (error) {
      await settle(undefined);
      throw error;
    }
    await settle(res);
    return res;
  });
}

/** Database work of after-commit work: a short transaction of its own, under the request's tenant. */
export function inTenantTransaction<T>(c: AppContext, work: (db: Db) => Promise<T>): Promise<T> {
  const tenantId = c.var.tenantId;
  if (!tenantId) throw forbidden();
  return asTenant(tenantId, work);
}

/**
 * The answer of a write staged in the request's transaction (kit/idempotency.ts stageIdempotent): a
 * replay's stored answer at once; otherwise its slow work once that transaction is over, holding no
 * connection, and then its write in a short transaction of its own.
 */
export function stagedAnswer<T>(
  c: AppContext,
  staged: StagedWrite<T>,
  respond: (answer: StoredAnswer<T>) => Response,
): Response {
  if ('answer' in staged) return respond(staged.answer);
  return afterCommit(c, async () => {
    const write = await staged.work();
    return respond(await inTenantTransaction(c, write));
  });
}
