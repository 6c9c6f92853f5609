import 'server-only';

import path from 'node:path';

/** Runtime configuration, read once per call so tests can adjust process.env before use. */
export function serverConfig() {
  const port = Number(process.env.PORT ?? 3000);
  const dataDir = path.resolve(/* turbopackIgnore: true */ process.cwd(), process.env.DATA_DIR ?? '.data');
  return {
    port,
    dataDir,
    databaseUrl: process.env.DATABASE_URL || undefined,
    /** The owner's connection, to migrate over; the app's pools log in as cari_*_login (db/client.ts). */
    migrationDatabaseUrl: process.env.MIGRATION_DATABASE_URL || undefined,
    appUrl: (process.env.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: process.env.SMTP_URL || undefined,
    mailFrom: process.env.MAIL_FROM ?? 'Cari <no-reply@cari.local>',
    // Demo accounts share a published password: production seeds them only when asked (npm run demo does).
    seedDemo:
      process.env.NODE_ENV === 'production' ? process.env.SEED_DEMO === 'true' : process.env.SEED_DEMO !== 'false',
    activationTtlHours: Number(process.env.ACTIVATION_TTL_HOURS ?? 48),
  };
}
