import 'server-only';

import { and, eq, gt, isNull } from 'drizzle-orm';
import type { SetPasswordInput } from '@/lib/schemas/auth';
import { serverConfig } from '../../config/env';
import type { Db, DbOrTx } from '../../db/client';
import { activationTokens, users, type UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import { hashPassword } from '../../auth/passwords';
import { hashOpaqueToken, newOpaqueToken } from '../../auth/tokens';
import { translate, type Lang } from '../../i18n';
import { sendMail } from '../../mail/mailer';
import { writeAudit } from '../audit';
import { getPlatformSettings } from '../platform-settings';
import { revokeUserSessions } from './sessions';

export type LinkPurpose = 'activation' | 'reset';

/**
 * Issues a single-use set-password link for a user; earlier unused links of the user stop working.
 * Its lifetime is the platform setting activationLinkHours (else ACTIVATION_TTL_HOURS).
 */
export async function issueSetPasswordLink(
  db: DbOrTx,
  opts: { userId: string; purpose: LinkPurpose; ttlHours?: number },
): Promise<{ link: string; expiresAt: Date }> {
  const cfg = serverConfig();
  const ttlHours = opts.ttlHours ?? (await getPlatformSettings(db)).activationLinkHours;
  const { token, hash } = newOpaqueToken();
  await db
    .update(activationTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(activationTokens.userId, opts.userId), isNull(activationTokens.usedAt)));
  const expiresAt = new Date(Date.now() + ttlHours * 3600 * 1000);
  await db.insert(activationTokens).values({ userId: opts.userId, tokenHash: hash, purpose: opts.purpose, expiresAt });
  const link = `${cfg.appUrl}/set-password?token=${encodeURIComponent(token)}&userId=${encodeURIComponent(opts.userId)}`;
  return { link, expiresAt };
}

export async function createSetPasswordLink(
  db: DbOrTx,
  opts: { userId: string; purpose: LinkPurpose; ttlHours?: number },
): Promise<string> {
  return (await issueSetPasswordLink(db, opts)).link;
}

/** Creates a link and emails it, in the user's language, under the platform's product name. */
export async function sendSetPasswordEmail(db: DbOrTx, opts: { user: UserRow; purpose: LinkPurpose; lang?: Lang }) {
  const settings = await getPlatformSettings(db);
  const link = await createSetPasswordLink(db, {
    userId: opts.user.id,
    purpose: opts.purpose,
    ttlHours: settings.activationLinkHours,
  });
  const lang = opts.lang ?? (opts.user.language === 'en' ? 'en' : 'tr');
  const kind = opts.purpose === 'activation' ? 'activation' : 'reset';
  const params = { name: opts.user.name, link, hours: settings.activationLinkHours, product: settings.productName };
  const support = settings.supportEmail
    ? `\n\n${translate(lang, 'Emails.supportLine', { email: settings.supportEmail })}`
    : '';
  await sendMail({
    to: opts.user.email,
    subject: translate(lang, `Emails.${kind}Subject`, params),
    text: translate(lang, `Emails.${kind}Body`, params) + support,
  });
  return link;
}

/** Consumes a link: sets the password, activates a pending account and ends earlier sessions. */
export async function setPasswordWithToken(db: Db, input: SetPasswordInput): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(activationTokens)
      .where(
        and(
          eq(activationTokens.tokenHash, hashOpaqueToken(input.token)),
          isNull(activationTokens.usedAt),
          gt(activationTokens.expiresAt, new Date()),
        ),
      )
      .for('update')
      .limit(1);
    if (!row || row.userId !== input.userId) throw new AppError(400, 'invalid_token');
    await tx.update(activationTokens).set({ usedAt: new Date() }).where(eq(activationTokens.id, row.id));
    const [user] = await tx.select().from(users).where(eq(users.id, row.userId)).limit(1);
    if (!user || user.status === 'disabled') throw new AppError(400, 'invalid_token');
    await tx
      .update(users)
      .set({ passwordHash, status: 'active', version: user.version + 1 })
      .where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id);
    await writeAudit(tx, {
      tenantId: user.tenantId,
      userId: user.id,
      action: `password.${row.purpose}`,
      entity: 'user',
      entityId: user.id,
    });
  });
}

/** Sends a reset link to an active account; silent for unknown emails so nothing is revealed. */
export async function requestPasswordReset(db: Db, email: string, lang: Lang): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user || user.status === 'disabled') return;
  await sendSetPasswordEmail(db, { user, purpose: user.status === 'pending' ? 'activation' : 'reset', lang });
}
