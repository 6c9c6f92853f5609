import 'server-only';

import { eq } from 'drizzle-orm';
import { serverConfig } from '../../config/env';
import type { Db, DbOrTx } from '../../db/client';
import { customerContacts, customers, offers, type OfferRow } from '../../db/schema';
import { AppError } from '../../errors';
import { translate } from '../../i18n';
import type { Actor } from '../../kit/actor';
import { stageIdempotent, type StagedWrite } from '../../kit/idempotency';
import { assertVersion } from '../../kit/records';
import { assertTransition } from '../../kit/status-history';
import { transition } from '../../kit/transition';
import type { Mail } from '../../mail/mailer';
import { enqueueTenantMail, pdfAttachment, renderForMail } from '../../mail/tenant-brand';
import { notifyCustomer } from '../notifications/notify';
import { getOfferRowOrThrow } from './detail';
import { OFFER_ENTITY } from './offers';
import { loadOfferPdf, offerPdf } from './pdf';
import { offerMachine } from './rules';
import { lockedOffer } from './status';

/** An offer's mail but its address, which the send finds under its lock. */
type OfferMail = Omit<Mail, 'to'>;

export interface SendResult {
  id: string;
  status: string;
  sentAt: string;
  to: string;
}

/** The offer's contact's address, else its customer's; without either the offer cannot be sent (422). */
async function recipientOf(db: DbOrTx, offer: Pick<OfferRow, 'customerId' | 'contactId'>): Promise<string> {
  const [customer] = await db
    .select({ email: customers.email })
    .from(customers)
    .where(eq(customers.id, offer.customerId));
  const [contact] = offer.contactId
    ? await db
        .select({ email: customerContacts.email })
        .from(customerContacts)
        .where(eq(customerContacts.id, offer.contactId))
    : [];
  const to = contact?.email ?? customer?.email;
  if (!to) throw new AppError(422, 'no_recipient');
  return to;
}

/** The portal page of an offer, linked from the email. */
export const offerPortalLink = (id: string) => `${serverConfig().appUrl}/documents/offers/${id}`;

/**
 * Emails a draft (or again a sent) offer to the chosen contact, else the customer's address, with
 * its PDF attached and a link to the portal; the offer becomes 'sent' with the time and sender.
 * Under an Idempotency-Key a repeated call sends nothing and answers the first result. Staged: the
 * offer is read and checked in the caller's transaction, its PDF rendered with none open, and the
 * change and the mail written in a short transaction, where a stale version still answers 409.
 */
export function sendOffer(
  db: Db,
  actor: Actor,
  id: string,
  opts: { version: number; idempotencyKey: string | null },
): Promise<StagedWrite<SendResult>> {
  const { tenantId } = actor;
  return stageIdempotent(
    db,
    { tenantId, scope: `offers.send:${id}`, key: opts.idempotencyKey, table: offers },
    {
      read: async (db) => {
        // The transition's refusals (404, 409, 422), before a PDF is rendered for nothing.
        const row = await getOfferRowOrThrow(db, { tenantId, id });
        assertVersion(row.version, opts.version);
        if (row.status !== 'sent') assertTransition(offerMachine, row.status, 'sent');
        await recipientOf(db, row);
        return loadOfferPdf(db, { tenantId, id });
      },
      work: async (loaded) => {
        const { pdf, fileName, offer } = await renderForMail(offerPdf(loaded));
        const params = {
          company: loaded.letterhead.company.companyName,
          number: offer.number,
          customer: offer.customerName,
          name: offer.contactName ?? offer.customerName,
          subject: offer.subject,
          link: offerPortalLink(id),
        };
        return {
          subject: translate('tr', 'Emails.offerSubject', params),
          text: translate('tr', 'Emails.offerBody', params),
          attachments: [pdfAttachment(fileName, pdf)],
        };
      },
      write: async (tx, mail: OfferMail) => {
        let to = '';
        const sentAt = new Date();
        const { before: row } = await transition(tx, actor, {
          table: offers,
          entity: OFFER_ENTITY,
          id,
          lock: lockedOffer(actor),
          version: opts.version,
          machine: offerMachine,
          to: 'sent',
          repeat: true,
          values: async (offer) => {
            to = await recipientOf(tx, offer);
            return { sentAt, sentBy: actor.userId };
          },
          comment: () => to,
          audit: { action: 'send', data: () => ({ to }) },
        });
        if (row.status === 'draft') {
          await notifyCustomer(tx, {
            tenantId,
            customerId: row.customerId,
            kind: 'offer_sent',
            params: { number: row.number },
            link: `/documents/offers/${id}`,
            entityId: id,
            alreadyMailed: [to],
          });
        }
        // Queued in the transaction with the status and the stored key: all of them or none.
        await enqueueTenantMail(tx, tenantId, { ...mail, to });
        return { status: 200, body: { id, status: 'sent', sentAt: sentAt.toISOString(), to } };
      },
    },
  );
}
