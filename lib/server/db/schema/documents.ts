import 'server-only';

import { index, integer, jsonb, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { tenantIsolation, tenantReference } from './tenancy';
import { tenantId } from './tenants';
import { users } from './users';

/**
 * The next number of a document kind (offer, work order …) per tenant and period. The row is
 * locked FOR UPDATE in the transaction that creates the document, so numbers are gapless and
 * unique however many requests run at once (kit/counters.ts).
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    tenantId: tenantId(),
    kind: text('kind').notNull(),
    /** '2026' when the pattern holds the year (numbering restarts each year), else ''. */
    period: text('period').notNull(),
    next: integer('next').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.kind, t.period] }), tenantIsolation(t.tenantId)],
);

/**
 * The answer of a write made under an Idempotency-Key: a retried request gets the stored answer
 * instead of a second effect (kit/idempotency.ts). Written in the write's own transaction.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    tenantId: tenantId(),
    /** The operation, e.g. 'offers.send:<offer id>'. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    status: smallint('status').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.scope, t.key] }), tenantIsolation(t.tenantId)],
);

/** Every status change of a document (who, when, from, to, comment), for its history view. */
export const statusHistory = pgTable(
  'status_history',
  {
    id: id(),
    tenantId: tenantId(),
    /** 'offer', 'work_order', 'invoice' … */
    entity: text('entity').notNull(),
    entityId: uuid('entity_id').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    comment: text('comment'),
    /** The tenant user, or the customer's portal account, who made the change. */
    actorId: uuid('actor_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('status_history_entity_idx').on(t.tenantId, t.entity, t.entityId, t.createdAt),
    tenantReference(t, t.actorId, users, 'set null'),
    tenantIsolation(t.tenantId),
  ],
);
