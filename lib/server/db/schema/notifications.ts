import 'server-only';

import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { tenantIsolation, tenantReference } from './tenancy';
import { tenantId } from './tenants';
import { users } from './users';

/**
 * One notification for one recipient account (a tenant user or a customer's portal account),
 * written in the transaction of its cause. The text is a message key (`Notifications.kinds.<kind>`)
 * with `params`, rendered in the reader's language; `link` is the page it opens.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    tenantId: tenantId(),
    recipientId: uuid('recipient_id').notNull(),
    /** e.g. 'offer_sent', 'offer_accepted', 'task_assigned' (NotificationKind) */
    kind: text('kind').notNull(),
    params: jsonb('params')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    link: text('link'),
    /** The record it is about (offer, invoice, work order, task, payment). */
    entityId: uuid('entity_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // the newest-first page and its keyset cursor
    index('notifications_recipient_idx').on(t.recipientId, t.createdAt.desc(), t.id.desc()),
    // the badge: unread of one recipient
    index('notifications_unread_idx')
      .on(t.recipientId)
      .where(sql`${t.readAt} is null`),
    index('notifications_tenant_idx').on(t.tenantId),
    tenantReference(t, t.recipientId, users, 'cascade'),
    tenantIsolation(t.tenantId),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;
