import 'server-only';

import { z } from 'zod';
import type { Db } from '../../../db/client';
import { forbidden, notFound } from '../../../errors';
import type { Actor } from '../../../kit/actor';
import { idempotencyKeyOf, idempotent } from '../../../kit/idempotency';
import type { AppContext } from '../../context';

const idSchema = z.uuid();

/** A record id from the path; a malformed id cannot name any record, so it answers 404 like a foreign one. */
export function idParam(c: AppContext, name = 'id'): string {
  const parsed = idSchema.safeParse(c.req.param(name));
  if (!parsed.success) throw notFound();
  return parsed.data;
}

/** Who acts: always the session's tenant and user, never ids from the request. */
export function actorOf(c: AppContext): Actor {
  const tenantId = c.var.tenantId;
  if (!tenantId) throw forbidden();
  const permissions = c.var.permissions;
  return {
    tenantId,
    userId: c.var.auth.user.id,
    ip: c.var.ip,
    lang: c.var.lang,
    can: (code) => permissions?.has(code) ?? false,
  };
}

/**
 * The answer of a POST that honours an Idempotency-Key: with one, the write and its answer commit
 * together, and a retry with the same key (a client, or the proxy after an instance died under the
 * request) gets that answer back and writes nothing more. `scope` names the operation (and record).
 */
export async function keyedAnswer<T>(
  c: AppContext,
  scope: string,
  status: 200 | 201,
  run: (db: Db) => Promise<T>,
): Promise<Response> {
  const key = idempotencyKeyOf(c.req.header('idempotency-key'));
  if (!key) return c.json({ data: await run(c.var.db) }, status);
  const answer = await idempotent(c.var.db, { tenantId: actorOf(c).tenantId, scope, key }, async (tx) => ({
    status,
    body: { data: await run(tx as unknown as Db) },
  }));
  return c.json(answer.body, answer.status);
}
