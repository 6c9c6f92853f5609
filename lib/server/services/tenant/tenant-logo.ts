import 'server-only';

import { eq } from 'drizzle-orm';
import { LOGO_MAX_BYTES } from '@/lib/schemas/tenant-settings';
import type { Db, DbOrTx } from '../../db/client';
import { tenantLogos } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { log } from '../../log';
import { writeAudit } from '../audit';
import type { Actor } from '../../kit/actor';
import { logoProblem } from './logo-image';

const invalid = (key: 'logoInvalidType' | 'logoTooLarge' | 'logoUnreadable') =>
  new AppError(400, 'validation_failed', { fields: { logo: { key } } });

/** The image type from the file's first bytes; the declared type is never trusted. */
export function detectImageType(bytes: Uint8Array): 'image/png' | 'image/jpeg' | 'image/webp' | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/** Decodes `data:image/...;base64,...`; anything else is not a logo. */
export function decodeDataUrl(dataUrl: string): Uint8Array {
  const match = /^data:([\w.+/-]+);base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl.trim());
  if (!match) throw invalid('logoInvalidType');
  return Buffer.from(match[2]!, 'base64');
}

/** An upload that passed the checks needing only its size and first bytes. */
export interface LogoUpload {
  bytes: Uint8Array;
  mimeType: 'image/png' | 'image/jpeg' | 'image/webp';
}

/** Checks an upload's size (≤ 512 KB) and that its first bytes are PNG, JPEG or WEBP. */
export function checkLogoUpload(bytes: Uint8Array): LogoUpload {
  if (bytes.byteLength === 0) throw invalid('logoInvalidType');
  if (bytes.byteLength > LOGO_MAX_BYTES) throw invalid('logoTooLarge');
  const mimeType = detectImageType(bytes);
  if (!mimeType) throw invalid('logoInvalidType');
  return { bytes, mimeType };
}

/**
 * Refuses a logo that cannot be read as its type (a broken file would fail every PDF of the tenant):
 * it is decoded and drawn on a test PDF, which is slow, so this runs with no transaction open.
 */
export async function assertLogoReadable(logo: LogoUpload): Promise<void> {
  if (await logoProblem(logo.bytes, logo.mimeType)) throw invalid('logoUnreadable');
}

/** Stores a checked and readable logo (checkLogoUpload, assertLogoReadable) with its audit row. */
export async function saveTenantLogo(db: Db, opts: Actor & LogoUpload) {
  const { mimeType } = opts;
  const values = {
    mimeType,
    data: Buffer.from(opts.bytes).toString('base64'),
    size: opts.bytes.byteLength,
    updatedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(tenantLogos)
      .values({ tenantId: opts.tenantId, ...values })
      .onConflictDoUpdate({ target: tenantLogos.tenantId, set: values });
    await writeAudit(tx, {
      tenantId: opts.tenantId,
      userId: opts.userId,
      ip: opts.ip,
      action: 'settings.logo.update',
      entity: 'tenant_logo',
      entityId: opts.tenantId,
      data: { mimeType, size: values.size },
    });
  });
  return { mimeType, size: values.size, updatedAt: values.updatedAt.toISOString() };
}

/** The logo bytes and type; 404 when the tenant has none. */
export async function getTenantLogo(db: DbOrTx, opts: { tenantId: string }) {
  const [row] = await db.select().from(tenantLogos).where(eq(tenantLogos.tenantId, opts.tenantId)).limit(1);
  if (!row) throw notFound();
  return { mimeType: row.mimeType, bytes: Buffer.from(row.data, 'base64'), updatedAt: row.updatedAt };
}

export async function deleteTenantLogo(db: Db, opts: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(tenantLogos)
      .where(eq(tenantLogos.tenantId, opts.tenantId))
      .returning({ id: tenantLogos.tenantId });
    if (removed.length === 0) throw notFound();
    await writeAudit(tx, {
      tenantId: opts.tenantId,
      userId: opts.userId,
      ip: opts.ip,
      action: 'settings.logo.delete',
      entity: 'tenant_logo',
      entityId: opts.tenantId,
    });
  });
}

/**
 * The logo for documents (PDFs and emails), or null: pdfmake and many mail clients take PNG and
 * JPEG only, so a WEBP logo shows on screens but not on paper. A stored logo that cannot be read
 * (uploaded before uploads were checked) is left out, so the documents still go out without it.
 */
export async function tenantLogoForDocuments(
  db: DbOrTx,
  opts: { tenantId: string },
): Promise<{ mimeType: 'image/png' | 'image/jpeg'; bytes: Buffer } | null> {
  const [row] = await db
    .select({ mimeType: tenantLogos.mimeType, data: tenantLogos.data, updatedAt: tenantLogos.updatedAt })
    .from(tenantLogos)
    .where(eq(tenantLogos.tenantId, opts.tenantId))
    .limit(1);
  if (!row || (row.mimeType !== 'image/png' && row.mimeType !== 'image/jpeg')) return null;
  const bytes = Buffer.from(row.data, 'base64');
  const readable = await isReadable(`${opts.tenantId}:${row.updatedAt.getTime()}`, bytes, row.mimeType, opts.tenantId);
  return readable ? { mimeType: row.mimeType, bytes } : null;
}

/** Each stored logo version is checked once per process; an unreadable one is logged that once. */
const readableLogos = new Map<string, boolean>();

async function isReadable(key: string, bytes: Buffer, mimeType: string, tenantId: string): Promise<boolean> {
  const known = readableLogos.get(key);
  if (known !== undefined) return known;
  const problem = await logoProblem(bytes, mimeType);
  if (problem) log.warn('Tenant logo unreadable, documents go without it', { tenantId, problem });
  if (readableLogos.size >= 1000) readableLogos.clear();
  readableLogos.set(key, !problem);
  return !problem;
}
