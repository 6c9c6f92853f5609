import 'server-only';

import { z } from 'zod';
import { forbidden, notFound } from '../../../errors';
import type { Actor } from '../../../kit/actor';
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
