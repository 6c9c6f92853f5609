import 'server-only';

import type { DbOrTx } from '../../db/client';
import { translate, type Lang } from '../../i18n';
import { enqueueMail } from '../../mail/outbox';
import { getPlatformSettings } from '../platform-settings';
import { getGeneralSettings } from './general-settings';

/**
 * Tells the owner of an address that has an account outside the tenant that this company tried to
 * invite it. The inviter is answered as for any invitation, so only the address's owner learns of
 * the account; the mail carries no link to act on.
 */
export async function mailInvitedElsewhere(tx: DbOrTx, opts: { tenantId: string; lang: Lang; email: string }) {
  const [{ productName: product }, { companyName: company }] = await Promise.all([
    getPlatformSettings(tx),
    getGeneralSettings(tx, { tenantId: opts.tenantId }),
  ]);
  await enqueueMail(tx, {
    to: opts.email,
    subject: translate(opts.lang, 'Emails.inviteExistingSubject', { company, product }),
    text: translate(opts.lang, 'Emails.inviteExistingBody', { company, product }),
  });
}
