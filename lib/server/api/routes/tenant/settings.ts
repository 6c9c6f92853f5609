import 'server-only';

import { Hono } from 'hono';
import {
  logoAnswerSchema,
  generalSettingsSchema,
  logoDataUrlInputSchema,
  updateGeneralSettingsInputSchema,
} from '@/lib/schemas/tenant-settings';
import { brandingSchema } from '@/lib/schemas/branding';
import { getBranding } from '../../../services/tenant/branding';
import { getGeneralSettings, updateGeneralSettings } from '../../../services/tenant/general-settings';
import { decodeDataUrl, deleteTenantLogo, getTenantLogo, saveTenantLogo } from '../../../services/tenant/tenant-logo';
import type { AppContext, AppEnv } from '../../context';
import { AppError } from '../../../errors';
import { requirePermission, validate } from '../../middleware';
import { multipartFile } from '../../multipart';
import { describeRoute } from '../../openapi-registry';
import { actorOf } from './helpers';

export const settingsRoutes = new Hono<AppEnv>();
const tag = 'Tenant settings';
const base = '/api/tenant/Settings/general';

describeRoute({
  method: 'get',
  path: '/api/tenant/Settings/branding',
  summary: "The company's name, contact details and logo version for the shell (any tenant user)",
  tag,
  response: brandingSchema,
});
// GET /api/tenant/Settings/branding – every tenant user's sidebar shows the logo, so no permission
settingsRoutes.get('/branding', async (c) =>
  c.json({ data: await getBranding(c.var.db, { tenantId: actorOf(c).tenantId }) }),
);

describeRoute({
  method: 'get',
  path: base,
  summary: 'General settings (defaults from the tenant until first saved, version 0)',
  tag,
  response: generalSettingsSchema,
});
// GET /api/tenant/Settings/general
settingsRoutes.get('/general', requirePermission('settings.view'), async (c) =>
  c.json({ data: await getGeneralSettings(c.var.db, { tenantId: actorOf(c).tenantId }) }),
);

describeRoute({
  method: 'put',
  path: base,
  summary: 'Save general settings (stale version: 409)',
  tag,
  body: updateGeneralSettingsInputSchema,
  response: generalSettingsSchema,
});
// PUT /api/tenant/Settings/general
settingsRoutes.put(
  '/general',
  requirePermission('settings.update'),
  validate('json', updateGeneralSettingsInputSchema),
  async (c) => c.json({ data: await updateGeneralSettings(c.var.db, { ...actorOf(c), input: c.req.valid('json') }) }),
);

describeRoute({
  method: 'get',
  path: `${base}/logo`,
  summary: 'The logo image (PNG, JPEG or WEBP); 404 without one',
  tag,
});
// GET /api/tenant/Settings/general/logo – the bytes with their detected type (never sniffed or
// scripted: lib/server/api/security-headers.ts sets nosniff, the no-render policy and no-store)
settingsRoutes.get('/general/logo', requirePermission('settings.view'), async (c) => {
  const logo = await getTenantLogo(c.var.db, { tenantId: actorOf(c).tenantId });
  return c.body(new Uint8Array(logo.bytes), 200, {
    'Content-Type': logo.mimeType,
    'Content-Length': String(logo.bytes.byteLength),
    'Last-Modified': logo.updatedAt.toUTCString(),
  });
});

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

describeRoute({
  method: 'put',
  path: `${base}/logo`,
  summary: 'Upload the logo: multipart `file` or JSON { dataUrl }; ≤ 512 KB, PNG/JPEG/WEBP',
  tag,
  response: logoAnswerSchema,
});
// PUT /api/tenant/Settings/general/logo – the body is capped before it is read, by its entry in body-limit.ts
settingsRoutes.put('/general/logo', requirePermission('settings.update'), async (c) => {
  const bytes = await uploadedBytes(c);
  return c.json({ data: await saveTenantLogo(c.var.db, { ...actorOf(c), bytes }) });
});

describeRoute({ method: 'delete', path: `${base}/logo`, summary: 'Remove the logo', tag });
// DELETE /api/tenant/Settings/general/logo
settingsRoutes.delete('/general/logo', requirePermission('settings.update'), async (c) => {
  await deleteTenantLogo(c.var.db, actorOf(c));
  return c.json({ data: { ok: true } });
});
