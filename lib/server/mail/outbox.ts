import 'server-only';

import { and, asc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { mailOutbox, type MailOutboxRow } from '../db/schema';
import { log } from '../log';
import { sendMail, type Mail, type MailTransport } from './mailer';

/** How long a claimed row stays invisible to other workers: well past the SMTP timeouts in mailer.ts. */
export const OUTBOX_LEASE_MS = 10 * 60_000;
/** After this many failed attempts a row is given up ('failed'), its last error kept. */
export const OUTBOX_MAX_ATTEMPTS = 10;
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_CAP_MS = 60 * 60_000;
/** Sent rows are kept a week (who was mailed what, when), then deleted. */
const KEEP_SENT_MS = 7 * 24 * 3_600_000;
const CLAIM_BATCH = 10;

/** 30 s, 1 min, 2 min … capped at an hour: about nine hours from the first attempt to the last. */
export const backoffMs = (attempts: number) => Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** (attempts - 1));

/**
 * Queues a mail with the caller's transaction: it goes out only if the cause commits, and it is
 * sent after the commit by the outbox worker, so no transaction waits for a mail server.
 */
export async function enqueueMail(tx: DbOrTx, mail: Mail): Promise<void> {
  await tx.insert(mailOutbox).values({
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    attachments:
      mail.attachments?.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        base64: a.content.toString('base64'),
        ...(a.cid ? { cid: a.cid } : {}),
      })) ?? null,
  });
}

/**
 * Claims up to `limit` due rows in a short transaction of its own: FOR UPDATE SKIP LOCKED lets
 * concurrent workers (several app instances) take disjoint rows, and moving next_attempt_at past
 * the lease keeps them away from the row after this commit too, while it is being sent.
 */
async function claim(db: Db, now: Date, limit: number): Promise<MailOutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (!due.length) return [];
    return tx
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + OUTBOX_LEASE_MS),
      })
      .where(
        inArray(
          mailOutbox.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

const toMail = (row: MailOutboxRow): Mail => ({
  to: row.to,
  subject: row.subject,
  text: row.text ?? '',
  html: row.html ?? undefined,
  attachments: row.attachments?.map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    content: Buffer.from(a.base64, 'base64'),
    ...(a.cid ? { cid: a.cid } : {}),
  })),
});

export interface DrainResult {
  sent: number;
  retried: number;
  failed: number;
}

/**
 * Sends every due row once: claim, send outside any transaction, then mark it sent (its body
 * cleared) or schedule the next attempt with exponential backoff, or give up after the last one.
 * The worker loop calls it; tests call it to deliver deterministically. `now` lets a test move time.
 */
export async function drainOutbox(
  db: Db,
  transport: MailTransport = sendMail,
  opts: { now?: () => Date; limit?: number } = {},
): Promise<DrainResult> {
  const now = opts.now ?? (() => new Date());
  const result: DrainResult = { sent: 0, retried: 0, failed: 0 };
  for (;;) {
    const rows = await claim(db, now(), opts.limit ?? CLAIM_BATCH);
    if (!rows.length) return result;
    for (const row of rows) {
      try {
        await transport(toMail(row));
      } catch (error) {
        const lastError = String(error instanceof Error ? error.message : error).slice(0, 1000);
        const giveUp = row.attempts >= OUTBOX_MAX_ATTEMPTS;
        await db
          .update(mailOutbox)
          .set({
            status: giveUp ? 'failed' : 'pending',
            lastError,
            nextAttemptAt: new Date(now().getTime() + backoffMs(row.attempts)),
          })
          .where(eq(mailOutbox.id, row.id));
        if (giveUp) result.failed++;
        else result.retried++;
        // The address and subject only: the body may hold a set-password link.
        if (process.env.NODE_ENV !== 'test')
          log.error(`[mail] ${giveUp ? 'gave up' : 'will retry'}`, {
            subject: row.subject,
            to: row.to,
            error: lastError,
          });
        continue;
      }
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: now(), lastError: null, text: null, html: null, attachments: null })
        .where(eq(mailOutbox.id, row.id));
      result.sent++;
    }
  }
}

/** Deletes sent rows older than a week. */
export async function pruneOutbox(db: Db, now = new Date()): Promise<void> {
  await db
    .delete(mailOutbox)
    .where(and(eq(mailOutbox.status, 'sent'), lt(mailOutbox.sentAt, new Date(now.getTime() - KEEP_SENT_MS))));
}
