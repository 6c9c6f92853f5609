import 'server-only';

import { and, eq } from 'drizzle-orm';
import { AccountType } from '@/lib/auth/account-types';
import type { Customer } from '@/lib/schemas/customers';
import { AppError, notFound } from '../../errors';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { customerContacts, users } from '../../db/schema';
import type { Lang } from '../../i18n';
import { writeAudit } from '../audit';
import { sendSetPasswordEmail } from '../auth/activation';
import type { Actor } from '../../kit/actor';
import { getCustomerRowOrThrow, loadCustomer } from './read';

const emailTaken = () => new AppError(409, 'email_taken', { fields: { email: { key: 'emailTaken' } } });

/** "Ayşe Nur Yılmaz" -> name "Ayşe Nur", surname "Yılmaz". */
function splitName(full: string): { name: string; surname: string } {
  const parts = full.trim().split(/\s+/);
  if (parts.length === 1) return { name: parts[0]!, surname: '' };
  return { name: parts.slice(0, -1).join(' '), surname: parts[parts.length - 1]! };
}

/**
 * Invites a contact to the customer portal: a pending Customer account tied to the tenant and the
 * customer, and an activation email, in one transaction (no half-invited account if mail fails).
 */
export async function inviteContact(
  db: Db,
  actor: Actor & { lang: Lang },
  opts: { customerId: string; contactId: string },
): Promise<Customer> {
  try {
    return await db.transaction(async (tx) => {
      const customer = await getCustomerRowOrThrow(tx, { tenantId: actor.tenantId, id: opts.customerId });
      const [contact] = await tx
        .select()
        .from(customerContacts)
        .where(
          and(
            eq(customerContacts.id, opts.contactId),
            eq(customerContacts.customerId, customer.id),
            eq(customerContacts.tenantId, actor.tenantId),
          ),
        )
        .for('update')
        .limit(1);
      if (!contact) throw notFound();
      if (contact.portalUserId) throw new AppError(409, 'already_invited');
      if (!contact.email)
        throw new AppError(400, 'validation_failed', { fields: { email: { key: 'contactEmailRequired' } } });
      const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, contact.email)).limit(1);
      if (existing) throw emailTaken();
      const [user] = await tx
        .insert(users)
        .values({
          ...splitName(contact.name),
          accountTypeId: AccountType.Customer,
          tenantId: actor.tenantId,
          customerId: customer.id,
          email: contact.email,
          status: 'pending',
          language: actor.lang,
        })
        .returning();
      await tx.update(customerContacts).set({ portalUserId: user!.id }).where(eq(customerContacts.id, contact.id));
      await writeAudit(tx, {
        tenantId: actor.tenantId,
        userId: actor.userId,
        ip: actor.ip,
        action: 'customer.invite_contact',
        entity: 'customer',
        entityId: customer.id,
        data: { contactId: contact.id, email: contact.email },
      });
      await sendSetPasswordEmail(tx, { user: user!, purpose: 'activation', brandTenantId: actor.tenantId });
      return loadCustomer(tx, customer);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) throw emailTaken();
    throw error;
  }
}
