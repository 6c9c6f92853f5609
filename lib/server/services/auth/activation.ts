import 'server-only';

import { and, eq, gt, isNull } from 'drizzle-orm';
import type { SetPasswordInput } from '@/lib/schemas/auth';
import { serverConfig } from '../../config/env';
import type { Db, DbOrTx } from '../../db/client';
import { activationTokens, users, type UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import { assertStrongPassword } from '../../auth/password-policy';
import { hashPassword } from '../../auth/passwords';
import { hashOpaqueToken, newOpaqueToken } from '../../auth/tokens';
import { translate, type Lang } from '../../i18n';
import { invalidateLists } from '../../kit/list-window';
import { enqueueMail } from '../../mail/outbox';
import { withTenantBrand } from '../../mail/tenant-brand';
import { writeAudit } from '../audit';
import { getPlatformSettings } from '../platform-settings';
import { forgiveAccountFailures } from './attempt-limit';
import { countResetRequest, forgiveSetPasswordAttempt, reserveSetPasswordAttempt } from './reset-limit';
import { revokeUserSessions } from './sessions';

export type LinkPurpose = 'activation' | 'reset';

interface LinkOptions {
  userId: string;
  purpose: LinkPurpose;
  ttlHours?: number;
  /** Leave the user's earlier unused links working (forgot-password: anyone may ask for a link). */
  keepEarlier?: boolean;
}

/**
 * Issues a single-use set-password link for a user; earlier unused links of the user stop working
 * unless `keepEarlier`. Its lifetime is the platform setting activationLinkHours (else ACTIVATION_TTL_HOURS).
 */
export async function issueSetPasswordLink(db: DbOrTx, opts: LinkOptions): Promise<{ link: string; expiresAt: Date }> {
  const cfg = serverConfig();
  const ttlHours = opts.ttlHours ?? (await getPlatformSettings(db)).activationLinkHours;
  const { token, hash } = newOpaqueToken();
  if (!opts.keepEarlier) await cancelUnusedLinks(db, opts.userId);
  const expiresAt = new Date(Date.now() + ttlHours * 3600 * 1000);
  await db.insert(activationTokens).values({ userId: opts.userId, tokenHash: hash, purpose: opts.purpose, expiresAt });
  const link = `${cfg.appUrl}/set-password?token=${encodeURIComponent(token)}&userId=${encodeURIComponent(opts.userId)}`;
  return { link, expiresAt };
}

async function cancelUnusedLinks(db: DbOrTx, userId: string) {
  await db
    .update(activationTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(activationTokens.userId, userId), isNull(activationTokens.usedAt)));
}

export async function createSetPasswordLink(db: DbOrTx, opts: LinkOptions): Promise<string> {
  return (await issueSetPasswordLink(db, opts)).link;
}

/**
 * Creates a link and queues its email, in the user's language, under the platform's product name.
 * `brandTenantId` puts it on that tenant's letterhead (a tenant inviting its user or its customer);
 * platform mails (Backoffice, password reset) keep the product brand.
 * Pass the cause's transaction: the link and its mail then exist together or not at all.
 */
export async function sendSetPasswordEmail(
  db: DbOrTx,
  opts: { user: UserRow; purpose: LinkPurpose; lang?: Lang; keepEarlier?: boolean; brandTenantId?: string },
) {
  const settings = await getPlatformSettings(db);
  const link = await createSetPasswordLink(db, {
    userId: opts.user.id,
    purpose: opts.purpose,
    ttlHours: settings.activationLinkHours,
    keepEarlier: opts.keepEarlier,
  });
  const lang = opts.lang ?? (opts.user.language === 'en' ? 'en' : 'tr');
  const kind = opts.purpose === 'activation' ? 'activation' : 'reset';
  const params = { name: opts.user.name, link, hours: settings.activationLinkHours, product: settings.productName };
  const support = settings.supportEmail
    ? `\n\n${translate(lang, 'Emails.supportLine', { email: settings.supportEmail })}`
    : '';
  const mail = {
    to: opts.user.email,
    subject: translate(lang, `Emails.${kind}Subject`, params),
    text: translate(lang, `Emails.${kind}Body`, params) + support,
  };
  await enqueueMail(db, opts.brandTenantId ? await withTenantBrand(db, opts.brandTenantId, mail) : mail);
  return link;
}

/** What a set-password link is worth, so the page can say why instead of showing a form that will fail. */
export type SetPasswordLinkState = 'valid' | 'used' | 'expired' | 'invalid';

/**
 * Reads a link's state without consuming it (setPasswordWithToken checks again when the form is
 * sent). 'used' also covers a link cancelled by a newer one; a token of another user is 'invalid'.
 */
export async function setPasswordLinkState(
  db: DbOrTx,
  opts: { token: string; userId: string },
): Promise<SetPasswordLinkState> {
  const [row] = await db
    .select({ userId: activationTokens.userId, usedAt: activationTokens.usedAt, expiresAt: activationTokens.expiresAt })
    .from(activationTokens)
    .where(eq(activationTokens.tokenHash, hashOpaqueToken(opts.token)))
    .limit(1);
  if (!row || row.userId !== opts.userId) return 'invalid';
  if (row.usedAt) return 'used';
  if (row.expiresAt <= new Date()) return 'expired';
  return 'valid';
}

/**
 * Consumes a link: sets the password, activates a pending account, ends earlier sessions, cancels
 * the user's other links and forgives the account's failed logins (the owner proved it is theirs).
 * Each call first counts against its client's set-password limit (429 past it); a success is not
 * counted.
 */
export async function setPasswordWithToken(db: Db, input: SetPasswordInput, opts: { ip: string }): Promise<void> {
  await reserveSetPasswordAttempt(db, opts.ip);
  const link = and(
    eq(activationTokens.tokenHash, hashOpaqueToken(input.token)),
    isNull(activationTokens.usedAt),
    gt(activationTokens.expiresAt, new Date()),
  );
  // The policy needs the user's email and name: read them first (checked again under lock below).
  const [holder] = await db
    .select({ userId: users.id, email: users.email, name: users.name, surname: users.surname })
    .from(activationTokens)
    .innerJoin(users, eq(users.id, activationTokens.userId))
    .where(link)
    .limit(1);
  if (!holder || holder.userId !== input.userId) throw new AppError(400, 'invalid_token');
  assertStrongPassword(input.password, holder, 'password');
  const passwordHash = await hashPassword(input.password);
  const tenantId = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(activationTokens).where(link).for('update').limit(1);
    if (!row || row.userId !== input.userId) throw new AppError(400, 'invalid_token');
    await cancelUnusedLinks(tx, row.userId);
    const [user] = await tx.select().from(users).where(eq(users.id, row.userId)).limit(1);
    if (!user || user.status === 'disabled') throw new AppError(400, 'invalid_token');
    await tx
      .update(users)
      .set({ passwordHash, status: 'active', version: user.version + 1 })
      .where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id);
    await forgiveAccountFailures(tx, user.email);
    await forgiveSetPasswordAttempt(tx, opts.ip);
    await writeAudit(tx, {
      tenantId: user.tenantId,
      userId: user.id,
      action: row.purpose === 'reset' ? 'password.reset' : 'password.activation',
      entity: 'user',
      entityId: user.id,
    });
    return user.tenantId;
  });
  // The tenant's user list shows the account active at once.
  if (tenantId) invalidateLists(tenantId, 'users');
}

/**
 * Forgot-password: counts the request against the address and the client (429 past the limit), then
 * answers at once while the link is made and mailed in the background, so the answer takes the same
 * time whether or not the address exists. A new link leaves earlier ones working (an anonymous
 * request must not kill an invited user's activation link); the first one used cancels the rest.
 */
export async function requestPasswordReset(db: Db, opts: { email: string; ip: string; lang: Lang }): Promise<void> {
  await countResetRequest(db, opts);
  void mailResetLink(db, opts).catch((error) => console.error('Forgot-password mail failed', error));
}

async function mailResetLink(db: Db, opts: { email: string; lang: Lang }): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.email, opts.email)).limit(1);
  if (!user || user.status === 'disabled') return;
  const purpose = user.status === 'pending' ? 'activation' : 'reset';
  await db.transaction((tx) => sendSetPasswordEmail(tx, { user, purpose, lang: opts.lang, keepEarlier: true }));
}
