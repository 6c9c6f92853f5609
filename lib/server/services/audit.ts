import 'server-only';

import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema';

export interface AuditEntry {
  tenantId?: string | null;
  userId?: string | null;
  action: string;
  entity: string;
  entityId?: string | null;
  data?: unknown;
  ip?: string | null;
}

/** Records a business write; call it with the transaction that makes the change. */
export async function writeAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, data: entry.data ?? null });
}

/** A tenant actor's write to one record: `entity.action` (e.g. product.update) with its data. */
export function auditRecord(
  db: DbOrTx,
  actor: { tenantId: string; userId: string; ip?: string | null },
  entry: { entity: string; action: string; id: string; data?: unknown },
): Promise<void> {
  return writeAudit(db, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    ip: actor.ip,
    action: `${entry.entity}.${entry.action}`,
    entity: entry.entity,
    entityId: entry.id,
    data: entry.data,
  });
}

/** The fields an update changed, as { field: { from, to } } (the audit's readable before/after). */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [field, to] of Object.entries(after)) {
    const from = before[field];
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from: from ?? null, to: to ?? null };
  }
  return changes;
}
