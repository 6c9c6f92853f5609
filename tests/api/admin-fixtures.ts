import { desc, eq } from 'drizzle-orm';
import { auditLog, modules } from '@/lib/server/db/schema';
import type { startTestApp } from './harness';

type App = Awaited<ReturnType<typeof startTestApp>>;

/** The newest audit-log row, to prove a write recorded who did what. */
export async function latestAudit(app: App) {
  const [row] = await app.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row!;
}

/** Module ids by key from the seeded catalogue. */
export async function moduleIdsByKey(app: App, ...keys: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const key of keys) {
    const [row] = await app.db.select({ id: modules.id }).from(modules).where(eq(modules.key, key));
    if (!row) throw new Error(`no module ${key}`);
    ids.push(row.id);
  }
  return ids;
}

let counter = 0;
/** A unique, valid new-tenant body (the VKN 1234567890 passes its check digit). */
export function newTenantBody(moduleIds: string[], overrides: Record<string, unknown> = {}) {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    name: `Test Firma ${tag}`,
    taxNumber: '1234567890',
    taxOffice: 'Kadıköy',
    contactName: 'İrem Test',
    contactEmail: `contact-${tag}@firma.test`,
    contactPhone: '+90 216 555 00 00',
    ownerName: 'Oğuz',
    ownerSurname: 'Sahip',
    ownerEmail: `owner-${tag}@firma.test`,
    moduleIds,
    ...overrides,
  };
}
