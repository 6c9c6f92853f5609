import 'server-only';

import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { AccountType } from '@/lib/auth/account-types';
import { ACCESS_TOKEN_COOKIE } from '@/lib/auth/token';
import { AppError, forbidden, unauthorized } from '../../errors';
import { resolveSession } from '../../services/auth/sessions';
import { getTenantLogo } from '../../services/tenant/tenant-logo';
import type { AppEnv } from '../context';
import { mediaTypes } from '../file-response';
import { doc } from '../route-doc';

/** A year: a logo URL carries its version, so a new upload is a new URL. */
const IMMUTABLE = 'private, max-age=31536000, immutable';

/**
 * /api/branding/logo: the signed-in account's own tenant logo, for the tenant shell's sidebar and
 * the customer portal's header. An <img> cannot send the bearer header, so besides it this one
 * read-only image accepts the `accessToken` cookie (SameSite=Lax: no other site's page sends it).
 * The tenant always comes from the session; Backoffice accounts have none (403).
 * With `?v=<logoVersion>` matching the stored logo it may be cached privately for a year (no shared
 * cache: `private`); another or no version gets `private, no-cache`.
 */
export const brandingRoutes = new Hono<AppEnv>();

brandingRoutes.get(
  '/logo',
  doc({
    summary:
      "The session's own tenant logo (tenant and customer accounts; bearer or accessToken cookie); 404 without one",
    produces: mediaTypes.images,
    auth: true,
  }),
  async (c) => {
    const bearer = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    const session = await resolveSession(c.var.db, bearer ?? getCookie(c, ACCESS_TOKEN_COOKIE));
    if (!session) throw unauthorized();
    if (session.tenantStatus === 'suspended') throw new AppError(403, 'tenant_suspended');
    const type = session.user.accountTypeId;
    if ((type !== AccountType.Tenant && type !== AccountType.Customer) || !session.user.tenantId) throw forbidden();
    const logo = await getTenantLogo(c.var.db, { tenantId: session.user.tenantId });
    const version = String(logo.updatedAt.getTime());
    return c.body(new Uint8Array(logo.bytes), 200, {
      'Content-Type': logo.mimeType,
      'Content-Length': String(logo.bytes.byteLength),
      'Last-Modified': logo.updatedAt.toUTCString(),
      'Cache-Control': c.req.query('v') === version ? IMMUTABLE : 'private, no-cache',
    });
  },
);
