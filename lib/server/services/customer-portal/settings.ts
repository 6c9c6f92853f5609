import 'server-only';

import { eq, sql } from 'drizzle-orm';
import type { PortalSettings, UpdatePortalSettingsInput } from '@/lib/schemas/notifications';
import type { Db, DbOrTx } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { notFound } from '../../errors';
import { writeAudit } from '../audit';
import type { PortalScope } from './documents';

const toSettings = (user: UserRow): PortalSettings => ({
  name: user.name,
  surname: user.surname,
  email: user.email,
  phone: user.phone,
  language: user.language === 'en' ? 'en' : 'tr',
  emailPreferences: {
    offerSent: user.emailPreferences.offerSent !== false,
    invoiceIssued: user.emailPreferences.invoiceIssued !== false,
  },
});

/** The portal account's own profile, language and email choices. */
export async function getPortalSettings(db: DbOrTx, scope: PortalScope): Promise<PortalSettings> {
  const [user] = await db.select().from(users).where(eq(users.id, scope.userId));
  if (!user) throw notFound();
  return toSettings(user);
}

/** Saves them (the email address is the login and is not changed here). */
export async function updatePortalSettings(
  db: Db,
  scope: PortalScope,
  input: UpdatePortalSettingsInput,
): Promise<PortalSettings> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({
        name: input.name,
        surname: input.surname,
        phone: input.phone,
        language: input.language,
        emailPreferences: input.emailPreferences,
        version: sql`${users.version} + 1`,
      })
      .where(eq(users.id, scope.userId))
      .returning();
    if (!user) throw notFound();
    await writeAudit(tx, {
      tenantId: scope.tenantId,
      userId: scope.userId,
      action: 'portal_settings.update',
      entity: 'user',
      entityId: scope.userId,
      data: input,
    });
    return toSettings(user);
  });
}
