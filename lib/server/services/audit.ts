import 'server-only';

import { sql } from 'drizzle-orm';
import type { AuditAction, AuditEntity, RecordAction } from '@/lib/audit/audit-codes';
import type { DbOrTx } from '../db/client';
import { auditLog, users } from '../db/schema';
import { invalidateLists } from '../kit/list-window';
import { auditContext } from './audit-context';

export interface AuditEntry {
  tenantId?: string | null;
  userId?: string | null;
  action: AuditAction;
  entity: AuditEntity;
  entityId?: string | null;
  data?: unknown;
  ip?: string | null;
}

/** What an audit list shows of an entry, with the acting user's name (`users` left-joined on the entry's user). */
export const auditEntryColumns = {
  id: auditLog.id,
  createdAt: auditLog.createdAt,
  action: auditLog.action,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  userName: sql<string | null>`${users.name} || ' ' || ${users.surname}`,
};

/**
 * Records a business write; call it with the transaction that makes the change. The request's
 * client address, user agent and signed-in user and tenant fill what the entry leaves out.
 */
export async function writeAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  const context = auditContext();
  const tenantId = entry.tenantId !== undefined ? entry.tenantId : (context?.tenantId ?? null);
  await db.insert(auditLog).values({
    ...entry,
    entityId: entry.entityId == null ? entry.entityId : storableText(entry.entityId),
    tenantId,
    userId: entry.userId !== undefined ? entry.userId : (context?.userId ?? null),
    ip: entry.ip ?? context?.ip ?? null,
    userAgent: context?.userAgent == null ? null : storableText(context.userAgent),
    data: storableJson(entry.data ?? null),
  });
  // The tenant's audit list (kit listPage) reads the new entry at once, not after its window expires.
  if (tenantId) invalidateLists(tenantId, 'audit_log');
}

/**
 * PostgreSQL stores no NUL and jsonb no lone surrogate; what the audit copies from a request (a path,
 * a user agent, the input) must never be what makes the write fail, so those become U+FFFD here.
 */
const storableText = (value: string) => value.toWellFormed().replaceAll('\u0000', '\uFFFD');

function storableJson(data: unknown): unknown {
  if (data === null) return null;
  return JSON.parse(
    JSON.stringify(data, (_key, value: unknown) => (typeof value === 'string' ? storableText(value) : value)),
  );
}

/** A tenant actor's write to one record: `entity.action` (e.g. product.update) with its data. */
export function auditRecord<E extends AuditEntity>(
  db: DbOrTx,
  actor: { tenantId: string; userId: string; ip?: string | null },
  entry: { entity: E; action: RecordAction<E>; id: string; data?: unknown },
): Promise<void> {
  return writeAudit(db, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    ip: actor.ip,
    // RecordAction<E> is what follows `E.` in a listed code, so the joined code is a listed one.
    action: `${entry.entity}.${entry.action}` as AuditAction,
    entity: entry.entity,
    entityId: entry.id,
    data: entry.data,
  });
}

/** JSON with object keys in order: a jsonb column answers its keys reordered, which is no change. */
const canonicalJson = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );

/** The fields an update changed, as { field: { from, to } } (the audit's readable before/after). */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [field, to] of Object.entries(after)) {
    const from = before[field];
    if (canonicalJson(from) !== canonicalJson(to)) changes[field] = { from: from ?? null, to: to ?? null };
  }
  return changes;
}
