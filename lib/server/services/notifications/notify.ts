import 'server-only';

import type { NotificationKind } from '@/lib/schemas/notifications';
import { serverConfig } from '../../config/env';
import type { DbOrTx } from '../../db/client';
import { notifications, type EmailPreferences } from '../../db/schema';
import { translate, type Lang } from '../../i18n';
import { enqueueTenantMail } from '../../mail/tenant-brand';
import { notificationParams } from './inbox';
import { portalAccountsOf } from './recipients';

export interface NotificationInput {
  tenantId: string;
  kind: NotificationKind;
  /** Values of the kind's message (`NotificationKinds.<kind>.title` / `.body`): numbers, names. */
  params: Record<string, string>;
  /** The page it opens, e.g. `/tenant/offers/<id>` or `/documents/invoices/<id>`. */
  link: string | null;
  entityId?: string | null;
}

/**
 * Writes one notification per recipient (duplicates dropped) with the caller's transaction, so a
 * cause that fails leaves none. Any module calls it inside its own write: `notify(tx, {...}, ids)`.
 * Answers how many were written.
 */
export async function notify(tx: DbOrTx, input: NotificationInput, recipientIds: string[]): Promise<number> {
  const recipients = [...new Set(recipientIds)];
  if (!recipients.length) return 0;
  await tx.insert(notifications).values(
    recipients.map((recipientId) => ({
      tenantId: input.tenantId,
      recipientId,
      kind: input.kind,
      params: input.params,
      link: input.link,
      entityId: input.entityId ?? null,
    })),
  );
  return recipients.length;
}

/** Kinds a portal account may also get by email, and the preference that switches each. */
const emailedKinds: Partial<Record<NotificationKind, keyof EmailPreferences>> = {
  offer_sent: 'offerSent',
  invoice_issued: 'invoiceIssued',
};

/**
 * Notifies every portal account of a customer; for the emailed kinds it also mails those whose
 * preference is on (on unless switched off), except addresses the cause already mailed itself
 * (an offer sent to that very contact). The mails are queued with the cause's transaction; one
 * that later fails to send is retried by the outbox worker, never undoes the cause.
 */
export async function notifyCustomer(
  tx: DbOrTx,
  input: NotificationInput & { customerId: string; alreadyMailed?: string[] },
): Promise<number> {
  const accounts = await portalAccountsOf(tx, input);
  const written = await notify(
    tx,
    input,
    accounts.map((a) => a.id),
  );
  const preference = emailedKinds[input.kind];
  if (!preference) return written;
  const skip = new Set((input.alreadyMailed ?? []).map((e) => e.toLowerCase()));
  for (const account of accounts) {
    if (account.emailPreferences[preference] === false || skip.has(account.email.toLowerCase())) continue;
    await mailNotification(tx, account, input);
  }
  return written;
}

async function mailNotification(tx: DbOrTx, account: { email: string; language: string }, input: NotificationInput) {
  const lang: Lang = account.language === 'en' ? 'en' : 'tr';
  const params = notificationParams(input.params, lang);
  const text = (key: string) => translate(lang, `NotificationKinds.${input.kind}.${key}`, params);
  const link = input.link ? `${serverConfig().appUrl}${input.link}` : serverConfig().appUrl;
  await enqueueTenantMail(tx, input.tenantId, {
    to: account.email,
    subject: text('title'),
    text: [text('body'), '', link, '', translate(lang, 'Emails.notificationFooter')].join('\n'),
  });
}
