import 'server-only';

import { and, asc, desc, eq, gte, lt, notInArray, sql } from 'drizzle-orm';
import { AccountType } from '@/lib/auth/account-types';
import { addCalendarDays, istanbulDayStart } from '@/lib/utils/dates';
import type { AuditEntry, AuditOptions, listAuditQuerySchema } from '@/lib/schemas/audit-log';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { listPage, type Page } from '../../kit/list-page';
import { auditEntryColumns } from '../audit';
import { auditRecordNames, namesOf } from './audit-names';

type Query = z.output<typeof listAuditQuerySchema>;

/** The session entries the list leaves out by default. */
const sessionActions = ['login', 'login.failed', 'logout'];

const nextDay = (day: string) => istanbulDayStart(addCalendarDays(day, 1));

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * A refused request's entry names the route it asked for ('GET /api/tenant/Customers/<id>'); the id
 * there is whatever the user typed, possibly another tenant's record, so the list shows ':id' instead.
 */
const entityIdOf = (entity: string, entityId: string | null) =>
  entity === 'route' && entityId ? entityId.replace(UUID, ':id') : entityId;

/**
 * One page of the tenant's audit log, newest first, with the actor's name. Only the session's
 * tenant: the tenant id comes from the actor, never from the request.
 */
export async function listAudit(db: DbOrTx, opts: { tenantId: string; query: Query }): Promise<Page<AuditEntry>> {
  const q = opts.query;
  const where = and(
    eq(auditLog.tenantId, opts.tenantId),
    q.userId ? eq(auditLog.userId, q.userId) : undefined,
    q.action ? eq(auditLog.action, q.action) : undefined,
    // Sign-ins would bury the business changes: they show when asked for (the switch, or by action).
    q.action || q.sessions === 'true' ? undefined : notInArray(auditLog.action, sessionActions),
    q.entity ? eq(auditLog.entity, q.entity) : undefined,
    q.dateFrom ? gte(auditLog.createdAt, istanbulDayStart(q.dateFrom)) : undefined,
    q.dateTo ? lt(auditLog.createdAt, nextDay(q.dateTo)) : undefined,
  );
  const page = await listPage({
    db,
    tenantId: opts.tenantId,
    table: auditLog,
    rows: db
      .select({ ...auditEntryColumns, userId: auditLog.userId, data: auditLog.data })
      .from(auditLog)
      // Only the tenant's own accounts are named (a platform admin acting on the tenant stays unnamed).
      .leftJoin(users, and(eq(users.id, auditLog.userId), eq(users.tenantId, opts.tenantId)))
      .$dynamic(),
    where,
    // Append-only with a growing id: the id is the order of the writes.
    orderBy: [desc(auditLog.id)],
    query: q,
    map: (r) => ({
      ...r,
      id: String(r.id),
      entityId: entityIdOf(r.entity, r.entityId),
      createdAt: r.createdAt.toISOString(),
      userName: r.userName ?? null,
      names: {},
    }),
  });
  const names = await auditRecordNames(db, { tenantId: opts.tenantId, entries: page.items });
  return { ...page, items: page.items.map((e) => ({ ...e, names: namesOf(e.data, names) })) };
}

/** The user filter's choices: the tenant's staff by name. */
export async function auditOptions(db: DbOrTx, opts: { tenantId: string }): Promise<AuditOptions> {
  const rows = await db
    .select({ id: users.id, name: sql<string>`${users.name} || ' ' || ${users.surname}` })
    .from(users)
    .where(and(eq(users.tenantId, opts.tenantId), eq(users.accountTypeId, AccountType.Tenant)))
    .orderBy(asc(users.name), asc(users.surname));
  return { users: rows };
}
