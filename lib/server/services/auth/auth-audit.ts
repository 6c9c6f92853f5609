import 'server-only';

import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { writeAudit } from '../audit';
import { auditContext } from '../audit-context';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Audits a refused sign-in or password change under its own action (login.failed…) with the reason,
 * attributed to the account it named when there is one, so a tenant can see attempts on its users.
 * Runs outside the refused work's transaction: that one rolled back. Anything but an AppError is a
 * fault, not an attempt, and is left to the error handler.
 */
export async function auditAuthFailure(
  db: DbOrTx,
  error: unknown,
  entry: { action: string; email?: string; userId?: string },
): Promise<void> {
  if (!(error instanceof AppError) || error.status >= 500) return;
  // userId may come from the request (set-password): only a well-formed one can name a user.
  const [user] =
    entry.userId && UUID.test(entry.userId)
      ? await db.select().from(users).where(eq(users.id, entry.userId)).limit(1)
      : entry.email
        ? await db.select().from(users).where(eq(users.email, entry.email)).limit(1)
        : [];
  await writeAudit(db, {
    tenantId: user?.tenantId ?? null,
    userId: user?.id ?? null,
    action: entry.action,
    entity: 'user',
    entityId: user?.id ?? null,
    data: { reason: error.code, ...(entry.email ? { email: entry.email } : {}) },
  });
  const context = auditContext();
  if (context) context.failureAudited = true;
}
