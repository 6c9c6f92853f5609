import 'server-only';

import { eq } from 'drizzle-orm';
import { serverConfig } from '../../config/env';
import type { Db } from '../../db/client';
import { customerContacts, customers, offers } from '../../db/schema';
import { AppError, staleVersion } from '../../errors';
import { translate } from '../../i18n';
import type { Actor } from '../../kit/actor';
import { idempotent, type StoredAnswer } from '../../kit/idempotency';
import { invalidateLists } from '../../kit/list-window';
import { recordStatusChange } from '../../kit/status-history';
import { enqueueMail } from '../../mail/outbox';
import { withTenantBrand } from '../../mail/tenant-brand';
import { auditRecord } from '../audit';
import { notifyCustomer } from '../notifications/notify';
import { getGeneralSettings } from '../tenant/general-settings';
import { getOfferRowOrThrow } from './detail';
import { OFFER_ENTITY } from './offers';
import { renderOfferPdf } from './pdf';
import { offerMachine } from './rules';

export interface SendResult {
  id: string;
  status: string;
  sentAt: string;
  to: string;
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
  try {
    return await idempotent<SendResult>(
      db,
      { tenantId: actor.tenantId, scope: `offers.send:${id}`, key: opts.idempotencyKey },
      async (tx) => {
        const row = await getOfferRowOrThrow(tx, { tenantId: actor.tenantId, id, forUpdate: true });
        if (row.version !== opts.version) throw staleVersion();
        if (row.status !== 'sent' && !offerMachine[row.status as 'draft']?.includes('sent'))
          throw new AppError(422, 'invalid_transition', { params: { from: row.status, to: 'sent' } });
        const [customer] = await tx
          .select({ email: customers.email })
          .from(customers)
          .where(eq(customers.id, row.customerId));
        const [contact] = row.contactId
          ? await tx
              .select({ email: customerContacts.email })
              .from(customerContacts)
              .where(eq(customerContacts.id, row.contactId))
          : [];
        const to = contact?.email ?? customer?.email;
        if (!to) throw new AppError(422, 'no_recipient');

        const sentAt = new Date();
        await tx
          .update(offers)
          .set({ status: 'sent', sentAt, sentBy: actor.userId, version: row.version + 1 })
          .where(eq(offers.id, id));
        if (row.status === 'draft') {
          await recordStatusChange(tx, actor, { entity: OFFER_ENTITY, id, from: 'draft', to: 'sent', comment: to });
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
        await auditRecord(tx, actor, { entity: OFFER_ENTITY, action: 'send', id, data: { to } });

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
        await enqueueMail(
          tx,
          await withTenantBrand(tx, actor.tenantId, {
            to,
            subject: translate('tr', 'Emails.offerSubject', params),
            text: translate('tr', 'Emails.offerBody', params),
            attachments: [{ filename: fileName, content: pdf, contentType: 'application/pdf' }],
          }),
        );
        return { status: 200, body: { id, status: 'sent', sentAt: sentAt.toISOString(), to } };
      },
    );
  } finally {
    invalidateLists(actor.tenantId, 'offers');
  }
}
