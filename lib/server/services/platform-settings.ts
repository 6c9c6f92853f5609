import 'server-only';

import { eq, sql } from 'drizzle-orm';
import {
  DEFAULT_PRODUCT_NAME,
  type PlatformSettings,
  type UpdatePlatformSettingsInput,
} from '@/lib/schemas/backoffice-settings';
import { serverConfig } from '../config/env';
import type { Db, DbOrTx } from '../db/client';
import { platformSettings } from '../db/schema';
import { translate, type Lang } from '../i18n';
import { assertVersion } from '../kit/records';
import { sendMail } from '../mail/mailer';
import { writeAudit } from './audit';

type SettingKey = Exclude<keyof PlatformSettings, 'version'>;
const settingKeys: SettingKey[] = ['productName', 'supportEmail', 'defaultLanguage', 'activationLinkHours'];
/** One extra row counts saves, so a stale settings form answers 409 like any other record. */
const VERSION_KEY = 'version';

/** The platform settings with their defaults filled in (link lifetime: ACTIVATION_TTL_HOURS). */
export async function getPlatformSettings(db: DbOrTx): Promise<PlatformSettings> {
  const rows = await db.select().from(platformSettings);
  const stored = new Map(rows.map((r) => [r.key, r.value as unknown]));
  const text = (key: string) => {
    const v = stored.get(key);
    return typeof v === 'string' && v.trim() ? v : null;
  };
  const hours = stored.get('activationLinkHours');
  const version = stored.get(VERSION_KEY);
  return {
    productName: text('productName') ?? DEFAULT_PRODUCT_NAME,
    supportEmail: text('supportEmail'),
    defaultLanguage: stored.get('defaultLanguage') === 'en' ? 'en' : 'tr',
    activationLinkHours: typeof hours === 'number' && hours > 0 ? hours : serverConfig().activationTtlHours,
    version: typeof version === 'number' ? version : 1,
  };
}

/** Saves every setting at once; answers 409 when someone saved since `input.version` was read. */
export async function updatePlatformSettings(
  db: Db,
  opts: { input: UpdatePlatformSettingsInput; actorId: string; ip: string },
): Promise<PlatformSettings> {
  return db.transaction(async (tx) => {
    // Creating, then locking the version row serialises concurrent saves.
    await tx.insert(platformSettings).values({ key: VERSION_KEY, value: 1 }).onConflictDoNothing();
    await tx.select().from(platformSettings).where(eq(platformSettings.key, VERSION_KEY)).for('update');
    const before = await getPlatformSettings(tx);
    assertVersion(before.version, opts.input.version);

    const values = [
      // jsonb is NOT NULL here: a cleared text setting is stored as ''.
      ...settingKeys.map((key) => ({ key, value: opts.input[key] ?? '' })),
      { key: VERSION_KEY, value: before.version + 1 },
    ];
    await tx
      .insert(platformSettings)
      .values(values)
      .onConflictDoUpdate({ target: platformSettings.key, set: { value: sql`excluded.value`, updatedAt: new Date() } });
    const changes = Object.fromEntries(
      settingKeys.filter((k) => before[k] !== opts.input[k]).map((k) => [k, { from: before[k], to: opts.input[k] }]),
    );
    await writeAudit(tx, {
      userId: opts.actorId,
      action: 'settings.update',
      entity: 'platform_settings',
      data: changes,
      ip: opts.ip,
    });
    return getPlatformSettings(tx);
  });
}

/**
 * Sends a short test email through the configured mailer, so SMTP settings can be checked. Sent
 * at once, not queued: its point is the mail server's answer now, and it has no cause to commit.
 */
export async function sendTestEmail(db: Db, opts: { to: string; lang: Lang; actorId: string; ip: string }) {
  const { productName, supportEmail } = await getPlatformSettings(db);
  const params = { product: productName, support: supportEmail ?? '-' };
  await sendMail({
    to: opts.to,
    subject: translate(opts.lang, 'Emails.testSubject', params),
    text: translate(opts.lang, 'Emails.testBody', params),
  });
  await writeAudit(db, {
    userId: opts.actorId,
    action: 'settings.test_email',
    entity: 'platform_settings',
    data: { to: opts.to },
    ip: opts.ip,
  });
  return { to: opts.to };
}
