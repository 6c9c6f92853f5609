import 'server-only';

import { eq } from 'drizzle-orm';
import { AccountType } from '@/lib/auth/account-types';
import { emailSchema } from '@/lib/schemas/common';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { sendSetPasswordEmail } from '../services/auth/activation';

/**
 * A production database starts without demo users: ADMIN_EMAIL names the first Backoffice account,
 * created pending with an emailed (and logged) activation link, once, when no such account exists.
 */
export async function bootstrapAdmin(db: Db, rawEmail: string | undefined): Promise<void> {
  const parsed = emailSchema.safeParse(rawEmail ?? '');
  if (!parsed.success) return;
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.accountTypeId, AccountType.Backoffice))
    .limit(1);
  if (existing) return;
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, parsed.data)).limit(1);
  if (taken) return;
  // One transaction: a start that dies half-way leaves no pending admin without its queued mail.
  await db.transaction(async (tx) => {
    const [admin] = await tx
      .insert(users)
      .values({
        accountTypeId: AccountType.Backoffice,
        email: parsed.data,
        name: 'Admin',
        surname: 'Cari',
        status: 'pending',
      })
      .returning();
    await sendSetPasswordEmail(tx, { user: admin!, purpose: 'activation' });
  });
}
