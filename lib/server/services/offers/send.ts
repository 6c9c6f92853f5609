import 'server-only';

import { eq } from 'drizzle-orm';
import { serverConfig } from '../../config/env';
import type { Db, Tx } from '../../db/client';
import { customerContacts, customers, offers, type OfferRow } from '../../db/schema';
import { AppError } from '../../errors';
import { translate } from '../../i18n';
import type { Actor } from '../../kit/actor';
import { idempotent, type StoredAnswer } from '../../kit/idempotency';
import { transition } from '../../kit/transition';
import { enqueueTenantMail, pdfAttachment } from '../../mail/tenant-brand';
import { notifyCustomer } from '../notifications/notify';
import { getGeneralSettings } from '../tenant/general-settings';
import { OFFER_ENTITY } from './offers';
import { renderOfferPdf } from './pdf';
import { offerMachine } from './rules';
import { lockedOffer } from './status';

export interface SendResult {
  id: string;
  status: string;
  sentAt: string;
  to: string;
}

/** The offer's contact's address, else its customer's; without either the offer cannot be sent (422). */
async function recipientOf(tx: Tx, offer: Pick<OfferRow, 'customerId' | 'contactId'>): Promise<string> {
  const [customer] = await tx
    .select({ email: customers.email })
    .from(customers)
    .where(eq(customers.id, offer.customerId));
  const [contact] = offer.contactId
    ? await tx
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
 * Under an Idempotency-Key a repeated call sends nothing and answers the first result.
 */
export async function sendOffer(
  db: Db,
  actor: Actor,
  id: string,
  opts: { version: number; idempotencyKey: string | null },
): Promise<StoredAnswer<SendResult>> {
  return idempotent<SendResult>(
    db,
    { tenantId: actor.tenantId, scope: `offers.send:${id}`, key: opts.idempotencyKey, table: offers },
    async (tx) => {
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
          tenantId: actor.tenantId,
          customerId: row.customerId,
          kind: 'offer_sent',
          params: { number: row.number },
          link: `/documents/offers/${id}`,
          entityId: id,
          alreadyMailed: [to],
        });
      }

      const [{ pdf, fileName, offer }, settings] = await Promise.all([
        renderOfferPdf(tx, { tenantId: actor.tenantId, id }),
        getGeneralSettings(tx, { tenantId: actor.tenantId }),
      ]);
      const params = {
        company: settings.companyName,
        number: offer.number,
        customer: offer.customerName,
        name: offer.contactName ?? offer.customerName,
        subject: offer.subject,
        link: offerPortalLink(id),
      };
      // Queued in the transaction with the status and the stored key: all of them or none.
      await enqueueTenantMail(tx, actor.tenantId, {
        to,
        subject: translate('tr', 'Emails.offerSubject', params),
        text: translate('tr', 'Emails.offerBody', params),
        attachments: [pdfAttachment(fileName, pdf)],
      });
      return { status: 200, body: { id, status: 'sent', sentAt: sentAt.toISOString(), to } };
    },
  );
}
