import 'server-only';

import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/** An attachment as stored until sent: the bytes in base64 (jsonb holds no binary). */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  base64: string;
  /** set for an inline image the HTML shows as `cid:<cid>` (the tenant's logo) */
  cid?: string;
}

/**
 * Mail waiting to be sent (lib/server/mail/outbox.ts). A row is written in the transaction of its
 * cause, so a cause that rolls back sends nothing and a committed one is never lost; a worker sends
 * it after commit, outside any transaction, so a slow mail server holds no database connection.
 * `next_attempt_at` is both the retry time and the lease of a claimed row: claiming moves it past
 * the send's timeout, so no other worker picks the row while it is being sent.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    /** 'pending' (to send, maybe again), 'sent', 'failed' (gave up after the last attempt) */
    status: text('status').notNull().default('pending'),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    /** Cleared once sent: it may hold a set-password link, which must not outlive its delivery here. */
    text: text('text'),
    html: text('html'),
    attachments: jsonb('attachments').$type<StoredAttachment[]>(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // the worker's claim: due pending rows, oldest first
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
