import 'server-only';

import { Hono } from 'hono';
import {
  logoAnswerSchema,
  generalSettingsSchema,
  logoDataUrlInputSchema,
  updateGeneralSettingsInputSchema,
} from '@/lib/schemas/tenant-settings';
import { brandingSchema } from '@/lib/schemas/branding';
import { okSchema } from '@/lib/schemas/common';
import { getBranding } from '../../../services/tenant/branding';
import { getGeneralSettings, updateGeneralSettings } from '../../../services/tenant/general-settings';
import {
  assertLogoReadable,
  checkLogoUpload,
  decodeDataUrl,
  deleteTenantLogo,
  getTenantLogo,
  saveTenantLogo,
} from '../../../services/tenant/tenant-logo';
import type { AppContext, AppEnv } from '../../context';
import { AppError } from '../../../errors';
import { afterCommit, inTenantTransaction } from '../../after-commit';
import { requirePermission, validate } from '../../middleware';
import { mediaTypes } from '../../file-response';
import { multipartFile } from '../../multipart';
import { doc } from '../../route-doc';
import { actorOf } from './helpers';

export const settingsRoutes = new Hono<AppEnv>();

// Every tenant user's sidebar shows the logo, so no permission
settingsRoutes.get(
  '/branding',
  doc({
    summary: "The company's name, contact details and logo version for the shell (any tenant user)",
    response: brandingSchema,
  }),
  async (c) => c.json({ data: await getBranding(c.var.db, { tenantId: actorOf(c).tenantId }) }),
);

settingsRoutes.get(
  '/general',
  doc({
    summary: 'General settings (defaults from the tenant until first saved, version 0)',
    response: generalSettingsSchema,
  }),
  requirePermission('settings.view'),
  async (c) => c.json({ data: await getGeneralSettings(c.var.db, { tenantId: actorOf(c).tenantId }) }),
);

settingsRoutes.put(
  '/general',
  doc({ summary: 'Save general settings (stale version: 409)', response: generalSettingsSchema }),
  requirePermission('settings.update'),
  validate('json', updateGeneralSettingsInputSchema),
  async (c) => c.json({ data: await updateGeneralSettings(c.var.db, { ...actorOf(c), input: c.req.valid('json') }) }),
);

// The bytes with their detected type (never sniffed or
// scripted: lib/server/api/security-headers.ts sets nosniff, the no-render policy and no-store)
settingsRoutes.get(
  '/general/logo',
  doc({ summary: 'The logo image (PNG, JPEG or WEBP); 404 without one', produces: mediaTypes.images }),
  requirePermission('settings.view'),
  async (c) => {
    const logo = await getTenantLogo(c.var.db, { tenantId: actorOf(c).tenantId });
    return c.body(new Uint8Array(logo.bytes), 200, {
      'Content-Type': logo.mimeType,
      'Content-Length': String(logo.bytes.byteLength),
      'Last-Modified': logo.updatedAt.toUTCString(),
    });
  },
);

/** The uploaded bytes: multipart `file`, or JSON `{ dataUrl }`. */
async function uploadedBytes(c: AppContext): Promise<Uint8Array> {
  const type = c.req.header('content-type') ?? '';
  if (type.toLowerCase().startsWith('multipart/form-data')) {
    const file = await multipartFile(
      c,
      () => new AppError(400, 'validation_failed', { fields: { file: { key: 'required' } } }),
    );
    return new Uint8Array(await file.arrayBuffer());
  }
  const parsed = logoDataUrlInputSchema.safeParse(await c.req.json().catch(() => ({})));
  if (!parsed.success)
    throw new AppError(400, 'validation_failed', { fields: { dataUrl: { key: parsed.error.issues[0]!.message } } });
  return decodeDataUrl(parsed.data.dataUrl);
}

// The body is capped before it is read, by its entry in body-limit.ts. It is read (a slow client), checked,
// decoded and drawn on a test PDF once the request's transaction is over (after-commit.ts), and stored
// in a short one of its own
settingsRoutes.put(
  '/general/logo',
  doc({
    summary: 'Upload the logo: multipart `file` or JSON { dataUrl }; ≤ 512 KB, PNG/JPEG/WEBP',
    response: logoAnswerSchema,
  }),
  requirePermission('settings.update'),
  async (c) => {
    const actor = actorOf(c);
    return afterCommit(c, async () => {
      const logo = checkLogoUpload(await uploadedBytes(c));
      await assertLogoReadable(logo);
      return c.json({ data: await inTenantTransaction(c, (db) => saveTenantLogo(db, { ...actor, ...logo })) });
    });
  },
);

settingsRoutes.delete(
  '/general/logo',
  doc({ summary: 'Remove the logo', response: okSchema }),
  requirePermission('settings.update'),
  async (c) => {
    await deleteTenantLogo(c.var.db, actorOf(c));
    return c.json({ data: { ok: true } });
  },
);
