import 'server-only';

import { eq } from 'drizzle-orm';
import type { AuditAction } from '@/lib/audit/audit-codes';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { writeAudit } from '../audit';
import { auditContext } from '../audit-context';
import { LOGIN_WINDOW_MS } from './attempt-limit';
import { countEvent } from './rate-counter';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Audits a refused sign-in, password change or set-password call under its own action
 * (login.failed…) with the reason. The account the attempt named is the entity (so a tenant sees the
 * attempts on its users); the actor is whoever is signed in, which for a sign-in or a link is no one:
 * the named person did not make the attempt. A refusal for too many attempts (429) is an event once:
 * only the first of a window, per action, client and account, is written, so a flood writes one row.
 * Runs outside the refused work's transaction: that one rolled back. Anything but an AppError is a
 * fault, not an attempt, and is left to the error handler.
 */
export async function auditAuthFailure(
  db: DbOrTx,
  error: unknown,
  entry: { action: AuditAction; email?: string; userId?: string },
): Promise<void> {
  if (!(error instanceof AppError) || error.status >= 500) return;
  const context = auditContext();
  if (context) context.failureAudited = true;
  if (error.status === 429) {
    // A userId from the request (set-password) is the caller's choice: it must not open new windows.
    const account = entry.email ?? context?.userId ?? '';
    const key = `audit:${entry.action}:${context?.ip ?? ''}:${account}`;
    if ((await countEvent(db, key, LOGIN_WINDOW_MS)).count > 1) return;
  }
  // userId may come from the request (set-password): only a well-formed one can name a user.
  const [user] =
    entry.userId && UUID.test(entry.userId)
      ? await db.select().from(users).where(eq(users.id, entry.userId)).limit(1)
      : entry.email
        ? await db.select().from(users).where(eq(users.email, entry.email)).limit(1)
        : [];
  await writeAudit(db, {
    tenantId: user?.tenantId ?? null,
    userId: context?.userId ?? null,
    action: entry.action,
    entity: 'user',
    entityId: user?.id ?? null,
    data: { reason: error.code, ...(entry.email ? { email: entry.email } : {}) },
  });
}
