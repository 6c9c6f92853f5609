import 'server-only';

import { and, eq } from 'drizzle-orm';
import { AccountType } from '@/lib/auth/account-types';
import type { Customer } from '@/lib/schemas/customers';
import { AppError, notFound } from '../../errors';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { customerContacts, users } from '../../db/schema';
import type { Lang } from '../../i18n';
import { auditRecord } from '../audit';
import { sendSetPasswordEmail } from '../auth/activation';
import { mailInvitedElsewhere } from '../tenant/invited-elsewhere-mail';
import { isTenantAddress } from '../tenant/user-invitations';
import type { Actor } from '../../kit/actor';
import { getCustomerRowOrThrow, loadCustomer } from './read';

const emailTaken = () => new AppError(409, 'email_taken', { fields: { email: { key: 'emailTaken' } } });

type InviteActor = Actor & { lang: Lang };
interface InviteTarget {
  customerId: string;
  contactId: string;
}

/** "Ayşe Nur Yılmaz" -> name "Ayşe Nur", surname "Yılmaz". */
function splitName(full: string): { name: string; surname: string } {
  const parts = full.trim().split(/\s+/);
  if (parts.length === 1) return { name: parts[0]!, surname: '' };
  return { name: parts.slice(0, -1).join(' '), surname: parts[parts.length - 1]! };
}

/**
 * Invites a contact to the customer portal: a pending Customer account tied to the tenant and the
 * customer, and an activation email, in one transaction (no half-invited account if mail fails).
 *
 * As with staff invitations, an address of this tenant's own accounts answers 409, while an address
 * with an account anywhere else answers like a sent invitation: no account is made, the contact
 * reads as invited from then on, and the address's owner is told by mail.
 */
export async function inviteContact(db: Db, actor: InviteActor, target: InviteTarget): Promise<Customer> {
  try {
    return await db.transaction(async (tx) => {
      const { customer, contact, email } = await lockInvitable(tx, actor, target);
      if (await isTenantAddress(tx, actor.tenantId, email)) throw emailTaken();
      const [user] = await tx
        .insert(users)
        .values({
          ...splitName(contact.name),
          accountTypeId: AccountType.Customer,
          tenantId: actor.tenantId,
          customerId: customer.id,
          email,
          status: 'pending',
          language: actor.lang,
        })
        .returning();
      await tx.update(customerContacts).set({ portalUserId: user!.id }).where(eq(customerContacts.id, contact.id));
      await auditInvite(tx, actor, { customerId: customer.id, contactId: contact.id, email });
      await sendSetPasswordEmail(tx, { user: user!, purpose: 'activation', brandTenantId: actor.tenantId });
      return loadCustomer(tx, customer, actor);
    });
  } catch (error) {
    if (!isUniqueViolation(error, 'users_email_key')) throw error;
    // The tenant cannot see accounts outside it (row-level security): the unique index found one.
    return inviteWithheld(db, actor, target);
  }
}

async function inviteWithheld(db: Db, actor: InviteActor, target: InviteTarget): Promise<Customer> {
  return db.transaction(async (tx) => {
    const { customer, contact, email } = await lockInvitable(tx, actor, target);
    // A parallel invitation of this tenant may have taken the address since.
    if (await isTenantAddress(tx, actor.tenantId, email)) throw emailTaken();
    await tx
      .update(customerContacts)
      .set({ portalInviteWithheldAt: new Date() })
      .where(eq(customerContacts.id, contact.id));
    await auditInvite(tx, actor, { customerId: customer.id, contactId: contact.id, email });
    await mailInvitedElsewhere(tx, { tenantId: actor.tenantId, lang: actor.lang, email });
    return loadCustomer(tx, customer, actor);
  });
}

/** The customer and its contact, locked; refused when the contact was invited already or has no e-mail. */
async function lockInvitable(tx: Tx, actor: InviteActor, target: InviteTarget) {
  const customer = await getCustomerRowOrThrow(tx, { tenantId: actor.tenantId, id: target.customerId });
  const [contact] = await tx
    .select()
    .from(customerContacts)
    .where(
      and(
        eq(customerContacts.id, target.contactId),
        eq(customerContacts.customerId, customer.id),
        eq(customerContacts.tenantId, actor.tenantId),
      ),
    )
    .for('update')
    .limit(1);
  if (!contact) throw notFound();
  if (contact.portalUserId || contact.portalInviteWithheldAt) throw new AppError(409, 'already_invited');
  if (!contact.email)
    throw new AppError(400, 'validation_failed', { fields: { email: { key: 'contactEmailRequired' } } });
  return { customer, contact, email: contact.email };
}

const auditInvite = (tx: Tx, actor: InviteActor, data: { customerId: string; contactId: string; email: string }) =>
  auditRecord(tx, actor, {
    entity: 'customer',
    action: 'invite_contact',
    id: data.customerId,
    data: { contactId: data.contactId, email: data.email },
  });
