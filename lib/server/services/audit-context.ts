import 'server-only';

import { AsyncLocalStorage } from 'node:async_hooks';

/** What every audit row of one API request shares: where it came from and who is signed in. */
export interface AuditContext {
  ip: string | null;
  userAgent: string | null;
  /** Set once the session is known (requireAuth). */
  userId?: string | null;
  tenantId?: string | null;
  /** A failure already audited under its own action (login.failed…), so it is not also a denial. */
  failureAudited?: boolean;
}

const storage = new AsyncLocalStorage<AuditContext>();

/** Runs one request with its audit context; writeAudit reads it, so no service has to pass it on. */
export function withAuditContext<T>(context: AuditContext, work: () => Promise<T>): Promise<T> {
  return storage.run(context, work);
}

export function auditContext(): AuditContext | undefined {
  return storage.getStore();
}
